// @vitest-environment node
import { highlightParts, resources, type TextTree } from '@fuelcard/i18n';
import { describe, expect, it } from 'vitest';
import { areaOf, searchPages } from '../components/search/search-pages';
import { searchView } from './site-search.server';
import { translator } from './texts.server';

describe('searchView', () => {
  it.each([
    ['ru', 'карт'],
    ['ru', 'а'],
    ['ru', 'договор'],
    ['en', 'card'],
    ['en', 'zzqx'],
  ] as const)(
    'lists for %s “%s” what the page listed: each page, its first three excerpts and how many more',
    (lang, query) => {
      const t = translator(lang);
      // As the page computed it before the index cut only what it shows.
      const expected = searchPages(resources[lang] as unknown as TextTree, query).map((page) => ({
        path: page.path,
        area: areaOf(page.path) ? t(areaOf(page.path)!) : null,
        title: highlightParts(
          page.labelKey ? t(page.labelKey) : (page.title ?? t('common.home')),
          query,
        ),
        snippets: page.snippets.slice(0, 3),
        more: Math.max(0, page.snippets.length - 3),
      }));
      // The first page of results: 10 of them, and how many there are in all.
      expect(searchView(lang, query)).toEqual({
        query,
        found: expected.length,
        page: 1,
        pages: Math.ceil(expected.length / 10),
        results: expected.slice(0, 10),
      });
    },
  );

  it('lists 10 results a page, and answers a page that does not exist with a missing page', () => {
    const all = searchView('ru', 'а', undefined, 1);
    expect(all.found).toBeGreaterThan(20);
    const second = searchView('ru', 'а', undefined, 2);
    expect(second.results.map((result) => result.path)).toEqual(
      searchPages(resources.ru as unknown as TextTree, 'а')
        .slice(10, 20)
        .map((page) => page.path),
    );
    const past = searchView('ru', 'а', undefined, all.pages + 1, String(all.pages + 1));
    expect(past).toMatchObject({ results: [], missingPage: String(all.pages + 1), page: 1 });
    expect(searchView('ru', 'а', undefined, null, 'abc').missingPage).toBe('abc');
    // No match: the no-results message, whatever the page.
    expect(searchView('ru', 'zzqx', undefined, 5)).toMatchObject({ found: 0, results: [] });
    expect(searchView('ru', 'zzqx', undefined, 5).missingPage).toBeUndefined();
  });

  it('ranks the pages whose title holds the query first: «Главная» puts Home first', () => {
    expect(searchView('ru', 'Главная').results[0]?.path).toBe('/');
    expect(searchView('en', 'home').results[0]?.path).toBe('/');
  });

  it('cuts and highlights only the excerpts it shows, and counts the rest', () => {
    const [page] = searchPages(resources.ru as unknown as TextTree, 'а', { maxSnippets: 1 });
    expect(page!.snippets).toHaveLength(1);
    expect(page!.matches).toBeGreaterThan(1);
  });
});
