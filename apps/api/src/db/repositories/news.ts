import type { NewsItem, NewsMap } from '@fuelcard/contracts';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../open-database';
import { news, type NewsRow } from '../schema';

/** A news item as stored: the public shape with the slug already final. */
export type NewsRecord = NewsItem;

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

/** News items. Slugs are unique (a duplicate throws SQLITE_CONSTRAINT_UNIQUE). */
export function newsRepository(db: AppDatabase, now: () => Date) {
  return {
    /** Every item keyed by id, in id order. */
    all(): NewsMap {
      const map: NewsMap = {};
      for (const row of db.select().from(news).orderBy(news.id).all())
        map[String(row.id)] = toNewsItem(row);
      return map;
    },

    exists(id: number): boolean {
      return db.select({ id: news.id }).from(news).where(eq(news.id, id)).get() !== undefined;
    },

    /**
     * Inserts an item whose slug may depend on its new id: `build` receives the id and returns the
     * record, all inside one transaction. `id` forces the id (the seeded welcome item keeps id 1).
     */
    create(build: (id: number) => NewsRecord, id?: number): number {
      return db.transaction((tx) => {
        const at = now().toISOString();
        const placeholder = `pending-${process.hrtime.bigint()}-${Math.random()}`;
        const inserted = tx
          .insert(news)
          .values({ ...(id ? { id } : {}), slug: placeholder, createdAt: at, updatedAt: at })
          .returning({ id: news.id })
          .get();
        tx.update(news)
          .set(toColumns(build(inserted.id)))
          .where(eq(news.id, inserted.id))
          .run();
        return inserted.id;
      });
    },

    /** False when the id is unknown. */
    update(id: number, record: NewsRecord): boolean {
      const changes = { ...toColumns(record), updatedAt: now().toISOString() };
      return db.update(news).set(changes).where(eq(news.id, id)).run().changes > 0;
    },

    delete(id: number): boolean {
      return db.delete(news).where(eq(news.id, id)).run().changes > 0;
    },
  };
}

export type NewsRepository = ReturnType<typeof newsRepository>;
