/**
 * Fake pages of the server tests (not part of the server bundle) for what the server answers
 * without a render each: a news item's page and its not-found page. Written the way React and
 * React Router write them where it matters.
 */
import type { PublicLanguage } from '@fuelcard/i18n';

/** Text and attribute values as React escapes them. */
const react = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!,
  );

/** A news item's page, or its not-found page (404, noindex), which shows nothing of the address. */
export function fakeNewsPage(
  url: URL,
  nonce: string,
  lang: PublicLanguage,
  items: ReadonlySet<string>,
): { status: number; html: string } {
  const id = decodeURIComponent(url.pathname.slice('/news/'.length));
  const found = items.has(id.toLowerCase());
  const head = found
    ? `<title>${react(id)}</title><link rel="canonical" href="${react(url.origin + url.pathname)}"/>`
    : `<title>Новость не найдена</title><meta name="robots" content="noindex"/>`;
  const body = found ? `<h1>${react(id)}</h1>` : '<h1>Новость не найдена</h1><a href="/news">К новостям</a>';
  return {
    status: found ? 200 : 404,
    html:
      `<!DOCTYPE html><html lang="${lang}"><head>${head}</head><body>${body}` +
      `<p>${'Текст страницы. '.repeat(100)}</p>` +
      `<script nonce="${nonce}">window.__lang="${lang}";</script></body></html>`,
  };
}
