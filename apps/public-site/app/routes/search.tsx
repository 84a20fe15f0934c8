import { useMemo } from 'react';
import type { Route } from './+types/search';
import { SearchPageView } from '../components/search/SearchPageView';
import { parseSearchView, serializeSearchView } from '../components/search/search-view';
import { pageContext } from '../lib/page-context.server';
import { seoMeta } from '../lib/seo';
import { searchQueryOf } from '../lib/search-query';
import { pageSeo } from '../lib/seo.server';
import { searchView } from '../lib/site-search.server';
import { pageTexts } from '../lib/texts.server';

/**
 * /search?q=: every page that matches, rendered on the server (Enter in the search box leads
 * here, with or without JavaScript). Kept out of search engines. The query and its results are
 * one string of the route data (see search-view.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  const query = searchQueryOf(new URL(request.url));
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
    search: serializeSearchView(searchView(lang, query)),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const view = useMemo(() => parseSearchView(loaderData.search), [loaderData.search]);
  return <SearchPageView {...view} />;
}
