import { useMemo } from 'react';
import { data } from 'react-router';
import type { Route } from './+types/search';
import { SearchPageView } from '../components/search/SearchPageView';
import {
  parseSearchView,
  resultsPageOf,
  serializeSearchView,
} from '../components/search/search-view';
import { pageContext } from '../lib/page-context.server';
import { seoMeta } from '../lib/seo';
import { searchQueryOf } from '../lib/search-query';
import { pageSeo } from '../lib/seo.server';
import { searchView } from '../lib/site-search.server';
import { pageTexts } from '../lib/texts.server';

/**
 * /search?q=&page=: the pages that match, 10 a page of results, rendered on the server (Enter in
 * the search box leads here, with or without JavaScript). Kept out of search engines. The query
 * and its results are one string of the route data (see search-view.ts). A `page` that names no
 * page of results is answered 404 with a message and a link to the first page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  const url = new URL(request.url);
  const query = searchQueryOf(url);
  const asked = url.searchParams.get('page');
  const view = searchView(lang, query, undefined, resultsPageOf(asked), (asked ?? '').slice(0, 20));
  const title = t('search.title');
  const body = {
    texts: pageTexts(lang, ['search']),
    seo: {
      ...pageSeo(request, config, lang, {
        path: '/search',
        query: query ? { q: query, ...(view.page > 1 ? { page: String(view.page) } : {}) } : {},
        title: query ? `${title}: ${query}` : title,
        description: t('search.description'),
        crumbs: [{ name: title }],
      }),
      noindex: true,
    },
    search: serializeSearchView(view),
  };
  return view.missingPage === undefined ? body : data(body, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const view = useMemo(() => parseSearchView(loaderData.search), [loaderData.search]);
  return <SearchPageView {...view} />;
}
