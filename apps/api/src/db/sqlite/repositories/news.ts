import type { NewsItem, NewsMap } from '@fuelcard/contracts';
import { eq } from 'drizzle-orm';
import type { NewsRecord, NewsRepository } from '../../port';
import { news, type NewsRow } from '../schema';
import type { SqliteStore } from './sqlite-store';

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

/** News items (SQLite). Slugs are unique. */
export function newsRepository({ db, now, run }: SqliteStore): NewsRepository {
  return {
    all: () =>
      run(() => {
        const map: NewsMap = {};
        for (const row of db.select().from(news).orderBy(news.id).all())
          map[String(row.id)] = toNewsItem(row);
        return map;
      }),

    exists: (id) =>
      run(() => db.select({ id: news.id }).from(news).where(eq(news.id, id)).get() !== undefined),

    create: (build, id) =>
      run(() =>
        db.transaction((tx) => {
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
        }),
      ),

    update: (id, record) =>
      run(() => {
        const changes = { ...toColumns(record), updatedAt: now().toISOString() };
        return db.update(news).set(changes).where(eq(news.id, id)).run().changes > 0;
      }),

    delete: (id) => run(() => db.delete(news).where(eq(news.id, id)).run().changes > 0),
  };
}
