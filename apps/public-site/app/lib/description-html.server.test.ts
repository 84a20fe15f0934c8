// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { descriptionText, safeDescriptionHtml } from './description-html.server';

describe('safeDescriptionHtml', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h2>Заголовок</h2><p style="text-align:center"><strong>жирный</strong> <span style="color:#48AE5A">цвет</span></p>' +
      '<ol><li>один</li></ol><p><a href="https://example.com" target="_blank">ссылка</a> <a href="/news/x">своя</a></p>' +
      '<blockquote>цитата <code>код</code></blockquote>';
    const clean = safeDescriptionHtml(html);
    expect(clean).toContain('<h2>Заголовок</h2>');
    expect(clean).toContain('<p style="text-align:center">');
    expect(clean).toContain('<span style="color:#48AE5A">цвет</span>');
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ссылка</a>');
    expect(clean).toContain('<a href="/news/x">своя</a>');
    expect(clean).toContain('<blockquote>цитата <code>код</code></blockquote>');
  });

  it.each([
    '<p>a</p><script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<p onclick="alert(1)">b</p>',
    '<a href="javascript:alert(1)">c</a>',
    '<p style="background:url(javascript:alert(1))">d</p>',
    '<iframe src="https://evil.example"></iframe>e',
    '<svg><script>alert(1)</script></svg>f',
  ])('removes everything that could run: %s', (html) => {
    const clean = safeDescriptionHtml(html);
    expect(clean).not.toMatch(/<script|<img|<iframe|<svg|onerror|onclick|javascript:|url\(/i);
  });
});

describe('descriptionText', () => {
  it('gives the plain text', () => {
    expect(descriptionText('<h2>Новость</h2>\n<p>Текст <b>важный</b></p>')).toBe('Новость. Текст важный');
  });

  it('keeps paragraph and line breaks as spaces, never gluing two words («очереди На»)', () => {
    expect(descriptionText('<p>Сократилось время очереди</p><p>На всех АЗС</p>')).toBe(
      'Сократилось время очереди На всех АЗС',
    );
    expect(descriptionText('<ol><li>один</li><li>два</li></ol>строка<br>вторая')).toBe(
      'один. два. строка вторая',
    );
    // Entities are decoded once: whoever writes the text out escapes it once.
    expect(descriptionText('<p>A &amp; B</p>')).toBe('A & B');
  });
});
