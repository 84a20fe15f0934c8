import type { Administrator } from '@fuelcard/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AdministratorRecord, AdministratorsRepository } from '../../port';
import type { PostgresStore } from '../postgres-store';
import { administrators, type AdministratorRow } from '../schema';

const toRecord = (row: AdministratorRow): AdministratorRecord => ({ ...row });

const toAdministrator = (row: AdministratorRow): Administrator => ({
  id: row.id,
  username: row.username,
  role: row.role,
  created_at: row.createdAt,
});

/** Administrator accounts (PostgreSQL). Usernames are unique regardless of (ASCII) case. */
export function administratorsRepository({
  read,
  write,
  now,
}: PostgresStore): AdministratorsRepository {
  return {
    findById: (id) =>
      read(async (db) => {
        const [row] = await db.select().from(administrators).where(eq(administrators.id, id));
        return row && toRecord(row);
      }),

    findByUsername: (username) =>
      read(async (db) => {
        const [row] = await db
          .select()
          .from(administrators)
          .where(sql`lower(${administrators.username}) = lower(${username})`);
        return row && toRecord(row);
      }),

    listByRole: (role) =>
      read(async (db) =>
        (
          await db
            .select()
            .from(administrators)
            .where(eq(administrators.role, role))
            .orderBy(administrators.id)
        ).map(toAdministrator),
      ),

    hasSuperadmin: () =>
      read(
        async (db) =>
          (
            await db
              .select({ id: administrators.id })
              .from(administrators)
              .where(eq(administrators.role, 'superadmin'))
              .limit(1)
          ).length > 0,
      ),

    create: (input) =>
      write(async (db) => {
        const at = now().toISOString();
        const [row] = await db
          .insert(administrators)
          .values({ ...input, createdAt: at, updatedAt: at })
          .returning({ id: administrators.id });
        return row!.id;
      }),

    update: (id, input) =>
      write(async (db) => {
        const changes = {
          username: input.username,
          updatedAt: now().toISOString(),
          ...(input.role ? { role: input.role } : {}),
          ...(input.passwordHash
            ? {
                passwordHash: input.passwordHash,
                tokenVersion: sql`${administrators.tokenVersion} + 1`,
              }
            : {}),
        };
        const result = await db
          .update(administrators)
          .set(changes)
          .where(eq(administrators.id, id));
        return (result.rowCount ?? 0) > 0;
      }),

    delete: (id) =>
      write(
        async (db) =>
          ((await db.delete(administrators).where(eq(administrators.id, id))).rowCount ?? 0) > 0,
      ),

    recordSignIn: (id, ip) =>
      write(async (db) => {
        await db
          .update(administrators)
          .set({
            previousSignInAt: sql`${administrators.lastSignInAt}`,
            previousSignInIp: sql`${administrators.lastSignInIp}`,
            lastSignInAt: now().toISOString(),
            lastSignInIp: ip,
          })
          .where(eq(administrators.id, id));
      }),
  };
}
