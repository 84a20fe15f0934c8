import { FALLBACK_NEWS } from '@fuelcard/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { toNewsRecord } from '../../news/news-record';
import { demoNews } from '../../seed/demo-news';
import { seedSuperadmin } from '../../seed/superadmin';
import { passwordWeakness } from '../../security/password-strength';

/** Seeded items' first version: saved by nobody in particular. */
const SEED_CHANGE = { adminId: null, adminUsername: 'system', action: 'create' };

export interface SeedOptions {
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  seedDemo: boolean;
  /** Shows the generated first password once (the banner); undefined prints nothing. */
  print: ((text: string) => void) | undefined;
}

/**
 * Start-up seeding, idempotent: the first superadmin (whenever none exists), and once per
 * database the bundled welcome item (id 1) and, unless SEED_DEMO=false, the demo news.
 */
export const seed = fp(
  async (app: FastifyInstance, options: SeedOptions) => {
    const { news, seedState, administrators } = app.repos;
    const created = await seedSuperadmin(administrators, {
      dataDir: options.dataDir,
      username: options.adminUsername,
      password: options.adminPassword,
      print: options.print,
    });
    if (created) {
      const source =
        options.adminPassword === undefined
          ? 'a generated password (see the banner)'
          : 'ADMIN_PASSWORD';
      app.log.info(
        { event: 'superadmin-seeded', username: options.adminUsername },
        `first superadmin created with ${source}`,
      );
      // The estimator's verdict on ADMIN_PASSWORD is a warning only: `npm start` stays one step
      // (the policy's own rules still refuse it, in seedSuperadmin).
      const weakness =
        options.adminPassword === undefined
          ? undefined
          : passwordWeakness(options.adminPassword, options.adminUsername);
      if (weakness)
        app.log.warn(
          { event: 'admin-password-weak', username: options.adminUsername },
          `ADMIN_PASSWORD is weak (${weakness}); the API would refuse it as a new password: ` +
            'change it after the first sign-in',
        );
    }

    if (!(await seedState.isDone('welcome-news'))) {
      for (const [id, item] of Object.entries(FALLBACK_NEWS)) {
        if (!(await news.exists(Number(id))))
          await news.create(
            () => ({ ...item, status: 'published', cover: null }),
            SEED_CHANGE,
            Number(id),
          );
      }
      await seedState.markDone('welcome-news');
    }

    if (options.seedDemo && !(await seedState.isDone('demo-news'))) {
      for (const input of demoNews(app.clock()))
        await news.create((id) => toNewsRecord(input, id), SEED_CHANGE);
      await seedState.markDone('demo-news');
    }
  },
  { name: 'seed', dependencies: ['database'] },
);
