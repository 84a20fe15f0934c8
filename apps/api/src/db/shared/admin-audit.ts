import { sql, type SQL } from 'drizzle-orm';
import type { AdminAuditFilter, AdminAuditRecord, AdminAuditRepository } from '../port';
import type { SqlPort } from '../sql-port';

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

/** The administrators' audit: append-only (triggers refuse changes), newest first. */
export function adminAuditRepository(port: SqlPort, now: () => Date): AdminAuditRepository {
  return {
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
