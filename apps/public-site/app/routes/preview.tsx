import { Alert } from '@fuelcard/ui';
import { ContentPage } from '../components/page/ContentPage';
import { useT } from '../i18n/i18n-context';
import { data } from 'react-router';
import type { Route } from './+types/preview';
import { NewsDetailView } from '../components/news/NewsDetailView';
import { descriptionText, safeDescriptionHtml } from '../lib/description-html.server';
import { loadPreview } from '../lib/news-preview.server';
import { htmlLangOf, localized, newsSummary } from '../lib/news-view';
import { pageContext } from '../lib/page-context.server';
import { withPublicPalette } from '../lib/public-palette';
import { seoMeta } from '../lib/seo';
import { pageSeo } from '../lib/seo.server';
import { pageTexts } from '../lib/texts.server';

/** Never stored by a browser or a proxy, never indexed (the page's meta says so too). */
const PREVIEW_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };

/**
 * /preview/{token}: a news item as sent from the editor (saved or not), rendered as the news
 * page; `noindex`, so the render cache never stores it. An expired link is a 410 and an unknown
 * or forged one a 404, each with a page that says so.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  const texts = pageTexts(lang, ['news', 'detailedNewsMain']);
  const answer = await loadPreview(config.apiUrl, params.token);
  if (answer.kind !== 'item') {
    const gone = answer.kind === 'gone';
    const title = `${t(gone ? 'detailedNewsMain.previewGoneTitle' : 'detailedNewsMain.previewMissingTitle')} | ${t('common.brand')}`;
    return data(
      {
        texts,
        seo: undefined,
        problemTitle: title,
        problem: gone ? ('gone' as const) : ('missing' as const),
        item: null,
      },
      { status: gone ? 410 : 404, headers: PREVIEW_HEADERS },
    );
  }
  const entry = { id: 'preview', ...answer.item };
  const summary = newsSummary(entry, lang);
  const html = withPublicPalette(safeDescriptionHtml(localized(entry.descriptions, lang)));
  const seo = pageSeo(request, config, lang, {
    path: `/news/${summary.slug}`,
    title: summary.title || t('news.detailedNews'),
    description: descriptionText(html) || t('news.description'),
  });
  return data(
    {
      texts,
      seo: { ...seo, noindex: true },
      problemTitle: undefined,
      problem: null,
      item: { ...summary, html, ...htmlLangOf(entry.descriptions, lang) },
    },
    { headers: PREVIEW_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta(loaderData?.seo, loaderData?.problemTitle);
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.problem) {
    const gone = loaderData.problem === 'gone';
    return (
      <ContentPage
        title={t(
          gone ? 'detailedNewsMain.previewGoneTitle' : 'detailedNewsMain.previewMissingTitle',
        )}
        crumbs={[{ label: t('news.title'), href: '/news' }, { label: t('news.detailedNews') }]}
        trailOnPhones
        homeLabel={t('news.backToHome')}
      >
        <Alert variant="info" role="status">
          <p>{t(gone ? 'detailedNewsMain.previewGone' : 'detailedNewsMain.previewMissing')}</p>
        </Alert>
      </ContentPage>
    );
  }
  return <NewsDetailView item={loaderData.item} banner={t('detailedNewsMain.previewBanner')} />;
}
