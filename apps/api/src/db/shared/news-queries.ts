import { sql, type SQL } from 'drizzle-orm';
import { minuteAfter, type Priority } from '@fuelcard/contracts';
import type { ConsoleIndexRow, NewsQueriesRepository, StoredNews } from '../port';
import type { SqlPort } from '../sql-port';
import { newsDatesOf, storedNewsOf } from './news-content';

/*
 * The news as pages ask for them (docs/decisions/api-0011-news-queries.md), the same SQL on both
 * engines. Each query walks an index of migration 0007 / 0005 and reads only the rows it answers
 * with: the list in date order (news_public_order_idx: status, date, id and the visibility
 * dates), the teaser by priority (news_teaser_order_idx), one item by its slug (lower(slug)) or
 * id, the sitemap by id. `today` is the calendar day in Minsk, `YYYY-MM-DD`: the visibility
 * dates compare as strings.
 */

interface NewsRow {
  id: number;
  slug: string;
  priority: Priority;
  date: string;
  start_date: string;
  expire_date: string;
  start_time: string;
  expire_time: string;
  title_ru: string;
  title_en: string;
  description_ru: string;
  description_en: string;
  status: StoredNews['status'];
  cover_image_id: number | null;
  cover_alt_ru: string;
  cover_alt_en: string;
  seo_description_ru: string;
  seo_description_en: string;
  seo_title_ru: string;
  seo_title_en: string;
  updated_at: string;
}

const toStored = (row: NewsRow) => ({
  id: Number(row.id),
  ...storedNewsOf({
    slug: row.slug,
    priority: row.priority,
    date: row.date,
    startDate: row.start_date,
    expireDate: row.expire_date,
    startTime: row.start_time ?? '',
    expireTime: row.expire_time ?? '',
    titleRu: row.title_ru,
    titleEn: row.title_en,
    descriptionRu: row.description_ru,
    descriptionEn: row.description_en,
    status: row.status,
    coverImageId: row.cover_image_id === null ? null : Number(row.cover_image_id),
    coverAltRu: row.cover_alt_ru,
    coverAltEn: row.cover_alt_en,
    seoDescriptionRu: row.seo_description_ru ?? '',
    seoDescriptionEn: row.seo_description_en ?? '',
    seoTitleRu: row.seo_title_ru ?? '',
    seoTitleEn: row.seo_title_en ?? '',
    updatedAt: row.updated_at,
  }),
});

/** The day and the minute of a moment `YYYY-MM-DDTHH:MM` (a bare day: its first minute). */
function dayAndMinute(moment: string): { day: string; time: string } {
  const [day = '', time = '00:00'] = moment.split('T');
  return { day, time };
}

/**
 * Within the dates at a moment: on or after the start day (on the start day itself, from its
 * startTime; an empty time is 00:00, which every minute passes) and on or before the expire day
 * (on that day itself, until its expireTime inclusive; an empty time is the whole day). Without
 * times this is the spec's date-only rule.
 */
const withinDates = (moment: string): SQL => {
  const { day, time } = dayAndMinute(moment);
  return sql`(start_date = '' OR start_date < ${day}
      OR (start_date = ${day} AND start_time <= ${time}))
    AND (expire_date = '' OR expire_date > ${day}
      OR (expire_date = ${day} AND (expire_time = '' OR expire_time >= ${time})))`;
};

/** What the public sees at a moment: published, and within its dates (empty: unbounded). */
const visibleOn = (today: string): SQL => sql`
  status = 'published'
  AND ${withinDates(today)}`;

/**
 * The same, with the status test kept off the indexes (`status || ''`): the sitemap walks the
 * primary key by id, where SQLite would otherwise pick the status index and sort its rows.
 */
const visibleOnById = (today: string): SQL => sql`
  (status || '') = 'published'
  AND ${withinDates(today)}`;

const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export function newsQueriesRepository(port: SqlPort): NewsQueriesRepository {
  const ids = async (query: SQL): Promise<number[]> =>
    (await port.select<{ id: number }>(query)).map((row) => Number(row.id));

  return {
    revision: async () => {
      const [row] = await port.select<{ revision: number }>(
        sql`SELECT revision FROM news_revision WHERE id = 1`,
      );
      return row ? Number(row.revision) : 0;
    },

    visibleCounts: async (today) => {
      const [row] = await port.select<{ total: number; dated: number }>(sql`
        SELECT count(*) AS total, count(CASE WHEN date <> '' THEN 1 END) AS dated
        FROM news WHERE ${visibleOn(today)}`);
      return { total: Number(row?.total ?? 0), dated: Number(row?.dated ?? 0) };
    },

    // Dated items by date then id, both the same direction (newest: DESC): the index's order.
    // Undated items always by id ascending.
    visibleIds: ({ today, dated, descending, limit, offset }) =>
      dated
        ? descending
          ? ids(sql`SELECT id FROM news WHERE ${visibleOn(today)} AND date <> ''
              ORDER BY date DESC, id DESC LIMIT ${limit} OFFSET ${offset}`)
          : ids(sql`SELECT id FROM news WHERE ${visibleOn(today)} AND date <> ''
              ORDER BY date ASC, id ASC LIMIT ${limit} OFFSET ${offset}`)
        : ids(sql`SELECT id FROM news WHERE ${visibleOn(today)} AND date = ''
            ORDER BY id ASC LIMIT ${limit} OFFSET ${offset}`),

    // The teaser's order within a priority: the newest date first (undated last), then the
    // smaller id.
    teaserIds: ({ today, priority, dated, limit }) =>
      dated
        ? ids(sql`SELECT id FROM news
            WHERE ${visibleOn(today)} AND priority = ${priority} AND date <> ''
            ORDER BY date DESC, id ASC LIMIT ${limit}`)
        : ids(sql`SELECT id FROM news
            WHERE ${visibleOn(today)} AND priority = ${priority} AND date = ''
            ORDER BY id ASC LIMIT ${limit}`),

    rowsByIds: async (wanted) => {
      if (wanted.length === 0) return [];
      const rows = await port.select<NewsRow>(
        sql`SELECT * FROM news WHERE id IN (${idList(wanted)})`,
      );
      const byId = new Map(rows.map((row) => [Number(row.id), toStored(row)]));
      return wanted.flatMap((id) => {
        const row = byId.get(id);
        return row ? [row] : [];
      });
    },

    lastEditors: async (wanted) => {
      if (wanted.length === 0) return new Map();
      // The unique (news_id, version) index answers both the IN and the max per item.
      const rows = await port.select<{ news_id: number; admin_username: string }>(sql`
        SELECT v.news_id, v.admin_username FROM news_versions v
        WHERE v.news_id IN (${idList(wanted)})
          AND v.version = (SELECT max(w.version) FROM news_versions w WHERE w.news_id = v.news_id)`);
      return new Map(rows.map((row) => [Number(row.news_id), row.admin_username]));
    },

    visibleBySlugOrId: async (today, key) => {
      // The id first (spec: /news/{id} is accepted too), then the slug ignoring case.
      if (/^[1-9]\d{0,15}$/.test(key)) {
        const [row] = await port.select<NewsRow>(
          sql`SELECT * FROM news WHERE id = ${Number(key)} AND ${visibleOn(today)}`,
        );
        if (row) return toStored(row);
      }
      const [row] = await port.select<NewsRow>(sql`
        SELECT * FROM news WHERE lower(slug) = ${key.toLowerCase()} AND ${visibleOn(today)}
        ORDER BY id LIMIT 1`);
      return row && toStored(row);
    },

    visibleSitemap: async (today, afterId, limit) =>
      (
        await port.select<{ id: number; slug: string; updated_at: string }>(sql`
          SELECT id, slug, updated_at FROM news WHERE id > ${afterId} AND ${visibleOnById(today)}
          ORDER BY id LIMIT ${limit}`)
      ).map((row) => ({ id: Number(row.id), slug: row.slug, updatedAt: row.updated_at })),

    consoleIndex: async () =>
      (
        await port.select<{
          id: number;
          slug: string;
          priority: Priority;
          date: string;
          start_date: string;
          expire_date: string;
          start_time: string;
          expire_time: string;
          title_ru: string;
          title_en: string;
          status: StoredNews['status'];
          updated_at: string;
        }>(sql`
          SELECT id, slug, priority, date, start_date, expire_date, start_time, expire_time,
            title_ru, title_en, status, updated_at
          FROM news`)
      ).map((row): ConsoleIndexRow => ({
        id: Number(row.id),
        slug: row.slug,
        priority: row.priority,
        dates: newsDatesOf({
          date: row.date,
          startDate: row.start_date,
          expireDate: row.expire_date,
          startTime: row.start_time ?? '',
          expireTime: row.expire_time ?? '',
        }),
        titles: { ru: row.title_ru, en: row.title_en },
        status: row.status,
        updatedAt: row.updated_at,
      })),

    visibilityChangesOn: async (today) => {
      const rows = await port.select<{ start_time: string; expire_time: string; starts: number }>(
        sql`
          SELECT start_time, '' AS expire_time, 1 AS starts FROM news
          WHERE status = 'published' AND start_date = ${today} AND start_time <> ''
          UNION
          SELECT '' AS start_time, expire_time, 0 AS starts FROM news
          WHERE status = 'published' AND expire_date = ${today} AND expire_time <> ''`,
      );
      const minutes = rows.map((row) =>
        Number(row.starts) === 1 ? row.start_time : minuteAfter(row.expire_time),
      );
      return [...new Set(minutes)].filter((minute) => minute < '24:00').sort();
    },
  };
}
