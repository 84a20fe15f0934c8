import pg from 'pg';
import { describeUrl } from '../db/postgres/open-database';
import { countContent, type ContentCounts } from './content-counts';
import { OperatorError } from './operator-error';
import { firstLines, libpqConnection, postgresTool, runTool } from './postgres-client-tools';

/** The counted tables through a PostgreSQL client (inside whatever transaction it is in). */
export function postgresCounts(client: pg.ClientBase): Promise<ContentCounts> {
  return countContent(
    async (table) =>
      Number((await client.query(`SELECT count(*) AS n FROM public."${table}"`)).rows[0].n),
    async (table) =>
      (await client.query('SELECT to_regclass($1) IS NOT NULL AS present', [`public.${table}`]))
        .rows[0].present === true,
  );
}

/** Connects a client for an operator's command, or says plainly why it cannot. */
export async function connectForOperator(url: string, name: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    application_name: name,
    connectionTimeoutMillis: 10_000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new OperatorError(
      `PostgreSQL at ${describeUrl(url)} cannot be reached (${(error as Error).message}).`,
    );
  }
  return client;
}

/**
 * `pg_dump --format=custom` of the whole database at DATABASE_URL into `destination`. The dump
 * and the counts it reports see the same moment: a read-only repeatable-read transaction exports
 * its snapshot, pg_dump takes it (`--snapshot`), and the counts are read in that transaction.
 */
export async function backupPostgres(url: string, destination: string): Promise<ContentCounts> {
  const pgDump = postgresTool('pg_dump');
  const client = await connectForOperator(url, 'fuelcard-backup');
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const snapshot = String(
      (await client.query('SELECT pg_export_snapshot() AS id')).rows[0].id as string,
    );
    const counts = await postgresCounts(client);
    const { dbname, env } = libpqConnection(url);
    const run = await runTool(
      pgDump,
      [
        '--format=custom',
        `--file=${destination}`,
        `--snapshot=${snapshot}`,
        '--no-password',
        `--dbname=${dbname}`,
      ],
      { env },
    );
    if (run.code !== 0)
      throw new OperatorError(`pg_dump failed (exit ${run.code}): ${firstLines(run.stderr)}`);
    await client.query('COMMIT');
    return counts;
  } finally {
    await client.end().catch(() => undefined);
  }
}
