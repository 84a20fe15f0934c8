import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  backupFileName,
  isBackupFileName,
  pruneBackups,
  verifyChecksum,
  writeChecksum,
} from '../src/backup/backup-files';
import { postgresTool } from '../src/backup/postgres-client-tools';
import { runBackup } from '../src/backup/run-backup';
import { secondFactorNote } from '../src/backup/second-factor-note';
import { secretKeys } from '../src/auth/secret-box';
import { openDatabase } from '../src/db/sqlite/open-database';
import { parseEnv } from '../src/env';
import { JWT_SECRET, tempDir } from './helpers/test-app';

const dirs: { remove(): void }[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));
const temp = () => {
  const dir = tempDir();
  dirs.push(dir);
  return dir.dir;
};

describe('backup files', () => {
  it('are named with the time and the engine, in an order that sorts by time', () => {
    const early = backupFileName('sqlite', new Date('2026-01-02T03:04:05.006Z'));
    const late = backupFileName('postgresql', new Date('2026-11-27T03:15:00.000Z'));
    expect(early).toBe('fuelcard-2026-01-02T03-04-05-006Z-sqlite.db');
    expect(late).toBe('fuelcard-2026-11-27T03-15-00-000Z-postgresql.dump');
    expect([late, early].sort()).toEqual([early, late]);
    expect(isBackupFileName(early) && isBackupFileName(late)).toBe(true);
    expect(isBackupFileName('site.db')).toBe(false);
  });

  it('keeps the newest BACKUP_KEEP backups with their checksums and touches nothing else; 0 keeps all', async () => {
    const dir = temp();
    const names = [1, 2, 3, 4].map((day) =>
      backupFileName('sqlite', new Date(`2026-03-0${day}T03:00:00.000Z`)),
    );
    for (const name of [...names, 'site.db', 'notes.txt']) writeFileSync(join(dir, name), name);
    for (const name of names) await writeChecksum(join(dir, name), 'a'.repeat(64));
    expect(await pruneBackups(dir, 0)).toEqual([]);
    expect(await pruneBackups(dir, 2)).toEqual([names[1], names[0]]);
    expect(readdirSync(dir).sort()).toEqual(
      [
        names[2],
        `${names[2]}.sha256`,
        names[3],
        `${names[3]}.sha256`,
        'notes.txt',
        'site.db',
      ].sort(),
    );
  });

  it('are checked against their SHA-256 (the format of sha256sum)', async () => {
    const file = join(temp(), 'backup.db');
    writeFileSync(file, 'content');
    await writeChecksum(file, 'ed7002b439e9ac845f22357d822bac1444730fbdb6016d3ec9432297b9ec9f73');
    expect(readFileSync(`${file}.sha256`, 'utf8')).toBe(
      'ed7002b439e9ac845f22357d822bac1444730fbdb6016d3ec9432297b9ec9f73  backup.db\n',
    );
    await expect(verifyChecksum(file)).resolves.toMatch(/^ed7002b4/);
    writeFileSync(file, 'contenT');
    await expect(verifyChecksum(file)).rejects.toThrow(/does not match its checksum/);
    writeFileSync(`${file}.sha256`, 'nonsense');
    await expect(verifyChecksum(file)).rejects.toThrow(/does not hold a SHA-256 checksum/);
  });
});

describe('runBackup', () => {
  it('writes a backup readable only by its owner, its checksum and a log line, and keeps BACKUP_KEEP', async () => {
    const dataDir = temp();
    openDatabase(join(dataDir, 'site.db')).sqlite.close();
    const backupDir = join(temp(), 'backups');
    const config = parseEnv({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: '2' });
    let clock = Date.parse('2026-03-02T03:00:00.000Z');
    const now = () => new Date((clock += 1000));
    const outcomes = [];
    for (let i = 0; i < 3; i += 1) outcomes.push(await runBackup(config, now));
    expect(outcomes[2]!.removed).toEqual([outcomes[0]!.file.split('/').pop()]);
    expect(readdirSync(backupDir).filter(isBackupFileName)).toHaveLength(2);
    expect(statSync(outcomes[2]!.file).mode & 0o777).toBe(0o600);
    await expect(verifyChecksum(outcomes[2]!.file)).resolves.toBe(outcomes[2]!.sha256);
    const log = readFileSync(join(backupDir, 'backup.log'), 'utf8').trim().split('\n');
    expect(log).toHaveLength(3);
    expect(log[2]).toMatch(
      /^2026-03-02T03:00:0\d\.000Z ok sqlite fuelcard-.*-sqlite\.db .* sha256=[0-9a-f]{64} .*0 news, 0 administrators, 0 images, 0 audit entries .*removed 1 older$/,
    );
  });

  it('says clearly when there is no database or BACKUP_DIR cannot be written, and logs the failure', async () => {
    const backupDir = join(temp(), 'backups');
    await expect(
      runBackup(parseEnv({ DATA_DIR: temp(), BACKUP_DIR: backupDir }), () => new Date()),
    ).rejects.toThrow(/There is no SQLite database at .*site\.db: check DATA_DIR or DATABASE_PATH/);
    expect(readFileSync(join(backupDir, 'backup.log'), 'utf8')).toMatch(
      /FAILED sqlite: There is no SQLite database/,
    );
    await expect(
      runBackup(parseEnv({ DATA_DIR: temp(), BACKUP_DIR: '/dev/null/backups' }), () => new Date()),
    ).rejects.toThrow(/The backup directory \/dev\/null\/backups cannot be written \(ENOTDIR\)/);
  });
});

describe("PostgreSQL's client programs", () => {
  it('says how to install them when they are missing', () => {
    expect(() => postgresTool('pg_dump_that_is_missing', [])).toThrow(
      /pg_dump_that_is_missing is not installed.*apt-get install postgresql-client/,
    );
  });
});

describe('the second-factor note after a restore', () => {
  const sealed = [secretKeys(JWT_SECRET).seal('JBSWY3DPEHPK3PXP')];
  it('says nothing when this installation opens the secrets, warns when it does not', () => {
    expect(secondFactorNote(parseEnv({ JWT_SECRET, DATA_DIR: temp() }), sealed)).toBeUndefined();
    expect(secondFactorNote(parseEnv({ JWT_SECRET, DATA_DIR: temp() }), [])).toBeUndefined();
    expect(
      secondFactorNote(parseEnv({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: temp() }), sealed),
    ).toMatch(/WARNING: 1 of 1 authenticator app enrolments were sealed with another JWT_SECRET/);
    expect(secondFactorNote(parseEnv({ DATA_DIR: temp() }), sealed)).toMatch(
      /work only with the JWT_SECRET of the installation this backup came from/,
    );
  });
});
