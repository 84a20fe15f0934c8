import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../src/env';
import { findRepoRoot } from '../src/repo-root';

const repoRoot = resolve(import.meta.dirname, '../../..');

describe('parseEnv', () => {
  it('has the documented defaults', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      port: 3001,
      host: 'localhost',
      dataDir: join(repoRoot, 'data'),
      databasePath: join(repoRoot, 'data', 'site.db'),
      backupDir: join(repoRoot, 'backups'),
      backupKeep: 14,
      adminUsername: 'superadmin',
      adminPassword: undefined,
      seedDemo: true,
      databaseInit: false,
      jwtSecret: undefined,
      trustProxy: false,
      adminOrigins: ['http://localhost:3002'],
      sqlTimeoutMs: 5000,
      drainMinMs: 0,
      logLevel: 'info',
      applicationMail: undefined,
      nodeEnv: 'development',
      isProduction: false,
    });
  });

  it('reads every variable', () => {
    const config = parseEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/data',
      DATABASE_PATH: '/srv/db/site.sqlite',
      BACKUP_DIR: '/srv/backups',
      BACKUP_KEEP: '30',
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'long-enough',
      SEED_DEMO: 'false',
      DATABASE_INIT: 'true',
      JWT_SECRET: 's'.repeat(32),
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback,::1',
      ADMIN_ORIGIN: 'https://admin.example/,http://localhost:5173',
      SQL_TIMEOUT_MS: '1500',
      DRAIN_MIN_MS: '15000',
      LOG_LEVEL: 'WARN',
      SMTP_URL: 'smtps://site:mail-secret@mail.example:465',
      APPLICATIONS_NOTIFY: 'sales@example.by, office@example.by',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/data',
      databasePath: '/srv/db/site.sqlite',
      backupDir: '/srv/backups',
      backupKeep: 30,
      adminUsername: 'chief',
      adminPassword: 'long-enough',
      seedDemo: false,
      databaseInit: true,
      trustProxy: ['127.0.0.1', '10.0.0.0/8', 'loopback', '::1'],
      adminOrigins: ['https://admin.example', 'http://localhost:5173'],
      sqlTimeoutMs: 1500,
      drainMinMs: 15000,
      logLevel: 'warn',
      applicationMail: {
        smtpUrl: 'smtps://site:mail-secret@mail.example:465',
        to: ['sales@example.by', 'office@example.by'],
      },
      isProduction: true,
    });
  });

  it('puts the database in DATA_DIR unless DATABASE_PATH says otherwise', () => {
    expect(parseEnv({ DATA_DIR: '/tmp/x' }).databasePath).toBe('/tmp/x/site.db');
  });

  it('lists every problem at once, clearly', () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: 'eighty',
        NODE_ENV: 'production',
        TRUST_PROXY: 'everyone',
        ADMIN_ORIGIN: 'localhost:3002',
        SQL_TIMEOUT_MS: '5',
        DRAIN_MIN_MS: '-1',
        LOG_LEVEL: 'loud',
        SEED_DEMO: 'maybe',
        DATABASE_INIT: 'perhaps',
        ADMIN_PASSWORD: 'x'.repeat(201),
        ADMIN_USERNAME: 'a b',
        BACKUP_KEEP: 'all',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    for (const name of [
      'PORT',
      'JWT_SECRET',
      'TRUST_PROXY',
      'ADMIN_ORIGIN',
      'SQL_TIMEOUT_MS',
      'DRAIN_MIN_MS',
      'LOG_LEVEL',
      'SEED_DEMO',
      'DATABASE_INIT',
      'ADMIN_PASSWORD',
      'BACKUP_KEEP',
      'ADMIN_USERNAME',
    ]) {
      expect(problems).toContain(name);
    }
  });

  it('e-mails applications only with both SMTP_URL and APPLICATIONS_NOTIFY, never echoing the URL', () => {
    expect(parseEnv({ SMTP_URL: 'smtp://localhost:25' }).applicationMail).toBeUndefined();
    expect(() => parseEnv({ APPLICATIONS_NOTIFY: 'sales@example.by' })).toThrow(
      /APPLICATIONS_NOTIFY needs SMTP_URL/,
    );
    expect(() =>
      parseEnv({ SMTP_URL: 'smtp://localhost', APPLICATIONS_NOTIFY: 'sales, x@y.by' }),
    ).toThrow(/APPLICATIONS_NOTIFY entry "sales"/);
    let error: unknown;
    try {
      parseEnv({ SMTP_URL: 'http://user:hunter2-secret@mail.example' });
    } catch (caught) {
      error = caught;
    }
    expect((error as EnvError).problems.join('\n')).toContain('SMTP_URL must be');
    expect((error as EnvError).message).not.toContain('hunter2-secret');
  });

  it('refuses a short JWT_SECRET', () => {
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('findRepoRoot', () => {
  it('finds the folder holding pnpm-workspace.yaml from deep inside it', () => {
    expect(findRepoRoot(import.meta.dirname)).toBe(repoRoot);
    const fake = mkdtempSync(join(tmpdir(), 'fake-repo-'));
    mkdirSync(join(fake, 'apps', 'api', 'dist'), { recursive: true });
    writeFileSync(join(fake, 'pnpm-workspace.yaml'), 'packages: []\n');
    try {
      expect(findRepoRoot(join(fake, 'apps', 'api', 'dist'))).toBe(fake);
    } finally {
      rmSync(fake, { recursive: true, force: true });
    }
  });
});
