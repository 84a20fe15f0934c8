import { describe, expect, it } from 'vitest';
import { descriptionLinkAttributes, descriptionLinkHref } from './link-href';

describe('descriptionLinkHref', () => {
  it.each([
    ['https://example.com/x?y=1', 'https://example.com/x?y=1'],
    [' http://example.com ', 'http://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
    ['tel:+375171234567', 'tel:+375171234567'],
    ['tel:(017) 123', 'tel:(017) 123'],
    ['/about', '/about'],
    [' /news/novyj-sajt?x=1#a ', '/news/novyj-sajt?x=1#a'],
  ])('keeps %j', (href, expected) => {
    expect(descriptionLinkHref(href)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    '//evil.example',
    '/\\evil.example',
    '/a b',
    'about',
    'https:///x',
    'javascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'ftp://example.com',
    'mailto:',
    'tel:abc',
  ])('refuses %j', (href) => {
    expect(descriptionLinkHref(href)).toBeUndefined();
  });
});

describe('descriptionLinkAttributes', () => {
  it('keeps a stored new tab on web and site links only, always without the opener', () => {
    expect(descriptionLinkAttributes('https://example.com')).toEqual({ href: 'https://example.com' });
    expect(descriptionLinkAttributes('https://example.com', '_self')).toEqual({ href: 'https://example.com' });
    expect(descriptionLinkAttributes('/about', '_BLANK ')).toEqual({ href: '/about', target: '_blank', rel: 'noopener noreferrer' });
    expect(descriptionLinkAttributes('mailto:a@b.by', '_blank')).toEqual({ href: 'mailto:a@b.by' });
    expect(descriptionLinkAttributes('https://example.com', '_blank')).toEqual({
      href: 'https://example.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(descriptionLinkAttributes('tel:+375')).toEqual({ href: 'tel:+375' });
  });
});
