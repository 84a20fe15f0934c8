// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillTexts, firstLoadTexts, stylesheetsAfterContent } from './first-paint.mjs';

const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('the console’s first paint (issue 26 §9)', () => {
  it('fills index.html with the catalogue’s texts, escaped, and has no text of its own left', async () => {
    const html = fillTexts(indexHtml, await firstLoadTexts());
    expect(html).not.toMatch(/\{\{t:/);
    expect(html).toContain('<span class="fp__name">RouteCard</span>');
    expect(html).toContain('<p class="fp__status" role="status">Загрузка…</p>');
    // Without JavaScript the spinner gives way to a plain explanation.
    expect(html).toMatch(
      /<noscript><p class="fp__noscript">Панели администратора нужен JavaScript\./,
    );
    expect(html).toMatch(/<noscript>\s*<style>\.fp__status, \.fp__card > \[aria-hidden\] \{ display: none; \}/);
    expect(fillTexts('<p>{{t:x}}</p>', { x: '<b>&"' })).toBe('<p>&lt;b&gt;&amp;&quot;</p>');
  });

  it('fails the build on a key that is not a first-load text', async () => {
    const texts = await firstLoadTexts();
    expect(() => fillTexts('{{t:admin.news.title}}', texts)).toThrow(/admin\.news\.title/);
  });

  it('carries only the login’s texts into the first load', async () => {
    const texts = await firstLoadTexts();
    expect(Object.keys(texts.admin).sort()).toEqual([
      'brand',
      'loading',
      'login',
      'noscript',
      'password',
      'security',
      'toast',
    ]);
    expect(texts.admin.login.title).toBe('Вход в панель управления');
    // Of the password texts, only the login field's show/hide button (review s45).
    expect(texts.admin.password).toEqual({ show: 'Показать', hide: 'Скрыть' });
  });

  it('moves the head’s stylesheets after the content, keeping the scripts in the head', () => {
    const html = [
      '<html><head><title>x</title>',
      '<script type="module" src="/assets/index.js"></script>',
      '<link rel="modulepreload" href="/assets/a.js">',
      '<link rel="stylesheet" crossorigin href="/assets/a.css">',
      '<link rel="stylesheet" crossorigin href="/assets/b.css">',
      '</head><body><div id="root">paint</div></body></html>',
    ].join('\n');
    const moved = stylesheetsAfterContent(html);
    const head = moved.split('</head>')[0];
    expect(head).toContain('/assets/index.js');
    expect(head).toContain('modulepreload');
    expect(head).not.toContain('stylesheet');
    expect(moved).toMatch(
      /<div id="root">paint<\/div>\s*<link rel="stylesheet" crossorigin href="\/assets\/a.css">\s*<link rel="stylesheet" crossorigin href="\/assets\/b.css">\s*<\/body>/,
    );
    expect(stylesheetsAfterContent('<head></head><body></body>')).toBe(
      '<head></head><body></body>',
    );
  });
});
