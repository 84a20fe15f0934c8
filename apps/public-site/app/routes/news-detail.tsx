import { data } from 'react-router';
import type { Route } from './+types/news-detail';
import { NewsDetailView } from '../components/news/NewsDetailView';
import { descriptionText, safeDescriptionHtml } from '../lib/description-html.server';
import { htmlLangOf, localized, newsSummary } from '../lib/news-view';
import { newsSeoIn } from '../lib/news-seo';
import { withPublicPalette } from '../lib/public-palette';
import { newsItem, newsListPage, newsReadOptions } from '../lib/news-queries.server';
import { pageContext } from '../lib/page-context.server';
import { errorPageMeta } from '../lib/error-meta';
import type { RootData } from '../lib/root-data';
import { seoMeta } from '../lib/seo';
import { minskIso, newsModifiedAt, newsPublishedAt } from '../lib/news-dates.server';
import { pageSeo } from '../lib/seo.server';
import { newsCardOf, newsImagePath } from '../lib/social-image/news-card-image.server';
import { newsArticleNode } from '../lib/structured-data/news-article.server';
import { pageTexts } from '../lib/texts.server';

/** How many other news cards an item's page shows under the item. */
const OTHER_NEWS = 3;

/**
 * The newest items, the first page of /news (its query and its kept answer, never the archive;
 * the bundled news while the API is down); none if even that fails: the page still answers.
 */
async function newestNews(context: Route.LoaderArgs['context']) {
  try {
    return (await newsListPage(newsReadOptions(context), { page: 1, sort: 'newest' })).items;
  } catch {
    return [];
  }
}

/** /news/{slug} or /news/{id}: the item (GET /api/news/by-slug), or the not-found block. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { config, lang, t } = pageContext(request, context);
  const texts = pageTexts(lang, ['news', 'detailedNewsMain']);
  const read = await newsItem(newsReadOptions(context), params.id);
  if (!read.item) {
    const notFoundTitle = `${t('detailedNewsMain.notFoundTitle')} | ${t('common.brand')}`;
    // 404 only when the API said there is no such item; an item the site cannot read now (the
    // API down and the bundled news without it) is 503, so that no search engine drops it.
    const status = read.missing === 'said' ? 404 : 503;
    // A way on instead of a dead end (round 10, finding 11): the newest news as «Другие новости»
    // shows them, from the same first page of /news. Nothing of the address asked is shown (the
    // server keeps this page for every unknown address: server/news-not-found.ts).
    const latest = await newestNews(context);
    const others = latest.slice(0, OTHER_NEWS).map((other) => newsSummary(other, lang));
    return data({ texts, seo: undefined, notFoundTitle, item: null, others }, { status });
  }
  const entry = read.item;
  const summary = newsSummary(entry, lang);
  // «Other news»: the newest items but this one, from the first page of /news (its query, and
  // its kept answer: never the archive).
  const others = (await newestNews(context))
    .filter((other) => other.id !== entry.id)
    .slice(0, OTHER_NEWS)
    .map((other) => newsSummary(other, lang));
  // The editor's palette in the public site's accessible shades (docs: public-palette.ts).
  const html = withPublicPalette(safeDescriptionHtml(localized(entry.descriptions, lang)));
  const title = summary.title || t('news.detailedNews');
  // The editor's SEO texts when set (issue 26 §1), else the automatic ones.
  const own = newsSeoIn(entry, lang);
  const description = own.description ?? (descriptionText(html) || t('news.description'));
  // Its own link preview, drawn from its title and date (README: Feeds, structured data…).
  const card = newsCardOf(entry, lang);
  const drawn = newsImagePath(entry, lang);
  // A cover (issue 15) is the link preview's picture: its JPEG, through the site's /api proxy;
  // without one, the drawn card.
  const cover = entry.cover;
  const image = cover
    ? {
        path: cover.jpeg.url,
        alt: localized(cover.alt, lang),
        width: cover.jpeg.width,
        height: Math.round((cover.height * cover.jpeg.width) / cover.width),
        type: 'image/jpeg',
      }
    : {
        path: drawn,
        alt: `${card.brand} — ${card.label}: ${card.title}${card.dateText ? `, ${card.dateText}` : ''}`,
      };
  const published = newsPublishedAt(entry);
  // An item without a date has neither date in its page's data (a change time alone, from the
  // API's updatedAt, would say it changed without saying it was ever published); the sitemap and
  // the feeds still date it by its last change.
  const modified = published && newsModifiedAt(entry);
  return {
    texts,
    seo: pageSeo(request, config, lang, {
      path: `/news/${summary.slug}`,
      title,
      ...(own.socialTitle ? { socialTitle: own.socialTitle } : {}),
      description,
      crumbs: [{ name: t('news.title'), path: '/news' }, { name: t('news.detailedNews') }],
      image,
      article: {
        published: published && minskIso(published),
        modified: modified && minskIso(modified),
      },
      structuredData: ({ origin, canonical }) => [
        newsArticleNode({
          origin,
          url: canonical,
          lang,
          // An English page without an English title shows the Russian texts.
          contentLang: lang === 'en' && entry.titles.en.trim() !== '' ? 'en' : 'ru',
          headline: title,
          description: description.slice(0, 300),
          published,
          modified,
          images: [...(cover ? [`${origin}${cover.jpeg.url}`] : []), `${origin}${drawn}`],
        }),
      ],
    }),
    notFoundTitle: undefined,
    item: { ...summary, html, ...htmlLangOf(entry.descriptions, lang) },
    others,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.seo) return seoMeta(loaderData.seo);
  // The not-found block (404, or 503 while the API cannot say): the error pages' tags.
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  return errorPageMeta(root, 'not-found', loaderData?.notFoundTitle);
}

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  return <NewsDetailView item={loaderData.item} others={loaderData.others} />;
}
