import type { Administrator, Role } from '@fuelcard/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../open-database';
import { administrators, type AdministratorRow } from '../schema';

function toAdministrator(row: AdministratorRow): Administrator {
  return { id: row.id, username: row.username, role: row.role, created_at: row.createdAt };
}

/** Administrator accounts. Usernames are unique regardless of (ASCII) case. */
export function administratorsRepository(db: AppDatabase, now: () => Date) {
  return {
    findById(id: number): AdministratorRow | undefined {
      return db.select().from(administrators).where(eq(administrators.id, id)).get();
    },

    findByUsername(username: string): AdministratorRow | undefined {
      return db
        .select()
        .from(administrators)
        .where(sql`lower(${administrators.username}) = lower(${username})`)
        .get();
    },

    /** The public shape (never the hash) of every account with the given role, oldest first. */
    listByRole(role: Role): Administrator[] {
      return db
        .select()
        .from(administrators)
        .where(eq(administrators.role, role))
        .orderBy(administrators.id)
        .all()
        .map(toAdministrator);
    },

    hasSuperadmin(): boolean {
      return (
        db
          .select({ id: administrators.id })
          .from(administrators)
          .where(eq(administrators.role, 'superadmin'))
          .get() !== undefined
      );
    },

    /** Throws SQLITE_CONSTRAINT_UNIQUE for a taken username. */
    create(input: { username: string; passwordHash: string; role: Role }): number {
      const at = now().toISOString();
      return db
        .insert(administrators)
        .values({ ...input, createdAt: at, updatedAt: at })
        .returning({ id: administrators.id })
        .get().id;
    },

    /**
     * Renames and, with a new hash, changes the password; a password change bumps the token
     * version so that every token issued before stops working. False when the id is unknown.
     */
    update(id: number, input: { username: string; passwordHash?: string; role?: Role }): boolean {
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
    },

    delete(id: number): boolean {
      return db.delete(administrators).where(eq(administrators.id, id)).run().changes > 0;
    },
  };
}

export type AdministratorsRepository = ReturnType<typeof administratorsRepository>;
