import type { Route } from './+types/news';
import { NewsListPageView } from '../components/news/NewsListPageView';
import { newsListPage, listParams } from '../lib/news-list.server';
import { loadPublicNews } from '../lib/news.server';
import { pageContext } from '../lib/page-context.server';
import { seoMeta } from '../lib/seo';
import { pageSeo } from '../lib/seo.server';
import { pageTexts } from '../lib/texts.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  const { sort, page } = listParams(new URL(request.url));
  const { news } = await loadPublicNews(config.apiUrl);
  return {
    texts: pageTexts(lang, ['news']),
    seo: pageSeo(request, config, lang, { path: '/news', title: t('news.title'), description: t('news.description') }),
    list: newsListPage(news, lang, sort, page),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo);
}

export default function News({ loaderData }: Route.ComponentProps) {
  return <NewsListPageView list={loaderData.list} />;
}
