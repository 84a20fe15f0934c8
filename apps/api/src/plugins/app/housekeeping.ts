import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { restorableSince } from '../../news/deleted-news';

/** How often the tables of short-lived rows are pruned. */
const EVERY_MS = 10 * 60_000;
/** Ended or expired sessions and used or expired challenges are kept this long, then deleted. */
const KEEP_MS = 24 * 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Prunes what has outlived its use; answers how many rows of each kind went. */
    housekeeping(): Promise<Record<string, number>>;
  }
}

/**
 * Deletes, at start and every 10 minutes: sessions and sign-in challenges a day after they ended
 * or expired, preview links once expired, and the history of news items deleted more than 30 days
 * ago (no longer restorable). Each instance does it; the deletes are idempotent.
 */
export const housekeeping = fp(
  async (app: FastifyInstance) => {
    const run = async () => {
      const now = app.clock();
      const nowMs = now.getTime();
      return {
        sessions: await app.repos.sessions.pruneBefore(nowMs - KEEP_MS),
        challenges: await app.repos.challenges.pruneBefore(nowMs - KEEP_MS),
        previews: await app.repos.newsPreviews.pruneBefore(nowMs),
        deletedNewsVersions: await app.repos.newsVersions.pruneDeletedBefore(restorableSince(now)),
      };
    };
    app.decorate('housekeeping', run);
    const runLogged = () =>
      run().catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping failed'));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await runLogged();
      timer = setInterval(() => void runLogged(), EVERY_MS).unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'housekeeping', dependencies: ['database', 'clock'] },
);
