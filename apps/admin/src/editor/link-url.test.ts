import { describe, expect, it } from 'vitest';
import { normaliseLinkUrl } from './link-url';

describe('normaliseLinkUrl', () => {
  it.each([
    ['https://example.by', 'https://example.by'],
    ['  http://example.by/a?b=1#c ', 'http://example.by/a?b=1#c'],
    ['HTTPS://EXAMPLE.BY', 'HTTPS://EXAMPLE.BY'],
    ['mailto:info@example.by', 'mailto:info@example.by'],
    ['tel:+375 (17) 123-45-67', 'tel:+375 (17) 123-45-67'],
  ])('accepts %j', (input, url) => expect(normaliseLinkUrl(input)).toBe(url));

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.by', '//example.by', 'example.by', 'https://', 'mailto:', 'tel:abc', ''])(
    'refuses %j',
    (input) => expect(normaliseLinkUrl(input)).toBeNull(),
  );
});
