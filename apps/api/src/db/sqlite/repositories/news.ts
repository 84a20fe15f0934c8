import { eq, sql } from 'drizzle-orm';
import {
  NewsVersionConflict,
  type NewsChange,
  type NewsRepository,
  type StoredNews,
} from '../../port';
import {
  newsColumns as toColumns,
  storedNewsOf as toStored,
  versionContent,
} from '../../shared/news-content';
import { news, newsVersions } from '../schema';
import type { SqliteStore } from './sqlite-store';

/** News items (SQLite), each save with its version in the same transaction. Slugs are unique. */
export function newsRepository({ db, now, run }: SqliteStore): NewsRepository {
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
  function addVersion(
    tx: Tx,
    newsId: number,
    item: StoredNews,
    change: NewsChange,
    at: string,
  ): number {
    const last =
      tx
        .select({ last: sql<number>`max(${newsVersions.version})` })
        .from(newsVersions)
        .where(eq(newsVersions.newsId, newsId))
        .get()?.last ?? 0;
    if (change.expectedVersions && !change.expectedVersions.includes(last))
      throw new NewsVersionConflict(last);
    const next = last + 1;
    tx.insert(newsVersions)
      .values({
        newsId,
        version: next,
        action: change.action,
        adminId: change.adminId,
        adminUsername: change.adminUsername,
        savedAt: at,
        content: versionContent(item),
      })
      .run();
    return next;
  }

  return {
    all: () =>
      run(() => {
        const map: Record<string, StoredNews & { updatedAt: string }> = {};
        for (const row of db.select().from(news).orderBy(news.id).all())
          map[String(row.id)] = toStored(row);
        return map;
      }),

    find: (id) =>
      run(() => {
        const row = db.select().from(news).where(eq(news.id, id)).get();
        return row && toStored(row);
      }),

    exists: (id) =>
      run(() => db.select({ id: news.id }).from(news).where(eq(news.id, id)).get() !== undefined),

    create: (build, change, id) =>
      run(() =>
        db.transaction((tx) => {
          const at = now().toISOString();
          const placeholder = `pending-${process.hrtime.bigint()}-${Math.random()}`;
          const inserted = tx
            .insert(news)
            .values({ ...(id ? { id } : {}), slug: placeholder, createdAt: at, updatedAt: at })
            .returning({ id: news.id })
            .get();
          const item = build(inserted.id);
          tx.update(news).set(toColumns(item)).where(eq(news.id, inserted.id)).run();
          addVersion(tx, inserted.id, item, change, at);
          return inserted.id;
        }),
      ),

    update: (id, record, change) =>
      run(() =>
        db.transaction((tx) => {
          const at = now().toISOString();
          const changed =
            tx
              .update(news)
              .set({ ...toColumns(record), updatedAt: at })
              .where(eq(news.id, id))
              .run().changes > 0;
          return changed ? addVersion(tx, id, record, change, at) : false;
        }),
      ),

    delete: (id, change) =>
      run(() =>
        db.transaction((tx) => {
          const row = tx.select().from(news).where(eq(news.id, id)).get();
          if (!row) return false;
          addVersion(tx, id, toStored(row), change, now().toISOString());
          tx.delete(news).where(eq(news.id, id)).run();
          return true;
        }),
      ),
  };
}
