import { findNews } from '@fuelcard/contracts';
import { data } from 'react-router';
import type { Route } from './+types/news-detail';
import { NewsDetailView } from '../components/news/NewsDetailView';
import { descriptionText, safeDescriptionHtml } from '../lib/description-html.server';
import { localized, newsSummary } from '../lib/news-view';
import { withPublicPalette } from '../lib/public-palette';
import { loadPublicNews } from '../lib/news.server';
import { pageContext } from '../lib/page-context.server';
import { seoMeta } from '../lib/seo';
import { pageSeo, siteOrigin } from '../lib/seo.server';
import { pageTexts } from '../lib/texts.server';

/** /news/{slug} or /news/{id}: the item, or the not-found block (status 404). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  const texts = pageTexts(lang, ['news', 'detailedNewsMain']);
  const { news } = await loadPublicNews(config.apiUrl);
  const entry = findNews(news, params.id);
  if (!entry) {
    const notFoundTitle = `${t('detailedNewsMain.notFoundTitle')} | ${t('common.brand')}`;
    return data({ texts, seo: undefined, notFoundTitle, item: null }, { status: 404 });
  }
  const summary = newsSummary(entry, lang);
  // The editor's palette in the public site's accessible shades (docs: public-palette.ts).
  const html = withPublicPalette(safeDescriptionHtml(localized(entry.descriptions, lang)));
  const seo = pageSeo(request, config, lang, {
    path: `/news/${summary.slug}`,
    title: summary.title || t('news.detailedNews'),
    description: descriptionText(html) || t('news.description'),
  });
  // A cover is the link preview's picture: its JPEG, through the site's /api proxy.
  const image = entry.cover && {
    url: `${siteOrigin(request, config)}${entry.cover.jpeg.url}`,
    width: entry.cover.jpeg.width,
    height: Math.round((entry.cover.height * entry.cover.jpeg.width) / entry.cover.width),
    alt: localized(entry.cover.alt, lang),
    type: 'image/jpeg',
  };
  return {
    texts,
    seo: image ? { ...seo, image } : seo,
    notFoundTitle: undefined,
    item: { ...summary, html },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo, loaderData?.notFoundTitle);
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  return <NewsDetailView item={loaderData.item} />;
}
