import { eq } from 'drizzle-orm';
import type { SeedStateRepository } from '../../port';
import { seedState } from '../schema';
import type { SqliteStore } from './sqlite-store';

/** Which one-time seeding steps have run (so deleted seed data stays deleted). */
export function seedStateRepository({ db, now, run }: SqliteStore): SeedStateRepository {
  return {
    isDone: (step) =>
      run(() => db.select().from(seedState).where(eq(seedState.step, step)).get() !== undefined),
    markDone: (step) =>
      run(() => {
        db.insert(seedState)
          .values({ step, doneAt: now().toISOString() })
          .onConflictDoNothing()
          .run();
      }),
  };
}
