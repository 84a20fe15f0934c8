import { eq } from 'drizzle-orm';
import type { SeedStateRepository } from '../../port';
import type { PostgresStore } from '../postgres-store';
import { seedState } from '../schema';

/** Which one-time seeding steps have run (so deleted seed data stays deleted). */
export function seedStateRepository({ read, write, now }: PostgresStore): SeedStateRepository {
  return {
    isDone: (step) =>
      read(
        async (db) =>
          (await db.select().from(seedState).where(eq(seedState.step, step))).length > 0,
      ),
    markDone: (step) =>
      write(async (db) => {
        await db
          .insert(seedState)
          .values({ step, doneAt: now().toISOString() })
          .onConflictDoNothing();
      }),
  };
}
