/** What a backup holds and a restore brought back, counted the same way on both engines. */
export interface ContentCounts {
  news: number;
  administrators: number;
  images: number;
  /** Entries of the administrators' audit (sign-ins, changes). */
  adminAudit: number;
  /** Entries of the SQL Explorer's audit. */
  sqlAudit: number;
  /** Applications from the site's form. */
  applications: number;
}

const COUNTED: Record<keyof ContentCounts, string> = {
  news: 'news',
  administrators: 'administrators',
  images: 'images',
  adminAudit: 'admin_audit_log',
  sqlAudit: 'sql_audit_log',
  applications: 'applications',
};

/**
 * Counts the rows of the counted tables through `count` (one `SELECT count(*)` each); a table
 * that `exists` says is absent (a backup of an earlier schema) counts 0.
 */
export async function countContent(
  count: (table: string) => Promise<number>,
  exists: (table: string) => Promise<boolean>,
): Promise<ContentCounts> {
  const counts = {} as ContentCounts;
  for (const [key, table] of Object.entries(COUNTED) as [keyof ContentCounts, string][])
    counts[key] = (await exists(table)) ? await count(table) : 0;
  return counts;
}

/** "57 news, 3 administrators, 4 images, 120 audit entries (95 …, 25 …), 12 applications". */
export function describeCounts(counts: ContentCounts): string {
  const audit = counts.adminAudit + counts.sqlAudit;
  return (
    `${counts.news} news, ${counts.administrators} administrators, ${counts.images} images, ` +
    `${audit} audit entries (${counts.adminAudit} of administrators' actions, ` +
    `${counts.sqlAudit} of the SQL Explorer), ${counts.applications} applications`
  );
}
