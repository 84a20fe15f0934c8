import {
  openSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
  closeSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  superadmin,
  tempDir,
  type TestApp,
  sqliteOf,
} from './helpers/test-app';

/** Issue 12, item 14: a damaged, emptied, missing or unwritable database is reported, not served. */
describe('database checks', { timeout: 30_000 }, () => {
  const dirs: Array<{ remove(): void }> = [];
  const apps: TestApp[] = [];
  afterEach(async () => {
    for (const t of apps.splice(0)) await t.close();
    for (const dir of dirs.splice(0)) dir.remove();
  });

  /** A data directory whose database was created, filled and closed. */
  async function existingDatabase(env: Record<string, string> = {}) {
    const dir = tempDir();
    dirs.push(dir);
    const first = await createTestApp({ SEED_DEMO: 'true', ...env }, { dir: dir.dir });
    const path = first.config.databasePath;
    await first.app.close();
    return { dir: dir.dir, path };
  }

  const start = async (dir: string, env: Record<string, string> = {}, options = {}) => {
    const t = await createTestApp({ SEED_DEMO: 'true', ...env }, { dir, ...options });
    apps.push(t);
    return t;
  };

  it('refuses to start on a damaged file, saying so', async () => {
    const { dir, path } = await existingDatabase();
    expect(statSync(path).size).toBeGreaterThan(3 * 4096);
    // Garbage over the second page (a table's b-tree page).
    const fd = openSync(path, 'r+');
    writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, 4096);
    closeSync(fd);
    await expect(start(dir)).rejects.toThrow(
      /damaged \(PRAGMA quick_check|cannot be read as an SQLite database/,
    );
  });

  it('refuses to start on a file that is not a database', async () => {
    const dir = tempDir();
    dirs.push(dir);
    writeFileSync(
      join(dir.dir, 'site.db'),
      'this is not a database, but a text file of some size\n'.repeat(100),
    );
    await expect(start(dir.dir)).rejects.toThrow(/cannot be read as an SQLite database/);
  });

  it('refuses to start on an emptied file unless told to initialise it', async () => {
    const { dir, path } = await existingDatabase();
    truncateSync(path, 0);
    await expect(start(dir)).rejects.toThrow(/is empty \(0 bytes\).*DATABASE_INIT=true/s);
    expect(statSync(path).size).toBe(0);
    const t = await start(dir, { DATABASE_INIT: 'true' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('refuses to start without the file where its installation’s files remain', async () => {
    // Generated secret and credentials: the data directory remembers that a database existed.
    const { dir, path } = await existingDatabase({ JWT_SECRET: '', ADMIN_PASSWORD: '' });
    rmSync(path);
    await expect(start(dir, { JWT_SECRET: '', ADMIN_PASSWORD: '' })).rejects.toThrow(
      /is missing.*DATABASE_INIT=true/s,
    );
  });

  it('refuses to start on a database it cannot write', async () => {
    const { dir } = await existingDatabase();
    await expect(
      start(
        dir,
        {},
        {
          onDatabaseOpen: (sqlite: { pragma(s: string): unknown }) =>
            sqlite.pragma('query_only = ON'),
        },
      ),
    ).rejects.toThrow(/cannot be written/);
  });

  it('reports a database that stops taking writes: health 503, writes 503 in Russian', async () => {
    const { dir } = await existingDatabase();
    const t = await start(dir);
    const { token } = await superadmin(t.app);
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: { engine: 'sqlite', state: 'ok' },
    });
    sqliteOf(t).pragma('query_only = ON');
    const write = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/news/1',
      headers: bearer(token),
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({
      error: expect.stringMatching(/^База данных доступна только для чтения/),
    });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'unavailable',
      database: { engine: 'sqlite', state: 'read-only', message: expect.any(String) },
    });
    expect(t.logs.some((line) => line.level === 50)).toBe(false);
  });

  it('follows a database that takes writes again within two seconds (it held 30 s)', async () => {
    const { dir } = await existingDatabase();
    const t = await start(dir);
    const { token } = await superadmin(t.app);
    sqliteOf(t).pragma('query_only = ON');
    const write = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/news/1',
      headers: bearer(token),
    });
    expect(write.statusCode).toBe(503);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(503);

    sqliteOf(t).pragma('query_only = OFF');
    const started = Date.now();
    let health = await t.app.inject({ url: '/api/health' });
    while (health.statusCode !== 200 && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await t.app.inject({ url: '/api/health' });
    }
    expect(health.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 507 in Russian when the disk is full, and health says so', async () => {
    const { dir } = await existingDatabase();
    const t = await start(dir);
    const { token } = await superadmin(t.app);
    // The database may not grow by another page: what a full disk looks like to SQLite.
    const pages = sqliteOf(t).pragma('page_count', { simple: true }) as number;
    sqliteOf(t).pragma(`max_page_count = ${pages}`);
    let response;
    for (let i = 0; i < 200; i += 1) {
      response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/news',
        headers: bearer(token),
        payload: {
          slug: `filler-${i}`,
          priority: 'B',
          dates: { date: '', startDate: '', expireDate: '' },
          titles: { ru: 'Заполнение', en: 'Filler' },
          descriptions: { ru: `<p>${'ж'.repeat(2000)}</p>`, en: '' },
        },
      });
      if (response.statusCode !== 201) break;
    }
    expect(response?.statusCode).toBe(507);
    expect(response?.json()).toEqual({
      error: expect.stringMatching(/^На сервере закончилось место на диске/),
    });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: { state: 'full' } });
  });
});
