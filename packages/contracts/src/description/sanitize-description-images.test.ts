import { describe, expect, it } from 'vitest';
import { descriptionImageAttributes } from './description-image';
import { sanitizeDescription } from './sanitize-description';

const SRC = '/api/images/0123456789abcdef0123456789abcdef.jpg';
const KEPT = `<img src="${SRC}" alt="Заправка ночью" width="960" height="640" loading="lazy" decoding="async" />`;

describe('images in a description', () => {
  it('keeps our own image with its alt and size, lazy, and nothing else', () => {
    expect(
      sanitizeDescription(
        `<p>Текст</p><img src="${SRC}" alt="Заправка ночью" width="960" height="640" class="x" style="width:9000px" srcset="https://evil.example/a.jpg 2x" onerror="alert(1)" data-x="1" title="t">`,
      ),
    ).toBe(`<p>Текст</p>${KEPT}`);
  });

  it('keeps a description that is only an image', () => {
    expect(sanitizeDescription(`<img src="${SRC}" alt="Карта" width="1" height="1">`)).toBe(
      `<img src="${SRC}" alt="Карта" width="1" height="1" loading="lazy" decoding="async" />`,
    );
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo='],
    ['another host', 'https://evil.example/api/images/0123456789abcdef0123456789abcdef.jpg'],
    ['protocol-relative', '//evil.example/api/images/0123456789abcdef0123456789abcdef.jpg'],
    ['our host, absolute', 'http://localhost/api/images/0123456789abcdef0123456789abcdef.jpg'],
    ['a query string', `${SRC}?x=1`],
    ['a path escape', '/api/images/../admin/news'],
    ['an upper-case hash', SRC.toUpperCase()],
    ['another extension', SRC.replace('.jpg', '.svg')],
    ['a leading space trick', ` javascript:${SRC}`],
    ['an entity-encoded scheme', 'jav&#x61;script:alert(1)'],
  ])('drops an image whose src is %s', (_, src) => {
    expect(sanitizeDescription(`<p>а</p><img src="${src}" alt="x" width="10" height="10">`)).toBe(
      '<p>а</p>',
    );
  });

  it.each([
    ['no alt', `<img src="${SRC}" width="10" height="10">`],
    ['a blank alt', `<img src="${SRC}" alt="   " width="10" height="10">`],
    ['no width', `<img src="${SRC}" alt="x" height="10">`],
    ['a percentage width', `<img src="${SRC}" alt="x" width="100%" height="10">`],
    ['a negative height', `<img src="${SRC}" alt="x" width="10" height="-5">`],
    ['a huge size', `<img src="${SRC}" alt="x" width="99999" height="10">`],
    ['no src', '<img alt="x" width="10" height="10">'],
    ['only a srcset', `<img srcset="${SRC} 1x" alt="x" width="10" height="10">`],
  ])('drops an image with %s', (_, html) => {
    expect(sanitizeDescription(`<p>а</p>${html}`)).toBe('<p>а</p>');
  });

  it('escapes an alt that tries to break out of its attribute', () => {
    const out = sanitizeDescription(
      `<img src="${SRC}" alt='x" onerror="alert(1)' width="10" height="10">`,
    );
    expect(out).not.toMatch(/onerror="/);
    expect(out).toContain('alt="x&quot; onerror=&quot;alert(1)"');
  });

  it('drops images inside dropped elements and keeps an image inside a paragraph or link', () => {
    expect(
      sanitizeDescription(`<p>а</p><svg><img src="${SRC}" alt="x" width="1" height="1"></svg>`),
    ).toBe('<p>а</p>');
    expect(sanitizeDescription(`<p><img src="${SRC}" alt="x" width="1" height="1"></p>`)).toBe(
      `<p><img src="${SRC}" alt="x" width="1" height="1" loading="lazy" decoding="async" /></p>`,
    );
  });

  it('is stable: sanitising the output again changes nothing', () => {
    const once = sanitizeDescription(`<p>Текст</p><img src="${SRC}" alt="а" width="2" height="3">`);
    expect(sanitizeDescription(once)).toBe(once);
  });

  it('shares its rule with the editor (descriptionImageAttributes)', () => {
    expect(
      descriptionImageAttributes({ src: SRC, alt: ' a  b ', width: '5', height: '6' }),
    ).toEqual({
      src: SRC,
      alt: 'a b',
      width: '5',
      height: '6',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(
      descriptionImageAttributes({ src: SRC, alt: 'a'.repeat(301), width: '5', height: '6' }),
    ).toBeUndefined();
  });
});
