import { highlightParts, resources, type TextTree } from '@fuelcard/i18n';
import type { Route } from './+types/search';
import { SearchPageView } from '../components/search/SearchPageView';
import { areaOf, searchPages } from '../components/search/search-pages';
import { pageContext } from '../lib/page-context.server';
import { seoMeta } from '../lib/seo';
import { searchQueryOf } from '../lib/search-query';
import { pageSeo } from '../lib/seo.server';
import { pageTexts } from '../lib/texts.server';

/** Excerpts shown per page; the rest are counted. */
const SNIPPETS_PER_PAGE = 3;

/**
 * /search?q=: every page that matches, rendered on the server (Enter in the search box leads
 * here, with or without JavaScript). Kept out of search engines.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  const query = searchQueryOf(new URL(request.url));
  const pages = query ? searchPages(resources[lang] as unknown as TextTree, query) : [];
  const title = t('search.title');
  return {
    texts: pageTexts(lang, ['search']),
    seo: {
      ...pageSeo(request, config, lang, {
        path: '/search',
        query: query ? { q: query } : {},
        title: query ? `${title}: ${query}` : title,
        description: t('search.description'),
        crumbs: [{ name: title }],
      }),
      noindex: true,
    },
    query,
    results: pages.map((page) => {
      const pageTitle = page.labelKey ? t(page.labelKey) : (page.title ?? t('common.home'));
      const area = areaOf(page.path);
      return {
        path: page.path,
        area: area ? t(area) : null,
        title: highlightParts(pageTitle, query),
        snippets: page.snippets.slice(0, SNIPPETS_PER_PAGE),
        more: Math.max(0, page.snippets.length - SNIPPETS_PER_PAGE),
      };
    }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPageView {...loaderData} />;
}
