import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { drizzle as sqliteDrizzle } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateSqlite } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as postgresDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { postgresMigrationsFolder } from '../../src/db/postgres/open-database';
import { migrationsFolder } from '../../src/db/sqlite/open-database';

/**
 * A migrations folder holding only the first `count` entries of an engine's journal (their SQL
 * files and the journal cut there): the schema of an earlier release. drizzle's migrator then
 * applies exactly those, as that release's API did at its start.
 */
export function earlierMigrations(
  engine: 'sqlite' | 'postgresql',
  count: number,
  into: string,
): string {
  const source = engine === 'sqlite' ? migrationsFolder : postgresMigrationsFolder;
  const journal = JSON.parse(readFileSync(join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const folder = join(into, `migrations-${engine}-${count}`);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, count);
  for (const { tag } of entries)
    copyFileSync(join(source, `${tag}.sql`), join(folder, `${tag}.sql`));
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

/** Builds the schema of the first release (`0000_initial`) in a new SQLite file. */
export function firstReleaseSqlite(path: string, work: string): SqliteDatabase.Database {
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  migrateSqlite(sqliteDrizzle(sqlite), { migrationsFolder: earlierMigrations('sqlite', 1, work) });
  return sqlite;
}

/** Builds the schema of the first PostgreSQL release (`0000_initial`) in an empty database. */
export async function firstReleasePostgres(url: string, work: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migratePostgres(postgresDrizzle(client), {
      migrationsFolder: earlierMigrations('postgresql', 1, work),
    });
  } finally {
    await client.end();
  }
}
