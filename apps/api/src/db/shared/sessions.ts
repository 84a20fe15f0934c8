import { sql } from 'drizzle-orm';
import type { SessionRecord, SessionsRepository } from '../port';
import type { SqlPort } from '../sql-port';

interface Row {
  id: string;
  admin_id: number;
  created_at: string;
  last_seen_at_ms: number;
  expires_at_ms: number;
  ended_at: string | null;
  end_reason: string | null;
  ip: string;
  user_agent: string;
  reauth_until_ms: number | string | null;
}

const toRecord = (row: Row): SessionRecord => ({
  id: row.id,
  adminId: Number(row.admin_id),
  createdAt: row.created_at,
  lastSeenAtMs: Number(row.last_seen_at_ms),
  expiresAtMs: Number(row.expires_at_ms),
  endedAt: row.ended_at,
  endReason: row.end_reason,
  ip: row.ip,
  userAgent: row.user_agent,
  reauthUntilMs: row.reauth_until_ms === null ? null : Number(row.reauth_until_ms),
});

/** Server-side sessions of administrators. */
export function sessionsRepository(port: SqlPort, now: () => Date): SessionsRepository {
  return {
    create: async (session) => {
      await port.run(sql`
        INSERT INTO admin_sessions (id, admin_id, created_at, last_seen_at_ms, expires_at_ms, ip, user_agent, reauth_until_ms)
        VALUES (${session.id}, ${session.adminId}, ${session.createdAt}, ${session.lastSeenAtMs},
          ${session.expiresAtMs}, ${session.ip}, ${session.userAgent.slice(0, 500)}, ${session.reauthUntilMs})`);
    },
    reauthenticated: async (id, untilMs) => {
      await port.run(sql`
        UPDATE admin_sessions SET reauth_until_ms = ${untilMs}
        WHERE id = ${id} AND ended_at IS NULL
          AND (reauth_until_ms IS NULL OR reauth_until_ms < ${untilMs})`);
    },
    find: async (id) => {
      const [row] = await port.select<Row>(sql`SELECT * FROM admin_sessions WHERE id = ${id}`);
      return row && toRecord(row);
    },
    touch: async (id, atMs) => {
      await port.run(sql`
        UPDATE admin_sessions SET last_seen_at_ms = ${atMs}
        WHERE id = ${id} AND last_seen_at_ms < ${atMs} AND ended_at IS NULL`);
    },
    end: async (id, reason) =>
      (await port.run(sql`
        UPDATE admin_sessions SET ended_at = ${now().toISOString()}, end_reason = ${reason}
        WHERE id = ${id} AND ended_at IS NULL`)) > 0,
    endAllOf: (adminId, reason, exceptId) =>
      port.run(sql`
        UPDATE admin_sessions SET ended_at = ${now().toISOString()}, end_reason = ${reason}
        WHERE admin_id = ${adminId} AND ended_at IS NULL AND id <> ${exceptId ?? ''}`),
    openOf: async (adminId) =>
      (
        await port.select<Row>(sql`
          SELECT * FROM admin_sessions WHERE admin_id = ${adminId} AND ended_at IS NULL
          ORDER BY created_at DESC`)
      ).map(toRecord),
    pruneBefore: (beforeMs) =>
      port.run(sql`
        DELETE FROM admin_sessions
        WHERE expires_at_ms < ${beforeMs} OR (ended_at IS NOT NULL AND last_seen_at_ms < ${beforeMs})`),
  };
}
