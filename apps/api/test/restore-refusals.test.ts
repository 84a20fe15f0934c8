import {
  copyFileSync,
  readdirSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBackup } from '../src/backup/run-backup';
import { runRestore } from '../src/backup/run-restore';
import { sha256Of, writeChecksum } from '../src/backup/backup-files';
import { openDatabase } from '../src/db/sqlite/open-database';
import { parseEnv, type ApiConfig } from '../src/env';
import { databaseDigest, digestDifferences } from './helpers/database-digest';
import { pnpm } from './helpers/operator-commands';
import { addAdmin, createTestApp, JWT_SECRET, tempDir, type TestApp } from './helpers/test-app';
import {
  createEmptyPostgresDatabase,
  createPostgresDatabase,
  dropPostgresDatabase,
  ENGINE,
  openPostgresTestDatabase,
  openSqliteTestDatabase,
  type TestDatabase,
} from './helpers/test-database';

/*
 * What `pnpm restore` refuses, always with a clear message and without changing anything: a
 * damaged or truncated backup, a file without its checksum, a file that is not a backup, a backup
 * of the other engine, a database in use, a database that is not empty (unless --force).
 */

const cleanups: (() => Promise<void> | void)[] = [];
let t: TestApp;
let work: string;
let backup: string;

beforeAll(async () => {
  t = await createTestApp();
  cleanups.push(() => t.close());
  await addAdmin(t.app, 'editor');
  const dir = tempDir();
  cleanups.push(() => dir.remove());
  work = dir.dir;
  backup = (await runBackup({ ...t.config, backupDir: join(work, 'backups') }, () => new Date()))
    .file;
}, 60_000);
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A place to restore into, which must still be empty after a refusal. */
async function freshTarget(): Promise<{
  config: ApiConfig;
  env: Record<string, string>;
  untouched(): Promise<boolean>;
}> {
  if (ENGINE === 'sqlite') {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const env = { DATA_DIR: dir.dir, JWT_SECRET };
    return {
      config: parseEnv(env),
      env,
      untouched: async () => readdirSync(dir.dir).length === 0,
    };
  }
  const database = await createEmptyPostgresDatabase();
  cleanups.push(() => dropPostgresDatabase(database.name));
  const env = { DATABASE_URL: database.url, JWT_SECRET };
  return {
    config: parseEnv(env),
    env,
    untouched: async () => {
      const db = await openPostgresTestDatabase(database.name);
      try {
        return (
          Number(
            await db.scalar(
              "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
            ),
          ) === 0
        );
      } finally {
        await db.close();
      }
    },
  };
}

/** A copy of the good backup, changed by `spoil`, with a checksum of the original or of itself. */
async function spoiled(
  name: string,
  spoil: (file: string) => void,
  checksum: 'original' | 'remade' | 'none',
): Promise<string> {
  const file = join(work, name);
  copyFileSync(backup, file);
  spoil(file);
  if (checksum === 'original') writeFileSync(`${file}.sha256`, readFileSync(`${backup}.sha256`));
  if (checksum === 'remade') await writeChecksum(file, await sha256Of(file));
  return file;
}

const halve = (file: string) => truncateSync(file, Math.floor(statSync(file).size / 2));
const NOW = new Date('2026-03-02T09:00:00.000Z');

describe(`pnpm restore refuses (${ENGINE})`, () => {
  it('a truncated backup: it does not match its checksum; exit 1, no stack trace, nothing changed', async () => {
    const file = await spoiled('truncated.bak', halve, 'original');
    const target = await freshTarget();
    const run = await pnpm(['restore', file], target.env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /does not match its checksum .*: it is damaged or incomplete \(truncated\)\. Nothing was changed/,
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(await target.untouched()).toBe(true);
  }, 60_000);

  it('a truncated backup whose checksum was made again: refused by its content', async () => {
    const file = await spoiled('truncated-again.bak', halve, 'remade');
    const target = await freshTarget();
    await expect(runRestore(target.config, file, { force: false, now: NOW })).rejects.toThrow(
      ENGINE === 'sqlite'
        ? /cannot be read as an SQLite database .*: it is damaged\. Nothing was changed/
        : /: it is damaged or truncated\. Nothing was changed/,
    );
    expect(await target.untouched()).toBe(true);
  });

  it('a backup without its checksum file, a file that is not a backup, a backup of the other engine', async () => {
    const target = await freshTarget();
    const bare = await spoiled('bare.bak', () => undefined, 'none');
    await expect(runRestore(target.config, bare, { force: false, now: NOW })).rejects.toThrow(
      /There is no checksum file .*bare\.bak\.sha256 .*sha256sum bare\.bak > bare\.bak\.sha256/,
    );
    const junk = await spoiled(
      'junk.bak',
      (file) => writeFileSync(file, 'not a backup at all'),
      'remade',
    );
    await expect(runRestore(target.config, junk, { force: false, now: NOW })).rejects.toThrow(
      /is not a backup made by pnpm backup/,
    );
    const other = await spoiled(
      'other-engine.bak',
      (file) =>
        writeFileSync(file, ENGINE === 'sqlite' ? 'PGDMP\x01\x0f\x00' : 'SQLite format 3\0'),
      'remade',
    );
    await expect(runRestore(target.config, other, { force: false, now: NOW })).rejects.toThrow(
      ENGINE === 'sqlite'
        ? /is a backup of PostgreSQL, but the API is configured for SQLite/
        : /is a backup of SQLite, but the API is configured for PostgreSQL/,
    );
    await expect(
      runRestore(target.config, join(work, 'missing.bak'), { force: false, now: NOW }),
    ).rejects.toThrow(/There is no backup file/);
    expect(await target.untouched()).toBe(true);
  });

  it('the database of a running API (in use), and leaves it as it was', async () => {
    const before = await databaseDigest(t.db, t.engine);
    await expect(runRestore(t.config, backup, { force: false, now: NOW })).rejects.toThrow(
      /is in use .*Stop (the API|every API instance) first/,
    );
    expect(digestDifferences(before, await databaseDigest(t.db, t.engine))).toEqual([]);
  });

  it('a database that is not empty, unless --force, which then replaces it', async () => {
    let env: Record<string, string>;
    let open: () => Promise<TestDatabase>;
    if (ENGINE === 'sqlite') {
      const dir = tempDir();
      cleanups.push(() => dir.remove());
      openDatabase(join(dir.dir, 'site.db')).sqlite.close();
      env = { DATA_DIR: dir.dir, JWT_SECRET };
      open = async () => openSqliteTestDatabase(join(dir.dir, 'site.db'));
    } else {
      const database = await createPostgresDatabase();
      cleanups.push(() => dropPostgresDatabase(database.name));
      env = { DATABASE_URL: database.url, JWT_SECRET };
      open = () => openPostgresTestDatabase(database.name);
    }
    await expect(runRestore(parseEnv(env), backup, { force: false, now: NOW })).rejects.toThrow(
      ENGINE === 'sqlite'
        ? /There is already a database at .*restore again with --force/
        : /is not empty, .*restore again with --force/,
    );
    const forced = await pnpm(['restore', '--force', backup], env);
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toMatch(/\d+ news, 2 administrators, 0 images, \d+ audit entries/);
    if (ENGINE === 'sqlite')
      expect(forced.stdout).toMatch(/The database it replaced is kept as .*site\.db\.replaced-/);
    const restored = await open();
    try {
      const source = await databaseDigest(t.db, t.engine);
      expect(digestDifferences(source, await databaseDigest(restored, t.engine))).toEqual([]);
    } finally {
      await restored.close();
    }
  }, 60_000);
});
