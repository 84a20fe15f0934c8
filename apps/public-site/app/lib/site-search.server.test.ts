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
      expect(searchView(lang, query)).toEqual({ query, results: expected });
    },
  );

  it('cuts and highlights only the excerpts it shows, and counts the rest', () => {
    const [page] = searchPages(resources.ru as unknown as TextTree, 'а', { maxSnippets: 1 });
    expect(page!.snippets).toHaveLength(1);
    expect(page!.matches).toBeGreaterThan(1);
  });
});
