import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREDENTIALS_FILE } from '../src/seed/superadmin';
import { bearer, createTestApp, superadmin, tempDir } from './helpers/test-app';

describe('start-up and restart', () => {
  it('keeps every kind of data across a restart, and seeding stays idempotent', async () => {
    const dir = tempDir();
    try {
      const first = await createTestApp({ SEED_DEMO: 'true' }, { dir: dir.dir });
      const { token } = await superadmin(first.app);
      const admin = await first.app.inject({
        method: 'POST',
        url: '/api/admin/admins',
        headers: bearer(token),
        payload: { username: 'keeper', password: 'amber-lighthouse-5' },
      });
      expect(admin.statusCode).toBe(201);
      await first.app.inject({
        method: 'DELETE',
        url: '/api/admin/news/1',
        headers: bearer(token),
      });
      await first.app.inject({
        method: 'POST',
        url: '/api/cookie-consent',
        payload: {
          user_uuid: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b',
          technical: true,
          functional: true,
          analytics: true,
          marketing: true,
          timestamp: new Date().toISOString(),
        },
      });
      await first.app.inject({
        method: 'POST',
        url: '/api/sql-explorer/execute',
        headers: bearer(token),
        payload: { sql: 'SELECT 1' },
      });
      const newsBefore = await first.app.repos.news.all();
      await first.close();

      const second = await createTestApp({ SEED_DEMO: 'true' }, { dir: dir.dir });
      expect(await second.app.repos.news.all()).toEqual(newsBefore);
      expect((await second.app.repos.news.all())['1']).toBeUndefined();
      const count = (table: string) => second.db.scalar(`SELECT count(*) FROM ${table}`);
      expect(await count('administrators')).toBe(2);
      expect(await count('cookie_consents')).toBe(1);
      expect(await count('sql_audit_log')).toBe(1);
      // The token issued before the restart still works (the secret is the same).
      expect(
        (await second.app.inject({ url: '/api/admin/secure', headers: bearer(token) })).statusCode,
      ).toBe(200);
      await second.close();
    } finally {
      dir.remove();
    }
  });

  it('generates the first superadmin password, saves it 0600 and keeps the dev JWT secret 0600', async () => {
    const temp = tempDir();
    const t = await createTestApp(
      { ADMIN_PASSWORD: '', ADMIN_USERNAME: '', JWT_SECRET: '' },
      { dir: temp.dir },
    );
    const file = join(temp.dir, CREDENTIALS_FILE);
    const credentials = JSON.parse(readFileSync(file, 'utf8')) as {
      username: string;
      password: string;
      createdAt: string;
    };
    expect(Object.keys(credentials)).toEqual(['username', 'password', 'createdAt']);
    expect(credentials.username).toBe('superadmin');
    expect(credentials.password.length).toBeGreaterThanOrEqual(20);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(temp.dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'superadmin', password: credentials.password },
    });
    expect(login.statusCode).toBe(200);
    expect(JSON.stringify(t.logs)).not.toContain(credentials.password);
    const token = login.json<{ token: string }>().token;
    await t.close();

    // A restart neither creates another superadmin nor rewrites the file; sessions survive.
    const again = await createTestApp(
      { ADMIN_PASSWORD: '', ADMIN_USERNAME: '', JWT_SECRET: '' },
      { dir: temp.dir },
    );
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(credentials);
    expect(
      await again.db.scalar("SELECT count(*) FROM administrators WHERE role = 'superadmin'"),
    ).toBe(1);
    expect(
      (await again.app.inject({ url: '/api/admin/secure', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await again.close();
    temp.remove();
  });

  it.each(['short-pw', 'root-password-1', 'password12345'])(
    'refuses to create the first superadmin with an ADMIN_PASSWORD against the policy (%j)',
    async (password) => {
      await expect(createTestApp({ ADMIN_PASSWORD: password })).rejects.toThrow(
        /ADMIN_PASSWORD is refused for the first superadmin: (Пароль|Этот пароль)/,
      );
    },
  );

  it('starts with an old ADMIN_PASSWORD once the superadmin exists', async () => {
    const dir = tempDir();
    try {
      const first = await createTestApp({}, { dir: dir.dir });
      await first.close();
      const second = await createTestApp({ ADMIN_PASSWORD: 'short-pw' }, { dir: dir.dir });
      expect((await second.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      await second.close();
    } finally {
      dir.remove();
    }
  });

  it('uses ADMIN_PASSWORD when given and writes no credentials file', async () => {
    const t = await createTestApp();
    expect(existsSync(join(t.dir, CREDENTIALS_FILE))).toBe(false);
    await t.close();
  });

  it('does not re-create the welcome item or demo news once deleted', async () => {
    const dir = tempDir();
    try {
      const first = await createTestApp({ SEED_DEMO: 'true' }, { dir: dir.dir });
      await first.db.query('DELETE FROM news');
      await first.close();
      const second = await createTestApp({ SEED_DEMO: 'true' }, { dir: dir.dir });
      expect(await second.app.repos.news.all()).toEqual({});
      await second.close();
    } finally {
      dir.remove();
    }
  });
});
