import { spawn } from 'node:child_process';
import { describeUrl, openPostgresDatabase } from '../db/postgres/open-database';
import { DatabaseStartError } from '../db/sqlite/open-database';
import { OperatorError } from './operator-error';
import { connectForOperator, postgresCounts } from './postgres-backup';
import { firstLines, libpqConnection, postgresTool, runTool } from './postgres-client-tools';
import { CONFIRMED_TOTP, type RestoreOutcome } from './restore-sqlite';

/** pg_restore's table of contents of a dump, or an OperatorError when it is not a readable one. */
async function checkArchive(pgRestore: string, backup: string): Promise<void> {
  const toc = await runTool(pgRestore, ['--list', backup], { stdout: 'collect' });
  const list = toc.stdout;
  if (toc.code !== 0)
    throw new OperatorError(
      `${backup} is not a readable PostgreSQL dump (${firstLines(toc.stderr)}): it is damaged or truncated. ` +
        'Nothing was changed; restore another backup.',
    );
  if (!/ TABLE public news /.test(list) || !/ TABLE public administrators /.test(list))
    throw new OperatorError(
      `${backup} is a PostgreSQL dump, but not one of this product (no news or administrators ` +
        'tables). Nothing was changed.',
    );
  // Reading every data block finds a truncated or damaged file before the database is touched.
  const whole = await runTool(pgRestore, ['--file=/dev/null', backup]);
  if (whole.code !== 0)
    throw new OperatorError(
      `The backup ${backup} cannot be read to its end (${firstLines(whole.stderr)}): it is ` +
        'damaged or truncated. Nothing was changed; restore another backup.',
    );
}

/** Other sessions on the target database, and whether it holds any object of a schema. */
async function targetState(client: Awaited<ReturnType<typeof connectForOperator>>) {
  const sessions = Number(
    (
      await client.query(
        'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      )
    ).rows[0].n,
  );
  const objects = Number(
    (
      await client.query(`
        SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')
                   AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%')
             + (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                 WHERE n.nspname NOT IN ('pg_catalog', 'information_schema')) AS n`)
    ).rows[0].n,
  );
  return { sessions, notEmpty: objects > 0 };
}

/**
 * The restore as one transaction in psql: BEGIN, clearing the application's schemas, the dump as
 * SQL (pg_restore without owners and privileges, which the API prepares again at start), and
 * COMMIT only when pg_restore read the whole file — otherwise psql ends without committing and
 * the server rolls everything back, leaving the database as it was.
 */
async function restoreInOneTransaction(
  backup: string,
  url: string,
  clearPublic: boolean,
): Promise<void> {
  const pgRestore = postgresTool('pg_restore');
  const psql = postgresTool('psql');
  const { dbname, env } = libpqConnection(url);
  const client = spawn(
    psql,
    ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--no-password', `--dbname=${dbname}`],
    {
      env: { ...process.env, ...env, PGAPPNAME: 'fuelcard-restore' },
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  let psqlErrors = '';
  client.stderr.setEncoding('utf8').on('data', (text: string) => (psqlErrors += text));
  client.stdin.on('error', () => undefined);
  // psql stopping first (an error) stops pg_restore, which would otherwise wait on a full pipe.
  const stopRestore = new AbortController();
  const psqlDone = new Promise<number>((resolve) =>
    client.on('close', (code) => {
      stopRestore.abort();
      resolve(code ?? 1);
    }),
  );
  client.stdin.write(
    [
      'BEGIN;',
      'DROP SCHEMA IF EXISTS drizzle CASCADE;',
      'DROP SCHEMA IF EXISTS sql_explorer CASCADE;',
      ...(clearPublic
        ? [
            'DROP SCHEMA public CASCADE;',
            'CREATE SCHEMA public;',
            'GRANT USAGE ON SCHEMA public TO PUBLIC;',
          ]
        : []),
      '',
    ].join('\n'),
  );
  // pg_restore's script goes straight into psql's input, which stays open for the COMMIT: once
  // pg_restore has closed, all of it has been written there, ahead of the COMMIT.
  const restored = await runTool(pgRestore, ['--no-owner', '--no-privileges', '--file=-', backup], {
    stdout: client.stdin,
    signal: stopRestore.signal,
  });
  if (restored.code === 0) client.stdin.end('COMMIT;\n');
  else client.stdin.end();
  const code = await psqlDone;
  if (code !== 0)
    throw new OperatorError(
      `The restore into ${describeUrl(url)} failed and was rolled back, nothing was changed: ` +
        `${firstLines(psqlErrors)}`,
    );
  if (restored.code !== 0)
    throw new OperatorError(
      `pg_restore could not read ${backup} (${firstLines(restored.stderr)}); nothing was changed.`,
    );
}

/**
 * Restores a `pg_dump` custom-format backup into the database at DATABASE_URL: refuses a
 * database in use or not empty unless `force` (which ends the other sessions and replaces every
 * object of the application's schemas), restores in one transaction, runs the migrations.
 */
export async function restorePostgres(
  backup: string,
  url: string,
  options: { force: boolean },
): Promise<RestoreOutcome> {
  await checkArchive(postgresTool('pg_restore'), backup);
  postgresTool('psql');
  const client = await connectForOperator(url, 'fuelcard-restore-check');
  const notes: string[] = [];
  try {
    const state = await targetState(client);
    if (state.sessions > 0 && !options.force)
      throw new OperatorError(
        `The database ${describeUrl(url)} is in use (${state.sessions} other session(s): the API?). ` +
          'Stop every API instance first, then restore again. (--force ends those sessions and ' +
          'restores anyway; the API instances must then be restarted.)',
      );
    if (state.notEmpty && !options.force)
      throw new OperatorError(
        `The database ${describeUrl(url)} is not empty, and restoring would replace what it ` +
          'holds. Check that this is the database you mean, then restore again with --force ' +
          '(or restore into a new, empty database).',
      );
    if (state.sessions > 0) {
      try {
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        );
      } catch (error) {
        throw new OperatorError(
          `The other sessions on ${describeUrl(url)} could not be ended (${(error as Error).message}): ` +
            'stop every API instance, then restore again.',
        );
      }
      notes.push(
        `${state.sessions} other session(s) on the database were ended: restart every API ` +
          'instance now.',
      );
    }
    await restoreInOneTransaction(backup, url, state.notEmpty);
  } finally {
    await client.end().catch(() => undefined);
  }
  // The migrations of this release, as the API would run them at start.
  let pool;
  try {
    ({ pool } = await openPostgresDatabase(url, 5000));
  } catch (error) {
    if (error instanceof DatabaseStartError) throw new OperatorError(error.message);
    throw error;
  }
  try {
    const connection = await pool.connect();
    try {
      const counts = await postgresCounts(connection);
      const sealedTotpSecrets = (
        await connection.query<{ secret: string }>(CONFIRMED_TOTP)
      ).rows.map((row) => row.secret);
      notes.push(
        "The API prepares the SQL Explorer's role and privileges again when it starts: start " +
          '(or restart) it now.',
      );
      return { counts, notes, sealedTotpSecrets };
    } finally {
      connection.release();
    }
  } finally {
    await pool.end();
  }
}
