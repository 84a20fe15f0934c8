import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { UploadedImage } from '@fuelcard/contracts';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  databaseDigest,
  digestDifferences,
  SEQUENCES,
  type DatabaseDigest,
} from './helpers/database-digest';
import { pnpm, writtenBackup } from './helpers/operator-commands';
import {
  ADMIN_PASSWORD,
  addAdmin,
  bearer,
  createTestApp,
  JWT_SECRET,
  superadmin,
  tempDir,
  type TestApp,
} from './helpers/test-app';
import {
  createEmptyPostgresDatabase,
  dropPostgresDatabase,
  ENGINE,
  openPostgresTestDatabase,
  openSqliteTestDatabase,
  type TestDatabase,
} from './helpers/test-database';

/*
 * `pnpm backup` while the API keeps writing, then `pnpm restore` into a fresh data directory
 * (SQLite) or a new empty database (PostgreSQL): the restored database must be the source as it
 * was at one moment between two writes made while the backup ran — every table compared, images
 * included — and the current API must start and work on it.
 */

const NOW = new Date('2026-03-02T09:00:00.000Z');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The API's configuration for the operator's commands, on the test app's database. */
function operatorEnv(t: TestApp, backupDir: string): Record<string, string> {
  return {
    JWT_SECRET,
    BACKUP_DIR: backupDir,
    ...(t.config.databaseUrl
      ? { DATABASE_URL: t.config.databaseUrl }
      : { DATA_DIR: t.dir, DATABASE_PATH: t.config.databasePath }),
  };
}

/** A fresh place to restore into: a new data directory, or a new empty database. */
async function freshTarget(): Promise<{
  env: Record<string, string>;
  open(): Promise<TestDatabase>;
}> {
  if (ENGINE === 'sqlite') {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    return {
      env: { DATA_DIR: dir.dir },
      open: async () => openSqliteTestDatabase(`${dir.dir}/site.db`),
    };
  }
  const database = await createEmptyPostgresDatabase();
  cleanups.push(() => dropPostgresDatabase(database.name));
  return {
    env: { DATABASE_URL: database.url },
    open: () => openPostgresTestDatabase(database.name),
  };
}

/** Content of every kind through the API: accounts, news with a cover, consents, both audits. */
async function fillThroughTheApi(t: TestApp): Promise<{ editor: string; imageUrl: string }> {
  const chief = (await superadmin(t.app)).token;
  const editor = (await addAdmin(t.app, 'editor')).token;
  const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#2a6' },
  })
    .jpeg()
    .toBuffer();
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/admin/images',
    headers: { ...bearer(editor), 'content-type': 'image/jpeg' },
    payload: photo,
  });
  expect(upload.statusCode).toBe(201);
  const image = upload.json<UploadedImage>();
  for (const [slug, cover] of [
    ['with-cover', { imageId: image.id, alt: { ru: 'Обложка', en: 'Cover' } }],
    ['plain', null],
  ] as const) {
    const created = await send('POST', '/api/admin/news', editor, {
      slug,
      priority: 'A',
      dates: { date: '2026-03-01', startDate: '', expireDate: '' },
      titles: { ru: `Новость ${slug}`, en: `News ${slug}` },
      descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
      cover,
    });
    expect(created.statusCode).toBe(201);
  }
  for (let i = 0; i < 3; i += 1) {
    const consent = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-consent',
      remoteAddress: `10.0.0.${i + 1}`,
      payload: {
        user_uuid: `0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6${i}`,
        technical: true,
        functional: i > 0,
        analytics: false,
        marketing: false,
        timestamp: NOW.toISOString(),
      },
    });
    expect(consent.statusCode).toBe(201);
  }
  // The SQL Explorer's own table (on PostgreSQL in its own schema, owned by its role) and audit.
  for (const sql of [
    'CREATE TABLE notes (id integer PRIMARY KEY, body text)',
    "INSERT INTO notes (id, body) VALUES (1, 'before the backup')",
    'SELECT count(*) FROM news',
  ]) {
    const run = await send('POST', '/api/sql-explorer/execute', chief, { sql });
    expect(run.statusCode, run.body).toBe(200);
  }
  return { editor, imageUrl: image.jpeg.url };
}

/**
 * Writes as the API makes them, each one transaction (the repositories'), so that the backup's
 * moment lies between two known states: a news item, its edit, a consent, an audit entry.
 */
async function oneWrite(t: TestApp, n: number, editedId: number): Promise<void> {
  const change = { adminId: null, adminUsername: 'writer', action: 'create' };
  const item = (title: string) => ({
    slug: `written-${n}`,
    priority: 'B' as const,
    dates: { date: '2026-03-02', startDate: '', expireDate: '' },
    titles: { ru: title, en: title },
    descriptions: { ru: '<p>…</p>', en: '<p>…</p>' },
    status: 'published' as const,
    cover: null,
  });
  switch (n % 4) {
    case 0:
      await t.app.repos.news.create(() => item(`Запись ${n}`), change);
      break;
    case 1:
      await t.app.repos.news.update(
        editedId,
        { ...item(`Правка ${n}`), slug: 'plain' },
        { ...change, action: 'update' },
      );
      break;
    case 2:
      await t.app.repos.cookieConsents.append({
        user_uuid: `1b6f4a1e-3c1d-4f5e-9a2b-${String(n).padStart(12, '0')}`,
        technical: true,
        functional: false,
        analytics: n % 3 === 0,
        marketing: false,
        timestamp: NOW.toISOString(),
      });
      break;
    default:
      await t.app.repos.adminAudit.append({
        actorId: null,
        actorUsername: 'writer',
        action: 'news.update',
        targetType: 'news',
        targetId: String(n),
        ip: '10.9.9.9',
        userAgent: 'test',
        details: { n },
      });
  }
}

describe(`pnpm backup and pnpm restore (${ENGINE})`, () => {
  it("restores a backup taken while writes continue to the source at the backup's moment, and the API runs on it", async () => {
    const t = await createTestApp({}, { now: () => NOW });
    cleanups.push(() => t.close());
    const { imageUrl } = await fillThroughTheApi(t);
    const backups = tempDir();
    cleanups.push(() => backups.remove());

    // snapshots[n]: the whole source after n writes.
    const snapshots: DatabaseDigest[] = [await databaseDigest(t.db, t.engine)];
    const editedId = Number(
      Object.entries(await t.app.repos.news.all()).find(([, item]) => item.slug === 'plain')![0],
    );
    let stop = false;
    let written = 0;
    const writer = (async () => {
      while (!stop) {
        await oneWrite(t, ++written, editedId);
        snapshots.push(await databaseDigest(t.db, t.engine));
        // SQLite answers synchronously: without a turn of the event loop nothing else would run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (snapshots.length < 6) await sleep(5);
    const before = snapshots.length - 1;
    const backup = await pnpm(['backup'], operatorEnv(t, backups.dir));
    const after = snapshots.length - 1;
    const last = written + 3;
    while (written < last) await sleep(5);
    stop = true;
    await writer;

    expect(backup.code, backup.stderr).toBe(0);
    const file = writtenBackup(backup);
    expect(file).toMatch(new RegExp(`^${backups.dir}/fuelcard-[0-9T-]+Z-${ENGINE}\\.(db|dump)$`));
    expect(readFileSync(`${file}.sha256`, 'utf8')).toMatch(/^[0-9a-f]{64} {2}fuelcard-.+\n$/);
    expect(readFileSync(`${backups.dir}/backup.log`, 'utf8')).toContain(`ok ${ENGINE} `);
    // The checksum as the operator checks it.
    const checked = await new Promise<string>((done) =>
      execFile(
        'sha256sum',
        ['-c', `${basename(file)}.sha256`],
        { cwd: backups.dir },
        (error, out) => done(error ? `failed: ${error.message}` : out),
      ),
    );
    expect(checked).toBe(`${basename(file)}: OK\n`);

    const target = await freshTarget();
    const restore = await pnpm(['restore', file], { JWT_SECRET, ...target.env });
    expect(restore.code, restore.stderr + restore.stdout).toBe(0);
    const restoredDb = await target.open();
    const restored = await databaseDigest(restoredDb, t.engine);
    await restoredDb.close();

    // The restored database is the source after exactly one of the writes, made while the
    // backup ran (writes went on before, during and after it).
    const moment = snapshots.findIndex(
      (snapshot) => digestDifferences(snapshot, restored).length === 0,
    );
    const nearest = snapshots.reduce((best, snapshot) =>
      digestDifferences(snapshot, restored).length < digestDifferences(best, restored).length
        ? snapshot
        : best,
    );
    expect(
      moment,
      `differs from every state of the source; from the nearest in ${digestDifferences(nearest, restored).join(', ')}`,
    ).toBeGreaterThanOrEqual(0);
    for (const [sequence, value] of Object.entries(snapshots[moment]![SEQUENCES] ?? {}))
      expect(restored[SEQUENCES]![sequence], sequence).toBeGreaterThanOrEqual(value);
    expect(after - before).toBeGreaterThan(1);
    expect(moment).toBeGreaterThanOrEqual(before);
    expect(moment).toBeLessThanOrEqual(after + 1);
    expect(snapshots.length - 1).toBeGreaterThan(moment);

    // What it printed is what it restored.
    const counts = (table: string) => (restored[table] ?? restored[`public.${table}`])!.rows;
    expect(restore.stdout).toContain(
      `${counts('news')} news, ${counts('administrators')} administrators, ${counts('images')} images, ` +
        `${counts('admin_audit_log') + counts('sql_audit_log')} audit entries`,
    );

    // The current API starts on the restored database and works: sign-in, a new item after the
    // restored ids, the image served, the SQL Explorer's own table writable (on PostgreSQL its
    // schema is given back to its role at start).
    await t.close();
    cleanups.pop();
    const again = await createTestApp(
      target.env.DATABASE_URL ? { DATABASE_URL: target.env.DATABASE_URL } : {},
      { now: () => NOW, ...(target.env.DATA_DIR ? { dir: target.env.DATA_DIR } : {}) },
    );
    cleanups.push(() => again.close());
    const login = await again.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'editor', password: ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const editor = login.json<{ token: string }>().token;
    const created = await again.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(editor),
      payload: {
        slug: 'after-restore',
        priority: 'B',
        dates: { date: '2026-03-02', startDate: '', expireDate: '' },
        titles: { ru: 'После восстановления', en: 'After the restore' },
        descriptions: { ru: '<p>Да</p>', en: '<p>Yes</p>' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const image = await again.app.inject({ url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const chief = (await superadmin(again.app)).token;
    for (const sql of [
      "INSERT INTO notes (id, body) VALUES (2, 'after the restore')",
      'CREATE TABLE more_notes (x integer)',
    ]) {
      const run = await again.app.inject({
        method: 'POST',
        url: '/api/sql-explorer/execute',
        headers: bearer(chief),
        payload: { sql },
      });
      expect(run.statusCode, `${sql}: ${run.body}`).toBe(200);
    }
  }, 90_000);
});
