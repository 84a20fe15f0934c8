/**
 * Fake pages of the server tests (not part of the server bundle) for what the server answers
 * without a render each: a news item's page and its not-found page, and /search with the parts
 * a build makes for it. Written the way React and React Router write them where it matters.
 */
import type { PublicLanguage } from '@fuelcard/i18n';

/** Text and attribute values as React escapes them. */
const react = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );

/** A JSON text inside a script as React Router writes its route data (escapeHtml of JSON.stringify). */
const scriptJson = (text: string) =>
  JSON.stringify(text).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const TEXTS = ['Договор с оператором', 'Карта и её правила', 'Тарифы на карты'];

/** The fake build's query-dependent parts of /search (as app/lib/search-page-parts.server.tsx). */
export function fakeSearchParts(lang: PublicLanguage, query: string) {
  const found = query
    ? TEXTS.filter((text) => text.toLowerCase().includes(query.toLowerCase()))
    : [];
  const summary =
    query === ''
      ? 'Введите запрос'
      : found.length === 0
        ? `По запросу «${react(query)}» ничего не найдено (${lang})`
        : `По запросу «${react(query)}» найдено: ${found.length}`;
  const region =
    `<p role="status">${summary}</p>` +
    (found.length ? `<ol>${found.map((text) => `<li>${react(text)}</li>`).join('')}</ol>` : '');
  return { data: JSON.stringify({ query, found }), found: found.length, region: () => region };
}

/**
 * /search as a page: the query in its title, canonical link, field and route data, and the
 * results region. `spelling: 'numeric'` writes the title's query with numeric character
 * references, which the server's template does not know.
 */
export function fakeSearchPage(
  url: URL,
  nonce: string,
  lang: PublicLanguage,
  spelling: 'react' | 'numeric' = 'react',
): string {
  const query = url.searchParams.get('q') ?? '';
  const parts = fakeSearchParts(lang, query);
  const region = parts.region();
  const title = query ? `Поиск: ${query}` : 'Поиск';
  const titleHtml =
    spelling === 'numeric'
      ? title.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
      : react(title);
  const data = `[${JSON.stringify(title)},${JSON.stringify(parts.data)}]`;
  return (
    `<!DOCTYPE html><html lang="${lang}"><head><title>${titleHtml}</title>` +
    `<meta name="robots" content="noindex"/>` +
    `<link rel="canonical" href="${react(url.origin + url.pathname + url.search)}"/></head>` +
    `<body><h1>Поиск</h1><form><input name="q" value="${react(query)}"/></form>${region}` +
    `<p>${'Текст страницы. '.repeat(100)}</p>` +
    `<script nonce="${nonce}">enqueue(${scriptJson(data)});</script></body></html>`
  );
}

/** A news item's page, or its not-found page (404, noindex), which shows nothing of the address. */
export function fakeNewsPage(
  url: URL,
  nonce: string,
  lang: PublicLanguage,
  items: ReadonlySet<string>,
  /** The not-found page names the address it was asked for (as the site's must not). */
  echo = false,
): { status: number; html: string } {
  const id = decodeURIComponent(url.pathname.slice('/news/'.length));
  const found = items.has(id.toLowerCase());
  const head = found
    ? `<title>${react(id)}</title><link rel="canonical" href="${react(url.origin + url.pathname)}"/>`
    : `<title>Новость не найдена</title><meta name="robots" content="noindex"/>`;
  const body = found
    ? `<h1>${react(id)}</h1>`
    : `<h1>Новость не найдена${echo ? `: ${react(id)}` : ''}</h1><a href="/news">К новостям</a>`;
  return {
    status: found ? 200 : 404,
    html:
      `<!DOCTYPE html><html lang="${lang}"><head>${head}</head><body>${body}` +
      `<p>${'Текст страницы. '.repeat(100)}</p>` +
      `<script nonce="${nonce}">window.__lang="${lang}";</script></body></html>`,
  };
}
