import type { TextPart, Translate } from '@fuelcard/i18n';
import {
  moreLines,
  SEARCH_RESULTS_PER_PAGE,
  type SearchView,
} from '../components/search/search-view';
import styles from '../components/search/search-page.module.css';

const ESCAPES: Readonly<Record<string, string>> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** A text as React writes it into HTML. */
const html = (text: string) => text.replace(/["&'<>]/g, (character) => ESCAPES[character]!);

/** Highlighted's markup: matches in <mark>, and React's separator between two texts in a row. */
function highlighted(parts: readonly TextPart[]): string {
  let out = '';
  let afterText = false;
  for (const part of parts) {
    if (part.text === '') continue;
    if (part.match) out += `<mark>${html(part.text)}</mark>`;
    else out += `${afterText ? '<!-- -->' : ''}${html(part.text)}`;
    afterText = !part.match;
  }
  return out;
}

/**
 * The results region of a search that lists pages, written as SearchResultsRegion renders it —
 * without React, whose render of a long list (a link per page, a highlight per match) was the
 * largest part of answering a search. Used only once it has given React's very markup for
 * sample searches (search-page-parts.server.tsx checks, per language, and renders with React
 * otherwise), so a change to the component cannot make it serve other markup. `pagination` is
 * the pages of results as React renders them (SearchPagination), written after the list.
 */
export function listedResultsHtml(
  { query, results, found, page, pages }: SearchView,
  t: Translate,
  pagination = '',
): string {
  const pageOf =
    pages > 1 ? `<span class="${styles.pageOf}">${html(t('search.summaryPage', { page, pages }))}</span>` : '';
  const start = page > 1 ? ` start="${(page - 1) * SEARCH_RESULTS_PER_PAGE + 1}"` : '';
  let out =
    `<p class="${styles.summary}" role="status">${html(t('search.summary', { query, count: found }))}${pageOf}</p>` +
    `<ol class="${styles.results}"${start}>`;
  for (const result of results) {
    out += `<li class="${styles.result}">`;
    if (result.area) out += `<p class="${styles.area}">${html(result.area)}</p>`;
    out += `<h2 class="${styles.title}"><a href="${html(result.path)}" data-discover="true">${highlighted(result.title)}</a></h2>`;
    if (result.snippets.length > 0)
      out += `<ul class="${styles.snippets}">${result.snippets.map((snippet) => `<li>${highlighted(snippet)}</li>`).join('')}</ul>`;
    for (const { count, width } of moreLines(result)) {
      const className = width ? `${styles.more} ${styles[width]}` : styles.more;
      out += `<p class="${className}">${html(t('search.moreOnPage', { count }))}</p>`;
    }
    out += '</li>';
  }
  return `${out}</ol>${pages > 1 ? pagination : ''}`;
}
