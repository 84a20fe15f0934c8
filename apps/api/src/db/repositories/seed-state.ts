import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../open-database';
import { seedState } from '../schema';

/** Which one-time seeding steps have run (so deleted seed data stays deleted). */
export function seedStateRepository(db: AppDatabase, now: () => Date) {
  return {
    isDone(step: string): boolean {
      return db.select().from(seedState).where(eq(seedState.step, step)).get() !== undefined;
    },
    markDone(step: string): void {
      db.insert(seedState)
        .values({ step, doneAt: now().toISOString() })
        .onConflictDoNothing()
        .run();
    },
  };
}
