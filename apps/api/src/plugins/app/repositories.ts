import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { whenNotBusy } from '../../db/busy-wait';
import type { Repositories } from '../../db/port';
import { administratorsRepository } from '../../db/repositories/administrators';
import { cookieConsentsRepository } from '../../db/repositories/cookie-consents';
import { loginAttemptsRepository } from '../../db/repositories/login-attempts';
import { newsRepository } from '../../db/repositories/news';
import { seedStateRepository } from '../../db/repositories/seed-state';
import { sqlAuditRepository } from '../../db/repositories/sql-audit';
import type { SqliteStore } from '../../db/repositories/sqlite-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Data access by domain; routes never build queries themselves. */
    repos: Repositories;
  }
}

export const repositories = fp(
  async (app: FastifyInstance, options: { busyWaitMs: number }) => {
    const store: SqliteStore = {
      db: app.db,
      sqlite: app.sqlite,
      now: app.clock,
      run: (work) => whenNotBusy(work, options.busyWaitMs),
    };
    app.decorate('repos', {
      administrators: administratorsRepository(store),
      news: newsRepository(store),
      cookieConsents: cookieConsentsRepository(store),
      sqlAudit: sqlAuditRepository(store),
      loginAttempts: loginAttemptsRepository(store),
      seedState: seedStateRepository(store),
    } satisfies Repositories);
  },
  { name: 'repositories', dependencies: ['database', 'clock'] },
);
