import { createHash } from 'node:crypto';
import {
  CONSOLE_NEWS_PAGE_SIZE,
  NEWS_FEED_SIZE,
  NEWS_LATEST_DEFAULT_LIMIT,
  NEWS_PAGE_SIZE,
  NEWS_PRIORITIES,
  NEWS_SITEMAP_MAX_LIMIT,
  NEWS_TIME_ZONE,
  minuteIn,
  pageCount,
  type AdminNewsSearchPage,
  type ConsoleNewsItem,
  type ConsoleNewsListItem,
  type LatestNews,
  type NewsDetail,
  type NewsFeedItems,
  type NewsLanguage,
  type NewsPage,
  type NewsSitemapPage,
  type NewsSummaryItem,
  type NewsText,
} from '@fuelcard/contracts';
import { LRUCache } from 'lru-cache';
import type { ImagesRepository, NewsQueriesRepository, StoredNewsWithId } from '../db/port';
import { copySeo, coverOf } from './news-answer';
import { descriptionExcerpt } from './excerpt';
import { NEWS_NOT_FOUND } from './save-news';
import {
  consoleNewsStateAtMoment,
  consoleNewsStateOn,
  createConsoleNewsIndex,
  type ConsoleNewsSearch,
} from './console-news-index';

/** A serialized answer with its validator, kept per news version. */
export interface QueryAnswer {
  status: 200 | 404;
  body: string;
  etag: string;
}

export interface NewsQueriesOptions {
  queries: NewsQueriesRepository;
  images: Pick<ImagesRepository, 'findMany'>;
  /** Moves whenever the news may have changed (the storage's newsChangeToken). */
  changeToken: () => string;
  now: () => Date;
  /** Bytes of answers kept (default 16 MB); the least recently used go first. */
  maxCachedBytes?: number;
  /** Called when an answer is built rather than taken from the cache (a metric). */
  onBuild?: (call: string) => void;
}

export interface PublicListQuery {
  page: number;
  limit: number;
  sort: 'newest' | 'oldest';
  lang?: NewsLanguage;
}

const NOT_FOUND_BODY = JSON.stringify({ error: NEWS_NOT_FOUND });

/** The text of an item in a language, and which language it is (Russian when it has none). */
function textIn(
  lang: NewsLanguage | undefined,
  title: { ru: string; en: string },
  excerpt: { ru: string; en: string },
): NewsText | undefined {
  if (!lang) return undefined;
  const pick = (texts: { ru: string; en: string }) =>
    lang === 'en' && texts.en.trim() !== '' ? ('en' as const) : ('ru' as const);
  const titleLang = pick(title);
  const excerptLang = pick(excerpt);
  return { title: title[titleLang], titleLang, excerpt: excerpt[excerptLang], excerptLang };
}

/**
 * The query-shaped news calls (docs/decisions/api-0011-news-queries.md). Every answer is built
 * from indexed SQL for one news version — the revision the news table's triggers move, and the
 * calendar day in Minsk — and kept, serialized with its ETag, until the version moves (bounded
 * by bytes). The revision is read again only when the storage's change token moved, so an
 * unchanged database costs no query at all.
 */
export function createNewsQueries(options: NewsQueriesOptions) {
  const { queries } = options;
  const answers = new LRUCache<string, QueryAnswer>({
    maxSize: options.maxCachedBytes ?? 16 * 1024 * 1024,
    sizeCalculation: (answer, key) => answer.body.length + key.length + 64,
  });
  let knownToken: string | undefined;
  let knownRevision = 0;
  let reading: { token: string; value: Promise<number> } | undefined;

  /** The news revision, read again once the change token moved (a read for an older token is not joined). */
  async function revision(): Promise<number> {
    const token = options.changeToken();
    if (token === knownToken) return knownRevision;
    if (reading?.token === token) return reading.value;
    const read = {
      token,
      value: queries.revision().then((value) => {
        // A read for an older token that ends last does not overwrite a newer one.
        if (reading === read || knownToken === undefined) {
          knownToken = token;
          knownRevision = value;
        }
        return value;
      }),
    };
    reading = read;
    void read.value
      .finally(() => {
        if (reading === read) reading = undefined;
      })
      .catch(() => {});
    return read.value;
  }

  let changesOf: { key: string; minutes: Promise<string[]> } | undefined;
  /** The minutes of a day at which what the public sees changes (read once per revision and day). */
  function visibilityChanges(revisionNow: number, today: string): Promise<string[]> {
    const key = `${revisionNow}.${today}`;
    if (changesOf?.key !== key) {
      const minutes = queries.visibilityChangesOn(today);
      changesOf = { key, minutes };
      minutes.catch(() => {
        if (changesOf?.minutes === minutes) changesOf = undefined;
      });
    }
    return changesOf.minutes;
  }

  /**
   * The news version and the moment its answers are built for. The version is the revision and
   * the calendar day in Minsk, as before times of day existed; once an item's startTime or
   * expireTime (issue 26 §3) has passed today, it also counts those minutes (`.N`), so that the
   * version moves exactly when what the public sees changes. Every answer of a version is built
   * for the last such minute (or the day's start), so that all of them agree.
   */
  async function current(): Promise<{ version: string; today: string }> {
    const { today, time } = minuteIn(NEWS_TIME_ZONE, options.now());
    const revisionNow = await revision();
    const changes = await visibilityChanges(revisionNow, today);
    const passed = changes.filter((minute) => minute <= time);
    const last = passed[passed.length - 1];
    return last === undefined
      ? { version: `${revisionNow}.${today}`, today }
      : { version: `${revisionNow}.${today}.${passed.length}`, today: `${today}T${last}` };
  }

  let countsOf: { version: string; counts: Promise<{ total: number; dated: number }> } | undefined;
  /** The visible counts of a version, read once for every answer of that version. */
  function visibleCounts(version: string, today: string) {
    if (countsOf?.version !== version) {
      const counts = queries.visibleCounts(today);
      countsOf = { version, counts };
      // A failed read is not kept.
      counts.catch(() => {
        if (countsOf?.counts === counts) countsOf = undefined;
      });
    }
    return countsOf.counts;
  }

  const etagOf = (version: string, body: string) =>
    `W/"${createHash('sha1').update(version).update('\0').update(body).digest('base64url')}"`;

  /** The answer of `key` for the current version: kept, or built and kept. */
  async function answer(
    call: string,
    params: string,
    build: (
      today: string,
      counts: () => Promise<{ total: number; dated: number }>,
    ) => Promise<{ status: 200 | 404; value: unknown }>,
  ): Promise<QueryAnswer> {
    const { version, today } = await current();
    const key = `${version}|${call}|${params}`;
    const kept = answers.get(key);
    if (kept) return kept;
    options.onBuild?.(call);
    const built = await build(today, () => visibleCounts(version, today));
    const body = built.status === 404 ? NOT_FOUND_BODY : JSON.stringify(built.value);
    const fresh: QueryAnswer = { status: built.status, body, etag: etagOf(version, body) };
    answers.set(key, fresh);
    return fresh;
  }

  async function summaries(
    rows: StoredNewsWithId[],
    lang: NewsLanguage | undefined,
  ): Promise<NewsSummaryItem[]> {
    const images = await imagesOf(rows);
    return rows.map((row) => {
      const excerpts = {
        ru: descriptionExcerpt(row.descriptions.ru),
        en: descriptionExcerpt(row.descriptions.en),
      };
      const cover = coverOf(row, images);
      const text = textIn(lang, row.titles, excerpts);
      return {
        id: String(row.id),
        slug: row.slug,
        priority: row.priority,
        dates: { ...row.dates },
        titles: { ...row.titles },
        excerpts,
        ...(cover ? { cover } : {}),
        updatedAt: row.updatedAt,
        ...(text ? { text } : {}),
      };
    });
  }

  async function details(
    rows: StoredNewsWithId[],
    lang: NewsLanguage | undefined,
  ): Promise<NewsDetail[]> {
    const short = await summaries(rows, lang);
    return short.map((item, index) => ({
      ...item,
      descriptions: { ...rows[index]!.descriptions },
      ...(rows[index]!.seo ? { seo: copySeo(rows[index]!.seo) } : {}),
    }));
  }

  function imagesOf(rows: StoredNewsWithId[]) {
    const ids = [...new Set(rows.flatMap((row) => (row.cover ? [row.cover.imageId] : [])))];
    return options.images.findMany(ids);
  }

  /**
   * Ids of the visible items from `offset` on, in the list's order: dated ones by date (and
   * id), then undated ones by id. A window in the second half of the dated items is read from
   * the other end (the orders are each other's reverse), so that no page walks more than half.
   */
  async function listIds(
    today: string,
    counts: { total: number; dated: number },
    sort: 'newest' | 'oldest',
    offset: number,
    limit: number,
  ): Promise<number[]> {
    const descending = sort === 'newest';
    const ids: number[] = [];
    if (offset < counts.dated) {
      const take = Math.min(limit, counts.dated - offset);
      const fromEnd = counts.dated - offset - take;
      if (fromEnd < offset) {
        const reversed = await queries.visibleIds({
          today,
          dated: true,
          descending: !descending,
          limit: take,
          offset: fromEnd,
        });
        ids.push(...reversed.reverse());
      } else {
        ids.push(
          ...(await queries.visibleIds({ today, dated: true, descending, limit: take, offset })),
        );
      }
    }
    const left = limit - ids.length;
    if (left > 0 && counts.total > counts.dated) {
      ids.push(
        ...(await queries.visibleIds({
          today,
          dated: false,
          descending: false,
          limit: left,
          offset: Math.max(0, offset - counts.dated),
        })),
      );
    }
    return ids;
  }

  let consoleIndex:
    { revision: number; index: ReturnType<typeof createConsoleNewsIndex> } | undefined;
  let buildingIndex:
    { revision: number; index: Promise<ReturnType<typeof createConsoleNewsIndex>> } | undefined;

  /**
   * The console's search index of the current revision (built once per revision). A build that
   * started for an older revision is not joined: it may have read the table before the write.
   */
  async function consoleIndexNow(): Promise<ReturnType<typeof createConsoleNewsIndex>> {
    const wanted = await revision();
    if (consoleIndex?.revision === wanted) return consoleIndex.index;
    if (buildingIndex?.revision === wanted) return buildingIndex.index;
    const building = {
      revision: wanted,
      index: queries.consoleIndex().then((rows) => {
        const index = createConsoleNewsIndex(rows);
        if (!consoleIndex || consoleIndex.revision <= wanted)
          consoleIndex = { revision: wanted, index };
        return index;
      }),
    };
    buildingIndex = building;
    void building.index
      .finally(() => {
        if (buildingIndex === building) buildingIndex = undefined;
      })
      .catch(() => {});
    return building.index;
  }

  return {
    /** The news version (GET /api/news/version). */
    version: async () => (await current()).version,

    publicList: (query: PublicListQuery) =>
      answer(
        'list',
        `${query.page}|${query.limit}|${query.sort}|${query.lang ?? ''}`,
        async (today, visible) => {
          const counts = await visible();
          const pages = pageCount(counts.total, query.limit);
          const page = Math.min(query.page, Math.max(pages, 1));
          const ids = await listIds(
            today,
            counts,
            query.sort,
            (page - 1) * query.limit,
            query.limit,
          );
          const value: NewsPage = {
            items: await summaries(await queries.rowsByIds(ids), query.lang),
            total: counts.total,
            page,
            pages,
          };
          return { status: 200, value };
        },
      ),

    latest: (limit: number = NEWS_LATEST_DEFAULT_LIMIT, lang?: NewsLanguage) =>
      answer('latest', `${limit}|${lang ?? ''}`, async (today, visible) => {
        const ids: number[] = [];
        for (const priority of NEWS_PRIORITIES)
          for (const dated of [true, false]) {
            if (ids.length >= limit) break;
            ids.push(
              ...(await queries.teaserIds({ today, priority, dated, limit: limit - ids.length })),
            );
          }
        const { total } = await visible();
        const value: LatestNews = {
          items: await summaries(await queries.rowsByIds(ids), lang),
          total,
        };
        return { status: 200, value };
      }),

    bySlug: (key: string, lang?: NewsLanguage) =>
      answer('slug', `${key.toLowerCase()}|${lang ?? ''}`, async (today) => {
        // No slug holds a control character (a NUL byte would not even reach PostgreSQL).
        // eslint-disable-next-line no-control-regex
        if (/[\u0000-\u001f\u007f]/.test(key)) return { status: 404, value: null };
        const row = await queries.visibleBySlugOrId(today, key);
        if (!row) return { status: 404, value: null };
        const [value] = await details([row], lang);
        return { status: 200, value };
      }),

    feed: (lang?: NewsLanguage) =>
      answer('feed', lang ?? '', async (today, visible) => {
        const counts = await visible();
        const ids = await listIds(today, counts, 'newest', 0, NEWS_FEED_SIZE);
        const value: NewsFeedItems = { items: await details(await queries.rowsByIds(ids), lang) };
        return { status: 200, value };
      }),

    sitemap: (afterId: number, limit: number = NEWS_SITEMAP_MAX_LIMIT) =>
      answer('sitemap', `${afterId}|${limit}`, async (today, visible) => {
        // One more than asked tells whether there is a next page.
        const rows = await queries.visibleSitemap(today, afterId, limit + 1);
        const items = rows.slice(0, limit);
        const value: NewsSitemapPage = {
          items: items.map((row) => ({
            id: String(row.id),
            slug: row.slug,
            updatedAt: row.updatedAt,
          })),
          next: rows.length > limit ? String(items[items.length - 1]!.id) : null,
          total: (await visible()).total,
        };
        return { status: 200, value };
      }),

    /** A page of the console's list (not cached as bytes: the index is). */
    async consoleSearch(search: ConsoleNewsSearch): Promise<AdminNewsSearchPage> {
      const index = await consoleIndexNow();
      const { today: day, time } = minuteIn(NEWS_TIME_ZONE, options.now());
      const today = `${day}T${time}`;
      const limit = search.limit ?? CONSOLE_NEWS_PAGE_SIZE;
      // A page past the end is the last page (as the public list): the count comes first.
      const asked = search.page ?? 1;
      let found = index.page(search, today, (asked - 1) * limit, limit);
      const pages = pageCount(found.total, limit);
      const page = Math.min(asked, Math.max(pages, 1));
      if (page !== asked) found = index.page(search, today, (page - 1) * limit, limit);
      const { ids } = found;
      const [rows, editors] = await Promise.all([queries.rowsByIds(ids), queries.lastEditors(ids)]);
      const images = await imagesOf(rows);
      const items: ConsoleNewsListItem[] = rows.map((row) => {
        const cover = coverOf(row, images);
        const updatedBy = editors.get(row.id);
        return {
          id: String(row.id),
          slug: row.slug,
          priority: row.priority,
          dates: { ...row.dates },
          titles: { ...row.titles },
          status: row.status,
          state: consoleNewsStateAtMoment(row, today),
          ...(cover ? { cover } : {}),
          updatedAt: row.updatedAt,
          ...(updatedBy ? { updatedBy } : {}),
        };
      });
      return { items, total: found.total, page, pages, counts: index.counts(today) };
    },

    /** One item as the console edits it, or undefined. */
    async consoleItem(id: number): Promise<ConsoleNewsItem | undefined> {
      const [row] = await queries.rowsByIds([id]);
      if (!row) return undefined;
      const images = await imagesOf([row]);
      const cover = coverOf(row, images);
      const { today, time } = minuteIn(NEWS_TIME_ZONE, options.now());
      return {
        id: String(row.id),
        slug: row.slug,
        priority: row.priority,
        dates: { ...row.dates },
        titles: { ...row.titles },
        descriptions: { ...row.descriptions },
        ...(cover ? { cover } : {}),
        ...(row.seo ? { seo: copySeo(row.seo) } : {}),
        status: row.status,
        state: consoleNewsStateOn(row, today, time),
        updatedAt: row.updatedAt,
      };
    },
  };
}

export type NewsQueries = ReturnType<typeof createNewsQueries>;

/** The page size of the public list when the call does not say. */
export const PUBLIC_LIST_DEFAULT_LIMIT = NEWS_PAGE_SIZE;
