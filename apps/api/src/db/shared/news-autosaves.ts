import { sql } from 'drizzle-orm';
import type { NewsAutosaveRecord, NewsAutosavesRepository } from '../port';
import type { SqlPort } from '../sql-port';
import { parseVersionContent } from './news-content';

interface AutosaveRow {
  news_id: number;
  admin_id: number;
  admin_username: string;
  based_on_version: number;
  saved_at: string;
  content: string;
}

const keyOf = (newsId: number, adminId: number) => `${newsId}:${adminId}`;

/** The editors' server-side autosaves: one row per item and administrator (issue 26 §4). */
export function newsAutosavesRepository(port: SqlPort): NewsAutosavesRepository {
  return {
    put: async (autosave) => {
      await port.run(sql`
        INSERT INTO news_autosaves
          (key, news_id, admin_id, admin_username, based_on_version, saved_at, content)
        VALUES (${keyOf(autosave.newsId, autosave.adminId)}, ${autosave.newsId},
          ${autosave.adminId}, ${autosave.adminUsername}, ${autosave.basedOnVersion},
          ${autosave.savedAt}, ${JSON.stringify(autosave.content)})
        ON CONFLICT (key) DO UPDATE SET
          admin_username = excluded.admin_username,
          based_on_version = excluded.based_on_version,
          saved_at = excluded.saved_at,
          content = excluded.content`);
    },
    find: async (newsId, adminId) => {
      const [row] = await port.select<AutosaveRow>(
        sql`SELECT * FROM news_autosaves WHERE key = ${keyOf(newsId, adminId)}`,
      );
      return (
        row &&
        ({
          newsId: Number(row.news_id),
          adminId: Number(row.admin_id),
          adminUsername: row.admin_username,
          basedOnVersion: Number(row.based_on_version),
          savedAt: row.saved_at,
          content: parseVersionContent(row.content),
        } satisfies NewsAutosaveRecord)
      );
    },
    drop: async (newsId, adminId) => {
      await port.run(sql`DELETE FROM news_autosaves WHERE key = ${keyOf(newsId, adminId)}`);
    },
    dropAll: async (newsId) => {
      await port.run(sql`DELETE FROM news_autosaves WHERE news_id = ${newsId}`);
    },
  };
}
