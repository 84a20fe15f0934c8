import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@fuelcard/contracts';
import type Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app';
import { parseEnv, type ApiConfig, type RawEnv } from '../../src/env';
import { hashPassword } from '../../src/security/passwords';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  ENGINE,
  openTestDatabase,
  type TestDatabase,
} from './test-database';

/** The raw SQLite connection of a test app on SQLite (SQLite's own machinery tests). */
export function sqliteOf(t: { app: FastifyInstance }): Database.Database {
  if (t.app.storage.engine !== 'sqlite') throw new Error('this test needs the SQLite engine');
  return t.app.storage.sqlite;
}

export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const SUPERADMIN = { username: 'root', password: 'quiet-harbour-lantern-7' };
export const ADMIN_PASSWORD = 'admin-password-1';

export interface TestApp {
  app: FastifyInstance;
  config: ApiConfig;
  dir: string;
  /** Which engine the app runs on (the project of the suite decides). */
  engine: 'sqlite' | 'postgresql';
  /** Raw SQL on the app's database, whichever engine. */
  db: TestDatabase;
  /** Log lines written so far, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** A fresh temporary directory (removed by the returned cleanup). */
export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'fuelcard-api-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Builds the real app on its own database: a temporary SQLite file, or a fresh PostgreSQL
 * database when the suite runs on PostgreSQL (the same database again for the same `dir`, so
 * restart tests work on both). `env` overrides the test defaults (superadmin root, no demo news,
 * the default 5 s SQL timeout, logs collected).
 */
export async function createTestApp(
  env: RawEnv = {},
  options: BuildOptions & { dir?: string } = {},
): Promise<TestApp> {
  const temp = options.dir ? undefined : tempDir();
  const dir = options.dir ?? temp!.dir;
  const postgres =
    ENGINE === 'postgresql' && env.DATABASE_URL === undefined
      ? await createPostgresDatabase(options.dir)
      : undefined;
  const config = parseEnv({
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    DATA_DIR: dir,
    ADMIN_USERNAME: SUPERADMIN.username,
    ADMIN_PASSWORD: SUPERADMIN.password,
    SEED_DEMO: 'false',
    SQL_TIMEOUT_MS: '5000',
    LOG_LEVEL: 'info',
    JWT_SECRET,
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      printCredentials: false,
      // The child bundled for this run (test/helpers/sql-runner-bundle.ts), not tsx.
      sqlRunnerEntry: { path: inject('sqlRunnerBundle'), execArgv: [] },
      logStream: { write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) },
      ...options,
    });
    await app.ready();
  } catch (error) {
    if (postgres && !options.dir) await dropPostgresDatabase(postgres.name);
    temp?.remove();
    throw error;
  }
  const db = await openTestDatabase(
    app.storage,
    postgres?.name ??
      (config.databaseUrl ? new URL(config.databaseUrl).pathname.slice(1) : undefined),
  );
  return {
    app,
    config,
    dir,
    engine: app.storage.engine,
    db,
    logs,
    close: async () => {
      await db.close();
      await app.close();
      if (postgres && !options.dir) await dropPostgresDatabase(postgres.name);
      temp?.remove();
    },
  };
}

let sharedHash: Promise<string> | undefined;

/** Where the helpers' sessions are said to come from. */
export const TEST_CLIENT = { ip: '127.0.0.1', userAgent: 'lightMyRequest' };

/** Adds an account directly (one argon2 hash per test file, shared) and returns it with a token. */
export async function addAdmin(app: FastifyInstance, username: string, role: Role = 'admin') {
  sharedHash ??= hashPassword(ADMIN_PASSWORD);
  const id = await app.repos.administrators.create({
    username,
    passwordHash: await sharedHash,
    role,
  });
  return { id, username, token: await app.startSession({ id, tokenVersion: 0 }, TEST_CLIENT) };
}

/** The seeded superadmin and a token for them. */
export async function superadmin(app: FastifyInstance) {
  const row = (await app.repos.administrators.findByUsername(SUPERADMIN.username))!;
  return { id: row.id, username: row.username, token: await app.startSession(row, TEST_CLIENT) };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** A hand-made JWT, to test what the server must refuse (expired, other algorithms, other secrets). */
export function signJwt(payload: object, options: { secret?: string; alg?: string } = {}): string {
  const alg = options.alg ?? 'HS256';
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const head = `${encode({ alg, typ: 'JWT' })}.${encode(payload)}`;
  if (alg === 'none') return `${head}.`;
  const algorithm = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[alg] ?? 'sha256';
  const signature = createHmac(algorithm, options.secret ?? JWT_SECRET)
    .update(head)
    .digest('base64url');
  return `${head}.${signature}`;
}
