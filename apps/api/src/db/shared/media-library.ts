import { sql, type SQL } from 'drizzle-orm';
import type {
  ImageRecord,
  ImageUseRecord,
  LibraryImageRecord,
  MediaLibraryRepository,
} from '../port';
import type { SqlPort } from '../sql-port';

interface LibraryRow {
  id: number;
  alt_ru: string;
  alt_en: string;
  file_name: string | null;
  source_bytes: number;
  created_at: string;
}

interface UseRow {
  image_id: number;
  news_id: number;
  title_ru: string;
  title_en: string;
}

const list = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The media library over the images table (written once for both engines). Where an image is
 * used is read from the news themselves: as a cover (news.cover_image_id) or in a body (a
 * description holding the URL of one of its variants, named by content hash). The search runs
 * over the library's metadata in JavaScript (SQLite's lower() knows only ASCII, and the titles
 * are Russian); the library of a news site is hundreds of pictures, not millions.
 */
export function mediaLibraryRepository(
  port: SqlPort,
  findMany: (ids: number[]) => Promise<Map<number, ImageRecord>>,
): MediaLibraryRepository {
  async function uses(ids: number[] | 'all'): Promise<Map<number, ImageUseRecord[]>> {
    const found = new Map<number, ImageUseRecord[]>();
    if (ids !== 'all' && ids.length === 0) return found;
    const coverWhere =
      ids === 'all' ? sql`cover_image_id IS NOT NULL` : sql`cover_image_id IN (${list(ids)})`;
    const variantWhere = ids === 'all' ? sql`1 = 1` : sql`v.image_id IN (${list(ids)})`;
    const add = (row: UseRow, as: ImageUseRecord['as']) => {
      const imageId = Number(row.image_id);
      const entries = found.get(imageId) ?? [];
      const newsId = Number(row.news_id);
      if (!entries.some((entry) => entry.newsId === newsId && entry.as === as))
        entries.push({ newsId, as, title: row.title_ru || row.title_en || `#${newsId}` });
      found.set(imageId, entries);
    };
    for (const row of await port.select<UseRow>(sql`
      SELECT cover_image_id AS image_id, id AS news_id, title_ru, title_en FROM news
      WHERE ${coverWhere} ORDER BY id`))
      add(row, 'cover');
    for (const row of await port.select<UseRow>(sql`
      SELECT DISTINCT v.image_id AS image_id, n.id AS news_id, n.title_ru AS title_ru, n.title_en AS title_en
      FROM image_variants v JOIN news n
        ON n.description_ru LIKE '%/api/images/' || v.hash || '.%'
        OR n.description_en LIKE '%/api/images/' || v.hash || '.%'
      WHERE ${variantWhere} ORDER BY n.id`))
      add(row, 'body');
    return found;
  }

  async function records(rows: LibraryRow[]): Promise<LibraryImageRecord[]> {
    const images = await findMany(rows.map((row) => Number(row.id)));
    return rows.flatMap((row) => {
      const image = images.get(Number(row.id));
      return image
        ? [
            {
              ...image,
              alt: { ru: row.alt_ru, en: row.alt_en },
              fileName: row.file_name,
              sourceBytes: Number(row.source_bytes),
              createdAt: row.created_at,
            },
          ]
        : [];
    });
  }

  const columns = sql`id, alt_ru, alt_en, file_name, source_bytes, created_at`;

  return {
    async library({ search, page, pageSize }) {
      const offset = (page - 1) * pageSize;
      if (!search) {
        const [count] = await port.select<{ total: number }>(
          sql`SELECT count(*) AS total FROM images`,
        );
        const rows = await port.select<LibraryRow>(
          sql`SELECT ${columns} FROM images ORDER BY id DESC LIMIT ${pageSize} OFFSET ${offset}`,
        );
        return { images: await records(rows), total: Number(count?.total ?? 0) };
      }
      const all = await port.select<LibraryRow>(
        sql`SELECT ${columns} FROM images ORDER BY id DESC`,
      );
      const used = await uses('all');
      const matches = all.filter((row) =>
        [
          row.alt_ru,
          row.alt_en,
          row.file_name ?? '',
          ...(used.get(Number(row.id)) ?? []).map((use) => use.title),
        ].some((text) => text.toLowerCase().includes(search)),
      );
      return {
        images: await records(matches.slice(offset, offset + pageSize)),
        total: matches.length,
      };
    },
    async libraryImage(id) {
      const rows = await port.select<LibraryRow>(
        sql`SELECT ${columns} FROM images WHERE id = ${id}`,
      );
      return (await records(rows))[0];
    },
    uses: (ids) => uses(ids),
    updateAlt: async (id, alt) =>
      (await port.run(
        sql`UPDATE images SET alt_ru = ${alt.ru}, alt_en = ${alt.en} WHERE id = ${id}`,
      )) > 0,
    async remove(id) {
      await port.run(sql`DELETE FROM image_variants WHERE image_id = ${id}`);
      return (await port.run(sql`DELETE FROM images WHERE id = ${id}`)) > 0;
    },
  };
}
