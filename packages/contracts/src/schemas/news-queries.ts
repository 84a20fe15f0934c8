import { Type, type Static } from '@sinclair/typebox';
import { NewsDates } from './dates';
import { NewsDescriptions, NewsTitles } from './localized-text';
import { NEWS_ID_PATTERN, NewsCover, NewsStatus, SLUG_MAX_LENGTH } from './news';
import { NewsSeo } from './news-seo';
import { Priority } from './roles';

/*
 * The query-shaped news calls (issue 24, docs/decisions/api-0011-news-queries.md): each answers
 * what one page shows — a page of the list, the latest few, one item, the feed, a page of the
 * sitemap, a page of the console's list — from indexed SQL, so that no answer grows with the
 * archive. Query strings are strings (the API does not coerce types), checked by pattern.
 */

/** The most items one page of the public list may ask for. */
export const NEWS_LIST_MAX_LIMIT = 50;
/** Items of the home page's teaser when the call does not say. */
export const NEWS_LATEST_DEFAULT_LIMIT = 6;
/** Items of the feeds (RSS and Atom). */
export const NEWS_FEED_SIZE = 50;
/** The most URLs a sitemap file holds (sitemaps.org allows 50,000; we keep files small). */
export const NEWS_SITEMAP_MAX_LIMIT = 10_000;
/** Rows of a page of the console's news list, and the most it may ask for. */
export const CONSOLE_NEWS_PAGE_SIZE = 25;
export const CONSOLE_NEWS_MAX_LIMIT = 100;
/** Characters of an excerpt at most (plain text, cut at a word, with an ellipsis). */
export const NEWS_EXCERPT_MAX_LENGTH = 200;
/** The longest console search text. */
export const NEWS_SEARCH_MAX_LENGTH = 200;

const PagePattern = Type.String({ pattern: '^[1-9]\\d{0,6}$', description: 'A 1-based page.' });
/** 1..max as written without leading zeros; max is 50, 100 or 10,000 here. */
const UP_TO: Record<number, string> = {
  50: '^([1-9]|[1-4]\\d|50)$',
  100: '^([1-9]\\d?|100)$',
  10_000: '^([1-9]\\d{0,3}|10000)$',
};
const limitOf = (max: number, description: string) =>
  Type.String({ pattern: UP_TO[max], description: `${description} (1–${max}).` });

export const NewsLanguage = Type.Union(
  [Type.Literal('ru'), Type.Literal('en'), Type.Literal('by')],
  {
    description:
      "The page's language: adds `text`, each item's title and excerpt in it (Belarusian and a " +
      'missing English text fall back to Russian).',
  },
);
export type NewsLanguage = Static<typeof NewsLanguage>;

export const NewsListSort = Type.Union([Type.Literal('newest'), Type.Literal('oldest')], {
  description: 'By publication date; undated items last in both orders.',
});

export const PublicNewsQuery = Type.Object(
  {
    page: Type.Optional(PagePattern),
    limit: Type.Optional(limitOf(NEWS_LIST_MAX_LIMIT, 'Items a page, 4 when absent')),
    sort: Type.Optional(NewsListSort),
    lang: Type.Optional(NewsLanguage),
  },
  { additionalProperties: false },
);
export type PublicNewsQuery = Static<typeof PublicNewsQuery>;

/** An item's text in the asked language and which language it actually is (a fallback is Russian). */
export const NewsText = Type.Object(
  {
    title: Type.String(),
    titleLang: Type.Union([Type.Literal('ru'), Type.Literal('en')]),
    excerpt: Type.String(),
    excerptLang: Type.Union([Type.Literal('ru'), Type.Literal('en')]),
  },
  { additionalProperties: false },
);
export type NewsText = Static<typeof NewsText>;

const itemId = Type.String({ pattern: NEWS_ID_PATTERN, description: 'The item id.' });
const updatedAt = Type.String({ description: 'The last change of the item, ISO 8601.' });

export const NewsExcerpts = Type.Object(
  { ru: Type.String(), en: Type.String() },
  {
    additionalProperties: false,
    description: `The beginning of each description as plain text (at most ${NEWS_EXCERPT_MAX_LENGTH} characters).`,
  },
);

export const NewsSummaryItem = Type.Object(
  {
    id: itemId,
    slug: Type.String({ maxLength: SLUG_MAX_LENGTH }),
    priority: Priority,
    dates: NewsDates,
    titles: NewsTitles,
    excerpts: NewsExcerpts,
    cover: Type.Optional(NewsCover),
    updatedAt,
    text: Type.Optional(NewsText),
  },
  { additionalProperties: false, description: 'An item as a list shows it (no full description).' },
);
export type NewsSummaryItem = Static<typeof NewsSummaryItem>;

export const NewsPage = Type.Object(
  {
    items: Type.Array(NewsSummaryItem),
    total: Type.Integer({ minimum: 0, description: 'Items the public sees today.' }),
    page: Type.Integer({
      minimum: 1,
      description:
        'The page answered: the one asked for, or the last one when it was past the end.',
    }),
    pages: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type NewsPage = Static<typeof NewsPage>;

export const LatestNewsQuery = Type.Object(
  {
    limit: Type.Optional(
      limitOf(NEWS_LIST_MAX_LIMIT, `Items, ${NEWS_LATEST_DEFAULT_LIMIT} when absent`),
    ),
    lang: Type.Optional(NewsLanguage),
  },
  { additionalProperties: false },
);
export type LatestNewsQuery = Static<typeof LatestNewsQuery>;

export const LatestNews = Type.Object(
  {
    items: Type.Array(NewsSummaryItem),
    total: Type.Integer({ minimum: 0, description: 'Items the public sees today.' }),
  },
  {
    additionalProperties: false,
    description:
      "The home page's teaser: priority A first, then the newest date, then the smaller id.",
  },
);
export type LatestNews = Static<typeof LatestNews>;

export const NewsSlugParams = Type.Object(
  {
    slug: Type.String({
      minLength: 1,
      maxLength: SLUG_MAX_LENGTH,
      description: 'The slug (any case) or the id of the item.',
    }),
  },
  { additionalProperties: false },
);
export type NewsSlugParams = Static<typeof NewsSlugParams>;

export const NewsLanguageQuery = Type.Object(
  { lang: Type.Optional(NewsLanguage) },
  { additionalProperties: false },
);
export type NewsLanguageQuery = Static<typeof NewsLanguageQuery>;

export const NewsDetail = Type.Object(
  {
    id: itemId,
    slug: Type.String({ maxLength: SLUG_MAX_LENGTH }),
    priority: Priority,
    dates: NewsDates,
    titles: NewsTitles,
    descriptions: NewsDescriptions,
    excerpts: NewsExcerpts,
    cover: Type.Optional(NewsCover),
    seo: Type.Optional(NewsSeo),
    updatedAt,
    text: Type.Optional(NewsText),
  },
  { additionalProperties: false, description: 'One item the public sees, in full.' },
);
export type NewsDetail = Static<typeof NewsDetail>;

export const NewsFeedItems = Type.Object(
  { items: Type.Array(NewsDetail, { maxItems: NEWS_FEED_SIZE }) },
  {
    additionalProperties: false,
    description: `The newest ${NEWS_FEED_SIZE} items the public sees, newest first (RSS and Atom).`,
  },
);
export type NewsFeedItems = Static<typeof NewsFeedItems>;

export const NewsSitemapQuery = Type.Object(
  {
    after: Type.Optional(
      Type.String({
        pattern: '^(0|[1-9]\\d{0,15})$',
        description: 'Items with a larger id than this (the `next` of the previous page).',
      }),
    ),
    limit: Type.Optional(
      limitOf(NEWS_SITEMAP_MAX_LIMIT, `Items, ${NEWS_SITEMAP_MAX_LIMIT} when absent`),
    ),
  },
  { additionalProperties: false },
);
export type NewsSitemapQuery = Static<typeof NewsSitemapQuery>;

export const NewsSitemapPage = Type.Object(
  {
    items: Type.Array(
      Type.Object({ id: itemId, slug: Type.String(), updatedAt }, { additionalProperties: false }),
    ),
    next: Type.Union([Type.String(), Type.Null()], {
      description: '`after` of the next page, or null on the last one.',
    }),
    total: Type.Integer({ minimum: 0, description: 'Items the public sees today.' }),
  },
  { additionalProperties: false, description: 'A page of the visible items by id (keyset).' },
);
export type NewsSitemapPage = Static<typeof NewsSitemapPage>;

export const NewsVersionAnswer = Type.Object(
  {
    version: Type.String({
      description:
        'Changes whenever what the public sees may have changed: any change of the news (by any ' +
        'writer) or a new day in Minsk. Caches of the answers above are keyed by it.',
    }),
  },
  { additionalProperties: false },
);
export type NewsVersionAnswer = Static<typeof NewsVersionAnswer>;

/** What the console shows of an item: a draft (never public), else its published state today. */
export const ConsoleNewsState = Type.Union(
  [Type.Literal('live'), Type.Literal('scheduled'), Type.Literal('expired'), Type.Literal('draft')],
  {
    description:
      'A draft whatever its dates; a published item is live, scheduled or expired today.',
  },
);
export type ConsoleNewsStateName = Static<typeof ConsoleNewsState>;

export const ConsoleNewsSort = Type.Union(
  [
    Type.Literal('newest'),
    Type.Literal('oldest'),
    Type.Literal('priority'),
    Type.Literal('title'),
    Type.Literal('starts'),
    Type.Literal('updated'),
  ],
  {
    description:
      "The list's orders — publication date as on the site, priority A first, title " +
      '(Russian, else English), `starts` (the soonest show-from date and time first, none ' +
      "last; the scheduled list's default) — and the start page's `updated` (the last saved " +
      'first).',
  },
);

export const AdminNewsSearchQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: NEWS_SEARCH_MAX_LENGTH,
        description:
          'Every word in the Russian or English title or the slug (case and ё/е ignored).',
      }),
    ),
    state: Type.Optional(ConsoleNewsState),
    priority: Type.Optional(Priority),
    sort: Type.Optional(ConsoleNewsSort),
    page: Type.Optional(PagePattern),
    limit: Type.Optional(
      limitOf(CONSOLE_NEWS_MAX_LIMIT, `Rows, ${CONSOLE_NEWS_PAGE_SIZE} when absent`),
    ),
  },
  { additionalProperties: false },
);
export type AdminNewsSearchQuery = Static<typeof AdminNewsSearchQuery>;

export const ConsoleNewsListItem = Type.Object(
  {
    id: itemId,
    slug: Type.String(),
    priority: Priority,
    dates: NewsDates,
    titles: NewsTitles,
    status: NewsStatus,
    state: ConsoleNewsState,
    cover: Type.Optional(NewsCover),
    updatedAt,
    updatedBy: Type.Optional(
      Type.String({
        description:
          'The account that saved the item last (its latest version); absent for an item with no version yet.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ConsoleNewsListItem = Static<typeof ConsoleNewsListItem>;

export const ConsoleNewsCounts = Type.Object(
  {
    all: Type.Integer({ minimum: 0 }),
    live: Type.Integer({ minimum: 0 }),
    scheduled: Type.Integer({ minimum: 0 }),
    expired: Type.Integer({ minimum: 0 }),
    draft: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false, description: 'Items in each state today, whatever the filters.' },
);
export type ConsoleNewsCounts = Static<typeof ConsoleNewsCounts>;

export const AdminNewsSearchPage = Type.Object(
  {
    items: Type.Array(ConsoleNewsListItem),
    total: Type.Integer({ minimum: 0, description: 'Items that match the search and filters.' }),
    page: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 0 }),
    counts: ConsoleNewsCounts,
  },
  { additionalProperties: false },
);
export type AdminNewsSearchPage = Static<typeof AdminNewsSearchPage>;

export const ConsoleNewsItem = Type.Object(
  {
    id: itemId,
    slug: Type.String({ maxLength: SLUG_MAX_LENGTH }),
    priority: Priority,
    dates: NewsDates,
    titles: NewsTitles,
    descriptions: NewsDescriptions,
    cover: Type.Optional(NewsCover),
    seo: Type.Optional(NewsSeo),
    status: NewsStatus,
    state: ConsoleNewsState,
    updatedAt,
    version: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          'The number of its last version, also its ETag `"N"`: sent back as If-Match, a save ' +
          'over a newer version is refused with 412.',
      }),
    ),
  },
  { additionalProperties: false, description: 'One item as the console edits it.' },
);
export type ConsoleNewsItem = Static<typeof ConsoleNewsItem>;

export const NewsConflictResponse = Type.Object(
  {
    error: Type.String(),
    version: Type.Integer({ minimum: 1, description: 'The version the item is at now.' }),
    current: ConsoleNewsItem,
  },
  {
    description:
      "412: the call's If-Match names a version that is no longer the item's last; nothing was " +
      'saved. `current` is the item as it stands.',
  },
);
export type NewsConflictResponse = Static<typeof NewsConflictResponse>;
