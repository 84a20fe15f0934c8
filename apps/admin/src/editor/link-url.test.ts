import { describe, expect, it } from 'vitest';
import { isSitePath, linkAttributes, normaliseLinkUrl } from './link-url';

describe('normaliseLinkUrl', () => {
  it.each([
    ['https://example.by', 'https://example.by'],
    ['  http://example.by/a?b=1#c ', 'http://example.by/a?b=1#c'],
    ['HTTPS://EXAMPLE.BY', 'HTTPS://EXAMPLE.BY'],
    ['mailto:info@example.by', 'mailto:info@example.by'],
    ['tel:+375 (17) 123-45-67', 'tel:+375 (17) 123-45-67'],
    ['/news/novyj-sajt', '/news/novyj-sajt'],
    [' /contacts?office=minsk#map ', '/contacts?office=minsk#map'],
    ['/', '/'],
  ])('accepts %j', (input, url) => expect(normaliseLinkUrl(input)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'ftp://example.by',
    '//example.by',
    '/\\example.by',
    '/a b',
    'example.by',
    'news/x',
    'https://',
    'mailto:',
    'tel:abc',
    '',
  ])('refuses %j', (input) => expect(normaliseLinkUrl(input)).toBeNull());
});

describe('linkAttributes', () => {
  it('opens an outside web address in a new tab only when asked, and then without the opener', () => {
    expect(linkAttributes('https://example.by', true)).toEqual({ url: 'https://example.by', target: '_blank', rel: 'noopener noreferrer' });
    expect(linkAttributes('https://example.by', false)).toEqual({ url: 'https://example.by', target: null, rel: null });
  });

  it('keeps site pages, mailto: and tel: in the same tab whatever is asked', () => {
    for (const url of ['/news/x', 'mailto:a@b.by', 'tel:+375']) {
      expect(linkAttributes(url, true)).toEqual({ url, target: null, rel: null });
    }
    expect(isSitePath('/news/x')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
  });
});
