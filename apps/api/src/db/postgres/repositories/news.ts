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
import type { PostgresDatabase, PostgresStore } from '../postgres-store';
import { news, newsVersions } from '../schema';

type Tx = Parameters<Parameters<PostgresDatabase['transaction']>[0]>[0];

async function addVersion(
  tx: Tx,
  newsId: number,
  item: StoredNews,
  change: NewsChange,
  at: string,
): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number>`coalesce(max(${newsVersions.version}), 0)::int` })
    .from(newsVersions)
    .where(eq(newsVersions.newsId, newsId));
  const last = row?.last ?? 0;
  if (change.expectedVersions && !change.expectedVersions.includes(last))
    throw new NewsVersionConflict(last);
  await tx.insert(newsVersions).values({
    newsId,
    version: last + 1,
    action: change.action,
    adminId: change.adminId,
    adminUsername: change.adminUsername,
    savedAt: at,
    content: versionContent(item),
  });
  return last + 1;
}

/**
 * News items (PostgreSQL), each save with its version in the same transaction; a changed row is
 * locked first, so two saves of one item number their versions one after the other.
 */
export function newsRepository({ read, write, now }: PostgresStore): NewsRepository {
  return {
    all: () =>
      read(async (db) => {
        const map: Record<string, StoredNews & { updatedAt: string }> = {};
        for (const row of await db.select().from(news).orderBy(news.id))
          map[String(row.id)] = toStored(row);
        return map;
      }),

    find: (id) =>
      read(async (db) => {
        const [row] = await db.select().from(news).where(eq(news.id, id));
        return row && toStored(row);
      }),

    exists: (id) =>
      read(
        async (db) =>
          (await db.select({ id: news.id }).from(news).where(eq(news.id, id))).length > 0,
      ),

    create: (build, change, id) =>
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
          const item = build(newId);
          await tx.update(news).set(toColumns(item)).where(eq(news.id, newId));
          await addVersion(tx, newId, item, change, at);
          return newId;
        }),
      ),

    update: (id, record, change) =>
      write((db) =>
        db.transaction(async (tx) => {
          const at = now().toISOString();
          const locked = await tx
            .select({ id: news.id })
            .from(news)
            .where(eq(news.id, id))
            .for('update');
          if (locked.length === 0) return false;
          await tx
            .update(news)
            .set({ ...toColumns(record), updatedAt: at })
            .where(eq(news.id, id));
          return addVersion(tx, id, record, change, at);
        }),
      ),

    delete: (id, change) =>
      write((db) =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(news).where(eq(news.id, id)).for('update');
          if (!row) return false;
          await addVersion(tx, id, toStored(row), change, now().toISOString());
          await tx.delete(news).where(eq(news.id, id));
          return true;
        }),
      ),
  };
}
