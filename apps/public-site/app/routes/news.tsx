import type { Route } from './+types/news';
import { NewsListPageView } from '../components/news/NewsListPageView';
import { listParams, newsListView } from '../lib/news-list.server';
import { newsListPage, newsReadOptions } from '../lib/news-queries.server';
import { pageContext } from '../lib/page-context.server';
import { seoMeta } from '../lib/seo';
import { pageSeo } from '../lib/seo.server';
import { pageTexts } from '../lib/texts.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  const { sort, page } = listParams(new URL(request.url));
  // One page of 4 (GET /api/news), a page past the end answered with the last one.
  const list = newsListView(await newsListPage(newsReadOptions(context), { page, sort }), lang, sort);
  // Each page and order of the list is a page of its own for search engines (the first page in
  // the default order is plain /news).
  const query = { ...(list.sort === 'newest' ? {} : { sort: list.sort }), ...(list.page > 1 ? { page: String(list.page) } : {}) };
  return {
    texts: pageTexts(lang, ['news']),
    seo: pageSeo(request, config, lang, {
      path: '/news',
      query,
      title: t('news.title'),
      description: t('news.description'),
      crumbs: [{ name: t('news.title') }],
    }),
    list,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function News({ loaderData }: Route.ComponentProps) {
  return <NewsListPageView list={loaderData.list} />;
}
