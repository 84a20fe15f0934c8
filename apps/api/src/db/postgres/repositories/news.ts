import type { NewsItem, NewsMap } from '@fuelcard/contracts';
import { eq, sql } from 'drizzle-orm';
import type { NewsRecord, NewsRepository } from '../../port';
import type { PostgresStore } from '../postgres-store';
import { news, type NewsRow } from '../schema';

function toNewsItem(row: NewsRow): NewsItem {
  return {
    slug: row.slug,
    priority: row.priority,
    dates: { date: row.date, startDate: row.startDate, expireDate: row.expireDate },
    titles: { ru: row.titleRu, en: row.titleEn },
    descriptions: { ru: row.descriptionRu, en: row.descriptionEn },
  };
}

function toColumns(item: NewsRecord) {
  return {
    slug: item.slug,
    priority: item.priority,
    date: item.dates.date,
    startDate: item.dates.startDate,
    expireDate: item.dates.expireDate,
    titleRu: item.titles.ru,
    titleEn: item.titles.en,
    descriptionRu: item.descriptions.ru,
    descriptionEn: item.descriptions.en,
  };
}

/** News items (PostgreSQL). Slugs are unique. */
export function newsRepository({ read, write, now }: PostgresStore): NewsRepository {
  return {
    all: () =>
      read(async (db) => {
        const map: NewsMap = {};
        for (const row of await db.select().from(news).orderBy(news.id))
          map[String(row.id)] = toNewsItem(row);
        return map;
      }),

    exists: (id) =>
      read(
        async (db) =>
          (await db.select({ id: news.id }).from(news).where(eq(news.id, id))).length > 0,
      ),

    create: (build, id) =>
      write((db) =>
        db.transaction(async (tx) => {
          const at = now().toISOString();
          const placeholder = `pending-${process.hrtime.bigint()}-${Math.random()}`;
          const [inserted] = await tx
            .insert(news)
            .values({ ...(id ? { id } : {}), slug: placeholder, createdAt: at, updatedAt: at })
            .returning({ id: news.id });
          const newId = inserted!.id;
          // An id given by hand leaves the identity's sequence behind: move it past that id.
          if (id)
            await tx.execute(
              sql`SELECT setval(pg_get_serial_sequence('news', 'id'), GREATEST((SELECT max(id) FROM news), 1))`,
            );
          await tx
            .update(news)
            .set(toColumns(build(newId)))
            .where(eq(news.id, newId));
          return newId;
        }),
      ),

    update: (id, record) =>
      write(async (db) => {
        const result = await db
          .update(news)
          .set({ ...toColumns(record), updatedAt: now().toISOString() })
          .where(eq(news.id, id));
        return (result.rowCount ?? 0) > 0;
      }),

    delete: (id) =>
      write(async (db) => ((await db.delete(news).where(eq(news.id, id))).rowCount ?? 0) > 0),
  };
}
