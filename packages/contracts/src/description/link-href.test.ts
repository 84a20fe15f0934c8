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
  ])('keeps %j', (href, expected) => {
    expect(descriptionLinkHref(href)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    '/about',
    '//evil.example',
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
  it('opens web links in a new tab without the opener, and leaves mailto and tel alone', () => {
    expect(descriptionLinkAttributes('https://example.com')).toEqual({
      href: 'https://example.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(descriptionLinkAttributes('tel:+375')).toEqual({ href: 'tel:+375' });
  });
});
