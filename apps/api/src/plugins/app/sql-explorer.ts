import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ChildEntry } from '../../sql-explorer/child-process';
import { SqlRunner, type SqlExecutor } from '../../sql-explorer/sql-runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs SQL Explorer statements on the storage's engine (a killable child on SQLite). */
    sqlRunner: SqlRunner;
    /** The engine's executor under the runner (tests look at the SQLite child's pid). */
    sqlExecutor: SqlExecutor;
  }
}

/**
 * The SQL Explorer's runner: warmed with the app when `warm` (production and dev servers), else
 * on the first statement (most tests); stopped when the app closes.
 */
export const sqlExplorer = fp(
  async (
    app: FastifyInstance,
    options: { timeoutMs: number; warm: boolean; childEntry?: ChildEntry },
  ) => {
    const onIncident = (message: string) => app.log.warn(message);
    const executor = app.storage.sqlExecutor({
      timeoutMs: options.timeoutMs,
      onIncident,
      childEntry: options.childEntry,
    });
    const runner = new SqlRunner(executor, { timeoutMs: options.timeoutMs, onIncident });
    app.decorate('sqlRunner', runner);
    app.decorate('sqlExecutor', executor);
    if (options.warm) {
      app.addHook('onReady', async () => {
        await runner
          .warmUp()
          .catch((error: unknown) => app.log.error({ err: error }, 'SQL Explorer did not start'));
      });
    }
    app.addHook('onClose', async () => {
      await runner.close();
    });
  },
  { name: 'sql-explorer', dependencies: ['database'] },
);
