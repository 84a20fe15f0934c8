import type { Administrator, Role } from '@fuelcard/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AdministratorRecord, AdministratorsRepository } from '../../port';
import { administrators, type AdministratorRow } from '../schema';
import type { SqliteStore } from './sqlite-store';

function toRecord(row: AdministratorRow): AdministratorRecord {
  return { ...row };
}

function toAdministrator(row: AdministratorRow): Administrator {
  return { id: row.id, username: row.username, role: row.role, created_at: row.createdAt };
}

/** Administrator accounts (SQLite). Usernames are unique regardless of (ASCII) case. */
export function administratorsRepository({ db, now, run }: SqliteStore): AdministratorsRepository {
  // Built once: every signed-in request looks its administrator up.
  const byId = db
    .select()
    .from(administrators)
    .where(eq(administrators.id, sql.placeholder('id')))
    .prepare();
  return {
    findById: (id) =>
      run(() => {
        const row = byId.get({ id });
        return row && toRecord(row);
      }),

    findByUsername: (username) =>
      run(() => {
        const row = db
          .select()
          .from(administrators)
          .where(sql`lower(${administrators.username}) = lower(${username})`)
          .get();
        return row && toRecord(row);
      }),

    listByRole: (role: Role) =>
      run(() =>
        db
          .select()
          .from(administrators)
          .where(eq(administrators.role, role))
          .orderBy(administrators.id)
          .all()
          .map(toAdministrator),
      ),

    hasSuperadmin: () =>
      run(
        () =>
          db
            .select({ id: administrators.id })
            .from(administrators)
            .where(eq(administrators.role, 'superadmin'))
            .get() !== undefined,
      ),

    create: (input) =>
      run(() => {
        const at = now().toISOString();
        return db
          .insert(administrators)
          .values({ ...input, createdAt: at, updatedAt: at })
          .returning({ id: administrators.id })
          .get().id;
      }),

    update: (id, input) =>
      run(() => {
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
        return (
          db.update(administrators).set(changes).where(eq(administrators.id, id)).run().changes > 0
        );
      }),

    delete: (id) =>
      run(() => db.delete(administrators).where(eq(administrators.id, id)).run().changes > 0),

    recordSignIn: (id, ip) =>
      run(() => {
        db.update(administrators)
          .set({
            previousSignInAt: sql`${administrators.lastSignInAt}`,
            previousSignInIp: sql`${administrators.lastSignInIp}`,
            lastSignInAt: now().toISOString(),
            lastSignInIp: ip,
          })
          .where(eq(administrators.id, id))
          .run();
      }),
  };
}
