import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { administratorsRepository } from '../../db/repositories/administrators';
import { cookieConsentsRepository } from '../../db/repositories/cookie-consents';
import { loginAttemptsRepository } from '../../db/repositories/login-attempts';
import { newsRepository } from '../../db/repositories/news';
import { seedStateRepository } from '../../db/repositories/seed-state';
import { sqlAuditRepository } from '../../db/repositories/sql-audit';

function createRepositories(app: FastifyInstance) {
  const now = app.clock;
  return {
    administrators: administratorsRepository(app.db, now),
    news: newsRepository(app.db, now),
    cookieConsents: cookieConsentsRepository(app.db, now),
    sqlAudit: sqlAuditRepository(app.db, now),
    loginAttempts: loginAttemptsRepository(app.db),
    seedState: seedStateRepository(app.db, now),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Data access by domain; routes never build queries themselves. */
    repos: Repositories;
  }
}

export const repositories = fp(
  async (app: FastifyInstance) => {
    app.decorate('repos', createRepositories(app));
  },
  { name: 'repositories', dependencies: ['database', 'clock'] },
);
