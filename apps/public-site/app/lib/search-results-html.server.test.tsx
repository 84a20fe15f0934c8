// @vitest-environment node
import { createI18nWithTexts, type PublicLanguage } from '@fuelcard/i18n';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchResultsRegion } from '../components/search/SearchResultsRegion';
import type { SearchView } from '../components/search/search-view';
import { I18nProvider } from '../i18n/i18n-context';
import { renderedPagination, searchPageParts } from './search-page-parts.server';
import { listedResultsHtml } from './search-results-html.server';
import { searchView } from './site-search.server';
import { pageTexts } from './texts.server';

const i18nOf = (lang: PublicLanguage) =>
  createI18nWithTexts({ lng: lang, texts: pageTexts(lang, ['search']) });
const react = (lang: PublicLanguage, view: SearchView) =>
  renderToString(
    <MemoryRouter>
      <I18nProvider i18n={i18nOf(lang)}>
        <SearchResultsRegion {...view} />
      </I18nProvider>
    </MemoryRouter>,
  );

describe('the results region written without React', () => {
  it.each([
    ['ru', 'карт'],
    ['ru', 'а'],
    ['ru', 'Смоленск'],
    ['en', 'fuel'],
    ['en', '97%'],
  ] as const)('is SearchResultsRegion’s markup for %s “%s”', (lang, query) => {
    const view = searchView(lang, query);
    expect(view.results.length).toBeGreaterThan(0);
    expect(listedResultsHtml(view, i18nOf(lang).t, renderedPagination(lang, view))).toBe(
      react(lang, view),
    );
  });

  it('is the region of a later page of results too (its numbering and pages)', () => {
    const view = searchView('ru', 'а', undefined, 2);
    expect(view.page).toBe(2);
    expect(view.pages).toBeGreaterThan(2);
    const html = listedResultsHtml(view, i18nOf('ru').t, renderedPagination('ru', view));
    expect(html).toBe(react('ru', view));
    expect(html).toContain('start="11"');
    expect(html).toContain('aria-current="page"');
  });

  it('escapes as React does and separates texts in a row as React does', () => {
    const view: SearchView = {
      query: `<q> & "x"`,
      found: 1,
      page: 1,
      pages: 1,
      results: [
        {
          path: '/a?b=1&c="2"',
          area: null,
          title: [
            { text: '<i>', match: false },
            { text: 'x', match: true },
            { text: '&', match: false },
            { text: "'y'", match: false },
          ],
          snippets: [],
          more: 0,
        },
      ],
    };
    expect(listedResultsHtml(view, i18nOf('en').t)).toBe(react('en', view));
  });

  it('is what the server fills a search with', () => {
    for (const [lang, query] of [
      ['ru', 'договор'],
      ['en', 'zzqx'],
      ['ru', ''],
    ] as const)
      expect(searchPageParts(lang, query).region()).toBe(react(lang, searchView(lang, query)));
  });
});
