import {
  FALLBACK_NEWS,
  findNews,
  NEWS_FEED_SIZE,
  NEWS_PAGE_SIZE,
  NEWS_SITEMAP_MAX_LIMIT,
  newsSlug,
  pageCount,
  pageSlice,
  sortNewsByDate,
  teaserOrder,
  visibleNews,
  type LatestNews,
  type NewsDetail,
  type NewsEntry,
  type NewsFeedItems,
  type NewsMap,
  type NewsPage,
  type NewsSitemapPage,
  type NewsSortOrder,
  type NewsSummaryItem,
} from '@fuelcard/contracts';
import type { AppLoadContext } from 'react-router';
import { descriptionExcerpt } from './description-html.server';
import { countFallback, readNews, type NewsReadOptions } from './news.server';
import { siteConfig } from './site-config.server';

/*
 * The news a page shows, by query (docs/decisions/public-site-0009-news-by-query.md): one call of
 * the API per page, never the whole archive. Each function answers from the API (or what the site
 * kept of it) and, for a call the API never answered, from the bundled news (spec: "On an API
 * failure the built-in fallback news is used"), with the same rules the API applies.
 */

/** Items of the home page's teaser. */
export const TEASER_SIZE = 6;

/** Where a loader reads the news: the API base and the version the server checked. */
export function newsReadOptions(context: AppLoadContext | undefined): NewsReadOptions {
  return { apiUrl: siteConfig(context).apiUrl, version: context?.newsVersion };
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

// The site asks without `lang`: every answer holds both languages, which the page picks from
// (news-view.ts), so one kept answer serves every language.

/* ---- What each call answers (enough to render; the API may add fields) ---- */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isItem = (value: unknown) =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.slug === 'string' &&
  isObject(value.dates) &&
  isObject(value.titles);
const isItemList = (value: unknown) => Array.isArray(value) && value.every(isItem);
const isPage = (body: unknown) =>
  isObject(body) &&
  isItemList(body.items) &&
  Number.isInteger(body.page) &&
  Number.isInteger(body.pages);
const isLatest = (body: unknown) => isObject(body) && isItemList(body.items);
const isDetail = (body: unknown) =>
  isItem(body) && isObject((body as { descriptions?: unknown }).descriptions);
const isFeed = (body: unknown) =>
  isObject(body) && Array.isArray(body.items) && body.items.every(isDetail);
const isSitemapPage = (body: unknown) =>
  isObject(body) &&
  Array.isArray(body.items) &&
  body.items.every(
    (item) => isObject(item) && typeof item.id === 'string' && typeof item.slug === 'string',
  ) &&
  (body.next === null || typeof body.next === 'string') &&
  Number.isInteger(body.total);

/* ---- The bundled news, answered as the API would ---- */

const EXCERPT_MAX = 200;
function excerpt(html: string): string {
  const text = descriptionExcerpt(html);
  if (text.length <= EXCERPT_MAX) return text;
  const cut = text.slice(0, EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

export function detailOf(entry: NewsEntry): NewsDetail {
  return {
    id: entry.id,
    slug: newsSlug(entry, entry.id),
    priority: entry.priority,
    dates: entry.dates,
    titles: entry.titles,
    descriptions: entry.descriptions,
    excerpts: { ru: excerpt(entry.descriptions.ru), en: excerpt(entry.descriptions.en) },
    ...(entry.cover ? { cover: entry.cover } : {}),
    ...(entry.seo ? { seo: entry.seo } : {}),
    updatedAt: entry.updatedAt ?? '',
  };
}

const summaryOf = (entry: NewsEntry): NewsSummaryItem => {
  const { descriptions: _, seo: __, ...summary } = detailOf(entry);
  return summary;
};

/** A page of a list of news as GET /api/news answers it (the rules of the API, over a map). */
export function newsPageOf(
  map: NewsMap,
  page: number,
  sort: NewsSortOrder,
  limit = NEWS_PAGE_SIZE,
): NewsPage {
  const sorted = sortNewsByDate(map, sort);
  const pages = pageCount(sorted.length, limit);
  const shown = Math.min(Math.max(page, 1), Math.max(pages, 1));
  return {
    items: pageSlice(sorted, shown, limit).map(summaryOf),
    total: sorted.length,
    page: shown,
    pages,
  };
}

/** The teaser of a map as GET /api/news/latest answers it. */
export function latestOf(map: NewsMap, limit: number): LatestNews {
  const ordered = teaserOrder(map);
  return { items: ordered.slice(0, limit).map(summaryOf), total: ordered.length };
}

/** The newest items of a map as GET /api/news/feed answers them. */
export const feedOf = (map: NewsMap): NewsDetail[] =>
  sortNewsByDate(map, 'newest').slice(0, NEWS_FEED_SIZE).map(detailOf);

/** The bundled news the public sees now. */
const bundled = () => visibleNews(FALLBACK_NEWS);

/* ---- The calls ---- */

/** A page of /news (4 items), newest or oldest first; a page past the end is the last one. */
export async function newsListPage(
  options: NewsReadOptions,
  { page, sort }: { page: number; sort: NewsSortOrder },
): Promise<NewsPage> {
  const read = await readNews<NewsPage>(
    `/api/news${query({ page: Math.min(page, 9_999_999), limit: NEWS_PAGE_SIZE, sort })}`,
    options,
    isPage,
  );
  if (read?.data) return read.data;
  countFallback(options.apiUrl);
  return newsPageOf(bundled(), page, sort);
}

/** The home page's teaser: the first items in the teaser's order. */
export async function teaserNews(
  options: NewsReadOptions,
  limit = TEASER_SIZE,
): Promise<LatestNews> {
  const read = await readNews<LatestNews>(`/api/news/latest${query({ limit })}`, options, isLatest);
  if (read?.data) return read.data;
  countFallback(options.apiUrl);
  return latestOf(bundled(), limit);
}

/**
 * The item /news/{idOrSlug} shows: `item`, or why there is none — `said` when the API said so (a
 * 404: the page is the not-found page), `unknown` when the API could not be read and the bundled
 * news do not have it either (the page says so too, but not with a 404 that search engines
 * would act on).
 */
export type NewsItemRead = { item: NewsDetail } | { item: null; missing: 'said' | 'unknown' };

// Slugs are matched in any case: one kept answer for every spelling of an address.
const bySlug = (idOrSlug: string) => `/api/news/by-slug/${encodeURIComponent(idOrSlug.toLowerCase())}`;

export async function newsItem(options: NewsReadOptions, idOrSlug: string): Promise<NewsItemRead> {
  if (!possibleKey(idOrSlug)) return { item: null, missing: 'said' };
  const read = await readNews<NewsDetail>(bySlug(idOrSlug), options, isDetail);
  if (read) return read.data ? { item: read.data } : { item: null, missing: 'said' };
  countFallback(options.apiUrl);
  const entry = findNews(bundled(), idOrSlug);
  return entry ? { item: detailOf(entry) } : { item: null, missing: 'unknown' };
}

/** Whether an address part can name an item at all: not empty, short, no control character. */
function possibleKey(idOrSlug: string): boolean {
  // eslint-disable-next-line no-control-regex
  return idOrSlug !== '' && idOrSlug.length <= 200 && !/[\u0000-\u001f\u007f]/.test(idOrSlug);
}

/** Whether /news/{idOrSlug} shows an item, for the server's not-found answers (no fallback). */
export async function newsItemPresence(
  options: NewsReadOptions,
  idOrSlug: string,
): Promise<'present' | 'absent' | 'unknown'> {
  if (!possibleKey(idOrSlug)) return 'absent';
  // The same call the page's loader makes: its answer is then kept for the render.
  const read = await readNews<NewsDetail>(bySlug(idOrSlug), options, isDetail);
  if (!read) return 'unknown';
  return read.data ? 'present' : 'absent';
}

/** The newest items, in full, for the feeds. */
export async function feedNews(options: NewsReadOptions): Promise<NewsDetail[]> {
  const read = await readNews<NewsFeedItems>('/api/news/feed', options, isFeed);
  if (read?.data) return read.data.items;
  countFallback(options.apiUrl);
  return feedOf(bundled());
}

/** A page of the visible items by id (keyset: after the id `after`), for the sitemaps. */
export async function sitemapNews(
  options: NewsReadOptions,
  after: string,
  limit = NEWS_SITEMAP_MAX_LIMIT,
): Promise<NewsSitemapPage> {
  const read = await readNews<NewsSitemapPage>(
    `/api/news/sitemap${query({ after, limit })}`,
    options,
    isSitemapPage,
  );
  if (read?.data) return read.data;
  countFallback(options.apiUrl);
  const entries = Object.entries(bundled())
    .filter(([id]) => Number(id) > Number(after))
    .sort(([a], [b]) => Number(a) - Number(b));
  const items = entries.slice(0, limit).map(([id, item]) => ({
    id,
    slug: newsSlug(item, id),
    updatedAt: '',
  }));
  return {
    items,
    next: entries.length > limit ? items[items.length - 1]!.id : null,
    total: Object.keys(bundled()).length,
  };
}
