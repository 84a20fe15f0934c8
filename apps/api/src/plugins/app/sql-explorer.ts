import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { truncateWal } from '../../db/truncate-wal';
import { SqlRunnerProcess } from '../../sql-explorer/sql-runner-process';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs SQL Explorer statements in a separate, killable process. */
    sqlRunner: SqlRunnerProcess;
  }
}

/**
 * The SQL Explorer's child process: started with the app when `warm` (production and dev
 * servers), else on the first statement (most tests); killed when the app closes.
 */
export const sqlExplorer = fp(
  async (
    app: FastifyInstance,
    options: { databasePath: string; timeoutMs: number; warm: boolean },
  ) => {
    const runner = new SqlRunnerProcess({
      databasePath: options.databasePath,
      timeoutMs: options.timeoutMs,
      onIncident: (message) => app.log.warn(message),
      truncateWal: () => truncateWal(app.sqlite),
    });
    app.decorate('sqlRunner', runner);
    if (options.warm) {
      app.addHook('onReady', async () => {
        await runner
          .warmUp()
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'SQL Explorer child did not start'),
          );
      });
    }
    app.addHook('onClose', async () => {
      await runner.close();
    });
  },
  { name: 'sql-explorer', dependencies: ['database'] },
);
