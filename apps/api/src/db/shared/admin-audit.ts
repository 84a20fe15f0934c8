import { sql, type SQL } from 'drizzle-orm';
import type {
  AdminAuditFilter,
  AdminAuditRecord,
  AdminAuditRepository,
  AuditObjectRecord,
} from '../port';
import type { SqlPort } from '../sql-port';
import { parseVersionContent } from './news-content';

interface Row {
  id: number;
  at: string;
  actor_id: number | null;
  actor_username: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  ip: string;
  user_agent: string;
  details: string;
}

const toRecord = (row: Row): AdminAuditRecord => ({
  id: Number(row.id),
  at: row.at,
  actorId: row.actor_id === null ? null : Number(row.actor_id),
  actorUsername: row.actor_username,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  ip: row.ip,
  userAgent: row.user_agent,
  details: JSON.parse(row.details) as Record<string, unknown>,
});

function where(filter: AdminAuditFilter): SQL {
  const parts: SQL[] = [sql`1 = 1`];
  if (filter.actor) parts.push(sql`lower(actor_username) = lower(${filter.actor})`);
  // An action or a family of actions: "news" matches news.create, news.publish…
  if (filter.action)
    parts.push(sql`(action = ${filter.action} OR action LIKE ${`${filter.action}.%`})`);
  if (filter.from) parts.push(sql`at >= ${filter.from}`);
  if (filter.to) parts.push(sql`at <= ${filter.to}`);
  return sql.join(parts, sql` AND `);
}

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The numeric ids of one type of target (others, such as sessions, are not looked up). */
const idsOf = (targets: Array<{ type: string; id: string }>, type: string): number[] => [
  ...new Set(
    targets
      .filter((target) => target.type === type && /^[1-9]\d{0,9}$/.test(target.id))
      .map((target) => Number(target.id)),
  ),
];

const titleOf = (titles: { ru: string; en: string }, slug: string): string | null =>
  titles.ru.trim() || titles.en.trim() || slug || null;

/**
 * News items (current, else their last version), administrators and applications (by reference
 * and company), keyed `type:id`.
 */
async function auditObjects(
  port: SqlPort,
  targets: Array<{ type: string; id: string }>,
): Promise<Map<string, AuditObjectRecord>> {
  const objects = new Map<string, AuditObjectRecord>();
  const newsIds = idsOf(targets, 'news');
  if (newsIds.length > 0) {
    const rows = await port.select<{
      id: number;
      title_ru: string;
      title_en: string;
      slug: string;
    }>(sql`SELECT id, title_ru, title_en, slug FROM news WHERE id IN (${idList(newsIds)})`);
    for (const row of rows)
      objects.set(`news:${Number(row.id)}`, {
        title: titleOf({ ru: row.title_ru, en: row.title_en }, row.slug),
        exists: true,
      });
    const gone = newsIds.filter((id) => !objects.has(`news:${id}`));
    if (gone.length > 0) {
      const versions = await port.select<{ news_id: number; content: string }>(sql`
        SELECT v.news_id, v.content FROM news_versions v
        WHERE v.news_id IN (${idList(gone)})
          AND v.version = (SELECT max(version) FROM news_versions w WHERE w.news_id = v.news_id)`);
      for (const version of versions) {
        // A version is written by the API, but the SQL Explorer can change it: content that is
        // not the API's leaves the item unnamed (the console then names it by its id).
        const title = storedTitle(version.content);
        if (title !== undefined)
          objects.set(`news:${Number(version.news_id)}`, { title, exists: false });
      }
    }
  }
  const adminIds = idsOf(targets, 'administrator');
  if (adminIds.length > 0) {
    const rows = await port.select<{ id: number; username: string }>(
      sql`SELECT id, username FROM administrators WHERE id IN (${idList(adminIds)})`,
    );
    for (const row of rows)
      objects.set(`administrator:${Number(row.id)}`, { title: row.username, exists: true });
  }
  const applicationIds = idsOf(targets, 'application');
  if (applicationIds.length > 0) {
    const rows = await port.select<{ id: number; reference: string; company: string }>(
      sql`SELECT id, reference, company FROM applications WHERE id IN (${idList(applicationIds)})`,
    );
    for (const row of rows)
      objects.set(`application:${Number(row.id)}`, {
        title: `${row.reference} ${row.company}`,
        exists: true,
      });
  }
  return objects;
}

/** The administrators' audit: append-only (triggers refuse changes), newest first. */
export function adminAuditRepository(port: SqlPort, now: () => Date): AdminAuditRepository {
  return {
    objects: (targets) => auditObjects(port, targets),
    append: async (entry) => {
      await port.run(sql`
        INSERT INTO admin_audit_log
          (at, actor_id, actor_username, action, target_type, target_id, ip, user_agent, details)
        VALUES (${now().toISOString()}, ${entry.actorId}, ${entry.actorUsername}, ${entry.action},
          ${entry.targetType}, ${entry.targetId}, ${entry.ip}, ${entry.userAgent.slice(0, 500)},
          ${JSON.stringify(entry.details)})`);
    },
    list: async (filter, limit, offset) =>
      (
        await port.select<Row>(sql`
          SELECT * FROM admin_audit_log WHERE ${where(filter)}
          ORDER BY at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`)
      ).map(toRecord),
    count: async (filter) =>
      Number(
        (
          await port.select<{ n: number }>(
            sql`SELECT count(*) AS n FROM admin_audit_log WHERE ${where(filter)}`,
          )
        )[0]?.n ?? 0,
      ),
  };
}

/** The title a stored version gives its item (null: none), or undefined when its content cannot say. */
function storedTitle(json: string): string | null | undefined {
  try {
    const content = parseVersionContent(json);
    const titles = content.titles as unknown as Record<string, unknown> | null;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return titleOf({ ru: text(titles?.ru), en: text(titles?.en) }, text(content.slug));
  } catch {
    return undefined;
  }
}
