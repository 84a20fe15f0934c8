import { sql } from 'drizzle-orm';
import type {
  ImageRecord,
  ImagesRepository,
  ImageVariantRecord,
  NewsPresenceRecord,
  NewsPresenceRepository,
  NewsPreviewsRepository,
  NewsVersionRecord,
  NewsVersionsRepository,
} from '../port';
import type { SqlPort } from '../sql-port';
import { mediaLibraryRepository } from './media-library';
import { parseVersionContent } from './news-content';

interface VersionRow {
  id: number;
  news_id: number;
  version: number;
  action: string;
  admin_id: number | null;
  admin_username: string;
  saved_at: string;
  content: string;
}

const toVersion = (row: VersionRow): NewsVersionRecord => ({
  id: Number(row.id),
  newsId: Number(row.news_id),
  version: Number(row.version),
  action: row.action,
  adminId: row.admin_id === null ? null : Number(row.admin_id),
  adminUsername: row.admin_username,
  savedAt: row.saved_at,
  content: parseVersionContent(row.content),
});

/** The versions of news items (written by the news repository with each save). */
export function newsVersionsRepository(port: SqlPort): NewsVersionsRepository {
  return {
    of: async (newsId) =>
      (
        await port.select<VersionRow>(
          sql`SELECT * FROM news_versions WHERE news_id = ${newsId} ORDER BY version DESC`,
        )
      ).map(toVersion),
    get: async (newsId, version) => {
      const [row] = await port.select<VersionRow>(
        sql`SELECT * FROM news_versions WHERE news_id = ${newsId} AND version = ${version}`,
      );
      return row && toVersion(row);
    },
    latest: async (newsId) => {
      const [row] = await port.select<{ last: number | null }>(
        sql`SELECT max(version) AS last FROM news_versions WHERE news_id = ${newsId}`,
      );
      return row?.last === null || row?.last === undefined ? undefined : Number(row.last);
    },
    deletedSince: async (sinceIso) =>
      (
        await port.select<VersionRow>(sql`
          SELECT v.* FROM news_versions v
          WHERE v.action = 'delete' AND v.saved_at >= ${sinceIso}
            AND v.version = (SELECT max(version) FROM news_versions w WHERE w.news_id = v.news_id)
            AND NOT EXISTS (SELECT 1 FROM news n WHERE n.id = v.news_id)
          ORDER BY v.saved_at DESC`)
      ).map(toVersion),
    pruneDeletedBefore: (beforeIso) =>
      port.run(sql`
        DELETE FROM news_versions WHERE news_id IN (
          SELECT v.news_id FROM news_versions v
          WHERE v.action = 'delete' AND v.saved_at < ${beforeIso}
            AND v.version = (SELECT max(version) FROM news_versions w WHERE w.news_id = v.news_id)
            AND NOT EXISTS (SELECT 1 FROM news n WHERE n.id = v.news_id))`),
  };
}

/** Who has a news item open in the console: one row per item and administrator, a heartbeat. */
export function newsPresenceRepository(port: SqlPort): NewsPresenceRepository {
  return {
    see: async (newsId, admin, nowMs) => {
      await port.run(sql`
        INSERT INTO news_presence (key, news_id, admin_id, admin_username, seen_at_ms)
        VALUES (${`${newsId}:${admin.id}`}, ${newsId}, ${admin.id}, ${admin.username}, ${nowMs})
        ON CONFLICT (key) DO UPDATE
          SET seen_at_ms = excluded.seen_at_ms, admin_username = excluded.admin_username`);
    },
    seenSince: async (newsId, sinceMs) =>
      (
        await port.select<{ admin_id: number; admin_username: string; seen_at_ms: number }>(sql`
          SELECT admin_id, admin_username, seen_at_ms FROM news_presence
          WHERE news_id = ${newsId} AND seen_at_ms >= ${sinceMs}
          ORDER BY seen_at_ms DESC`)
      ).map((row): NewsPresenceRecord => ({
        adminId: Number(row.admin_id),
        adminUsername: row.admin_username,
        seenAtMs: Number(row.seen_at_ms),
      })),
    leave: async (newsId, adminId) => {
      await port.run(sql`DELETE FROM news_presence WHERE key = ${`${newsId}:${adminId}`}`);
    },
    pruneBefore: (beforeMs) =>
      port.run(sql`DELETE FROM news_presence WHERE seen_at_ms < ${beforeMs}`),
  };
}

/** Unsaved news content behind a preview link, until it expires. */
export function newsPreviewsRepository(port: SqlPort): NewsPreviewsRepository {
  return {
    create: async (preview) => {
      await port.run(sql`
        INSERT INTO news_previews (id, content, created_by, expires_at_ms)
        VALUES (${preview.id}, ${preview.content}, ${preview.createdBy}, ${preview.expiresAtMs})`);
    },
    find: async (id, nowMs) => {
      const [row] = await port.select<{ content: string }>(
        sql`SELECT content FROM news_previews WHERE id = ${id} AND expires_at_ms > ${nowMs}`,
      );
      return row;
    },
    pruneBefore: (beforeMs) =>
      port.run(sql`DELETE FROM news_previews WHERE expires_at_ms < ${beforeMs}`),
  };
}

interface VariantRow {
  image_id: number;
  hash: string;
  format: ImageVariantRecord['format'];
  width: number;
  height: number;
}

/** Uploaded images and their re-encoded variants, kept in the database (every instance serves them). */
export function imagesRepository(port: SqlPort, now: () => Date): ImagesRepository {
  async function findMany(ids: number[]): Promise<Map<number, ImageRecord>> {
    const found = new Map<number, ImageRecord>();
    if (ids.length === 0) return found;
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    for (const row of await port.select<{ id: number; width: number; height: number }>(
      sql`SELECT id, width, height FROM images WHERE id IN (${list})`,
    ))
      found.set(Number(row.id), {
        id: Number(row.id),
        width: Number(row.width),
        height: Number(row.height),
        variants: [],
      });
    for (const row of await port.select<VariantRow>(
      sql`SELECT image_id, hash, format, width, height FROM image_variants WHERE image_id IN (${list}) ORDER BY width`,
    ))
      found.get(Number(row.image_id))?.variants.push({
        hash: row.hash,
        format: row.format,
        width: Number(row.width),
        height: Number(row.height),
      });
    return found;
  }
  return {
    ...mediaLibraryRepository(port, findMany),
    create: async (image) => {
      // The same picture uploaded again: its variants (named by content) exist already.
      const first = image.variants[0];
      if (first) {
        const [known] = await port.select<{ image_id: number }>(
          sql`SELECT image_id FROM image_variants WHERE hash = ${first.hash}`,
        );
        if (known) return Number(known.image_id);
      }
      const [row] = await port.returning<{ id: number }>(sql`
        INSERT INTO images (width, height, uploaded_by, created_at, file_name, source_bytes)
        VALUES (${image.width}, ${image.height}, ${image.uploadedBy}, ${now().toISOString()},
          ${image.fileName ?? null}, ${image.sourceBytes ?? 0}) RETURNING id`);
      const id = Number(row!.id);
      for (const variant of image.variants)
        await port.run(sql`
          INSERT INTO image_variants (image_id, hash, format, width, height, bytes)
          VALUES (${id}, ${variant.hash}, ${variant.format}, ${variant.width}, ${variant.height}, ${variant.bytes})
          ON CONFLICT (hash) DO NOTHING`);
      return id;
    },
    find: async (id) => (await findMany([id])).get(id),
    findMany,
    variant: async (hash) => {
      const [row] = await port.select<VariantRow & { bytes: Buffer | Uint8Array }>(
        sql`SELECT image_id, hash, format, width, height, bytes FROM image_variants WHERE hash = ${hash}`,
      );
      return (
        row && {
          hash: row.hash,
          format: row.format,
          width: Number(row.width),
          height: Number(row.height),
          bytes: Buffer.from(row.bytes),
        }
      );
    },
  };
}
