import { sql } from 'drizzle-orm';
import type {
  ChallengesRepository,
  ChallengeRecord,
  PasskeyRecord,
  PasskeysRepository,
  RecoveryCodesRepository,
  SecondFactorSummaryRecord,
  TotpRepository,
} from '../port';
import type { SqlPort } from '../sql-port';

/** TOTP secrets (encrypted by the caller) and their last accepted time step. */
export function totpRepository(port: SqlPort, now: () => Date): TotpRepository {
  return {
    find: async (adminId) => {
      const [row] = await port.select<{
        admin_id: number;
        secret: string;
        confirmed_at: string | null;
        last_step: number;
      }>(sql`SELECT * FROM admin_totp WHERE admin_id = ${adminId}`);
      return (
        row && {
          adminId: Number(row.admin_id),
          secret: row.secret,
          confirmedAt: row.confirmed_at,
          lastStep: Number(row.last_step),
        }
      );
    },
    setPending: async (adminId, secret) => {
      await port.run(sql`
        INSERT INTO admin_totp (admin_id, secret, confirmed_at, last_step) VALUES (${adminId}, ${secret}, NULL, 0)
        ON CONFLICT (admin_id) DO UPDATE SET secret = excluded.secret, confirmed_at = NULL, last_step = 0`);
    },
    confirm: async (adminId, step) =>
      (await port.run(sql`
        UPDATE admin_totp SET confirmed_at = ${now().toISOString()}, last_step = ${step}
        WHERE admin_id = ${adminId} AND confirmed_at IS NULL`)) > 0,
    useStep: async (adminId, step) =>
      (await port.run(sql`
        UPDATE admin_totp SET last_step = ${step} WHERE admin_id = ${adminId} AND last_step < ${step}`)) >
      0,
    remove: async (adminId) => {
      await port.run(sql`DELETE FROM admin_totp WHERE admin_id = ${adminId}`);
    },
  };
}

/** Recovery codes (keyed hashes), each usable once. */
export function recoveryCodesRepository(port: SqlPort, now: () => Date): RecoveryCodesRepository {
  return {
    replace: async (adminId, hashes) => {
      await port.run(sql`DELETE FROM admin_recovery_codes WHERE admin_id = ${adminId}`);
      for (const hash of hashes)
        await port.run(
          sql`INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES (${adminId}, ${hash})`,
        );
    },
    use: async (adminId, hash) =>
      (await port.run(sql`
        UPDATE admin_recovery_codes SET used_at = ${now().toISOString()}
        WHERE admin_id = ${adminId} AND code_hash = ${hash} AND used_at IS NULL`)) > 0,
    wasUsed: async (adminId, hash) =>
      (
        await port.select(sql`
          SELECT 1 AS used FROM admin_recovery_codes
          WHERE admin_id = ${adminId} AND code_hash = ${hash} AND used_at IS NOT NULL`)
      ).length > 0,
    remaining: async (adminId) =>
      Number(
        (
          await port.select<{ n: number }>(
            sql`SELECT count(*) AS n FROM admin_recovery_codes WHERE admin_id = ${adminId} AND used_at IS NULL`,
          )
        )[0]?.n ?? 0,
      ),
    removeAll: async (adminId) => {
      await port.run(sql`DELETE FROM admin_recovery_codes WHERE admin_id = ${adminId}`);
    },
  };
}

interface PasskeyRow {
  id: string;
  admin_id: number;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_at: string;
  created_ip: string;
  last_used_at: string | null;
}

const toPasskey = (row: PasskeyRow): PasskeyRecord => ({
  id: row.id,
  adminId: Number(row.admin_id),
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: JSON.parse(row.transports) as string[],
  name: row.name,
  createdAt: row.created_at,
  createdIp: row.created_ip ?? '',
  lastUsedAt: row.last_used_at,
});

/** WebAuthn credentials. */
export function passkeysRepository(port: SqlPort): PasskeysRepository {
  return {
    add: async (passkey) => {
      await port.run(sql`
        INSERT INTO admin_passkeys (id, admin_id, public_key, counter, transports, name, created_at, created_ip)
        VALUES (${passkey.id}, ${passkey.adminId}, ${passkey.publicKey}, ${passkey.counter},
          ${JSON.stringify(passkey.transports)}, ${passkey.name}, ${passkey.createdAt},
          ${passkey.createdIp.slice(0, 100)})`);
    },
    find: async (id) => {
      const [row] = await port.select<PasskeyRow>(
        sql`SELECT * FROM admin_passkeys WHERE id = ${id}`,
      );
      return row && toPasskey(row);
    },
    of: async (adminId) =>
      (
        await port.select<PasskeyRow>(
          sql`SELECT * FROM admin_passkeys WHERE admin_id = ${adminId} ORDER BY created_at`,
        )
      ).map(toPasskey),
    used: async (id, counter, at) => {
      await port.run(
        sql`UPDATE admin_passkeys SET counter = ${counter}, last_used_at = ${at} WHERE id = ${id}`,
      );
    },
    remove: async (adminId, id) =>
      (await port.run(sql`DELETE FROM admin_passkeys WHERE admin_id = ${adminId} AND id = ${id}`)) >
      0,
    removeAll: async (adminId) => {
      await port.run(sql`DELETE FROM admin_passkeys WHERE admin_id = ${adminId}`);
    },
    summaries: async (adminIds) => {
      const summaries = new Map<number, SecondFactorSummaryRecord>();
      if (adminIds.length === 0) return summaries;
      const ids = sql.join(
        adminIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const [totp, passkeys, codes] = await Promise.all([
        port.select<{ admin_id: number }>(
          sql`SELECT admin_id FROM admin_totp WHERE confirmed_at IS NOT NULL AND admin_id IN (${ids})`,
        ),
        port.select<{ admin_id: number; n: number }>(
          sql`SELECT admin_id, count(*) AS n FROM admin_passkeys WHERE admin_id IN (${ids}) GROUP BY admin_id`,
        ),
        port.select<{ admin_id: number; n: number }>(sql`
          SELECT admin_id, count(*) AS n FROM admin_recovery_codes
          WHERE used_at IS NULL AND admin_id IN (${ids}) GROUP BY admin_id`),
      ]);
      const of = (adminId: number) => {
        const id = Number(adminId);
        let summary = summaries.get(id);
        if (!summary) {
          summary = { totp: false, passkeys: 0, recoveryCodesLeft: 0 };
          summaries.set(id, summary);
        }
        return summary;
      };
      for (const row of totp) of(row.admin_id).totp = true;
      for (const row of passkeys) of(row.admin_id).passkeys = Number(row.n);
      for (const row of codes) of(row.admin_id).recoveryCodesLeft = Number(row.n);
      return summaries;
    },
  };
}

interface ChallengeRow {
  id: string;
  kind: string;
  admin_id: number | null;
  challenge: string;
  expires_at_ms: number;
  used_at_ms: number | null;
  attempts: number;
}

const toChallenge = (row: ChallengeRow): ChallengeRecord => ({
  id: row.id,
  kind: row.kind,
  adminId: row.admin_id === null ? null : Number(row.admin_id),
  challenge: row.challenge,
  expiresAtMs: Number(row.expires_at_ms),
  usedAtMs: row.used_at_ms === null ? null : Number(row.used_at_ms),
  attempts: Number(row.attempts),
});

/** Short-lived, single-use challenges of sign-in steps. */
export function challengesRepository(port: SqlPort): ChallengesRepository {
  return {
    create: async (challenge) => {
      await port.run(sql`
        INSERT INTO auth_challenges (id, kind, admin_id, challenge, expires_at_ms)
        VALUES (${challenge.id}, ${challenge.kind}, ${challenge.adminId}, ${challenge.challenge},
          ${challenge.expiresAtMs})`);
    },
    findUsable: async (id, kind, nowMs) => {
      const [row] = await port.select<ChallengeRow>(sql`
        SELECT * FROM auth_challenges
        WHERE id = ${id} AND kind = ${kind} AND used_at_ms IS NULL AND expires_at_ms > ${nowMs}`);
      return row && toChallenge(row);
    },
    setChallenge: async (id, challenge) => {
      await port.run(
        sql`UPDATE auth_challenges SET challenge = ${challenge} WHERE id = ${id} AND used_at_ms IS NULL`,
      );
    },
    countAttempt: async (id) => {
      const [row] = await port.returning<{ attempts: number }>(sql`
        UPDATE auth_challenges SET attempts = attempts + 1 WHERE id = ${id} RETURNING attempts`);
      return Number(row?.attempts ?? 0);
    },
    consume: async (id, nowMs) =>
      (await port.run(sql`
        UPDATE auth_challenges SET used_at_ms = ${nowMs}
        WHERE id = ${id} AND used_at_ms IS NULL AND expires_at_ms > ${nowMs}`)) > 0,
    pruneBefore: (beforeMs) =>
      port.run(sql`DELETE FROM auth_challenges WHERE expires_at_ms < ${beforeMs}`),
  };
}
