import type pg from 'pg';
import { MAX_PREVIEW_BYTES, MAX_PREVIEW_ROWS, type SqlOutcome } from './protocol';
import { forbiddenEffect, type Bindings } from './postgres-effects';
import { lexPostgresSql } from './postgres-lexer';
import { EXPLORER_TYPES, readOutcome, writeCounts, writesSince } from './postgres-results';

/*
 * The dry run of a statement on PostgreSQL, on the explorer's connection inside the transaction
 * the executor began (its statement_timeout and lock_timeout set, the dependencies read), with the
 * same checks as an executed statement, and always rolled back.
 *
 * Rows, triggers' writes and catalogs roll back with the transaction; sequences do not: an INSERT
 * takes identity values for good. So the tables the statement changes (its plan's ModifyTable
 * nodes, through EXPLAIN) are locked first in SHARE ROW EXCLUSIVE mode — nobody else can insert
 * into them until the rollback — and every sequence of the application that the statement moved
 * is set back by the API's own role (the owner) before the rollback releases the locks. A sequence
 * whose table was not locked (a trigger inserting elsewhere) is left where it is — a gap in ids,
 * never a reused one — and logged.
 */

const SAVEPOINT = 'fuelcard_explorer_dry_run';
/** The application's schemas (where the API's role owns the tables and sequences). */
const APPLICATION_SCHEMAS = ['public', 'drizzle'];
/** The column that carries a wrapped statement's row count (removed from the preview). */
const COUNT_COLUMN = '__dry_run_rows';
/** PostgreSQL's errors of a statement that cannot be wrapped: syntax, "not supported". */
const CANNOT_WRAP = new Set(['42601', '0A000', '42P10', '42702']);

export interface DryRunContext {
  /** The API's own pool (owner of the application's sequences). */
  appPool: pg.Pool;
  /** False once the executor dropped the explorer's connection (its locks may be gone). */
  connected: () => boolean;
  onIncident?: ((message: string) => void) | undefined;
}

async function inSavepoint<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query(`SAVEPOINT ${SAVEPOINT}`);
  try {
    const result = await work();
    await client.query(`RELEASE ${SAVEPOINT}`);
    return result;
  } catch (error) {
    await client.query(`ROLLBACK TO ${SAVEPOINT}`);
    await client.query(`RELEASE ${SAVEPOINT}`);
    throw error;
  }
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Schema?: string;
  Plans?: PlanNode[];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A table as `schema.name` (unquoted: a key, never SQL). */
interface TableName {
  schema: string;
  name: string;
}
const keyOf = (table: TableName) => `${table.schema}.${table.name}`;

/**
 * A query of the user's SQL sent by the extended protocol, which runs exactly one statement (the
 * simple protocol, pg's default without values, runs every statement of the text). pg reads
 * `queryMode`; its types do not name it.
 */
function oneStatement(config: pg.QueryConfig): pg.QueryConfig {
  return { ...config, queryMode: 'extended' } as pg.QueryConfig;
}

/** The application's tables the statement's plan writes to (none for DDL, which has no plan). */
async function tablesWritten(client: pg.PoolClient, sql: string): Promise<TableName[]> {
  let plan: Array<{ Plan: PlanNode }>;
  try {
    plan = await inSavepoint(client, async () => {
      // The extended protocol runs one statement, whatever the text holds (the guard refuses a
      // second one already; this is the second lock on that door).
      const result = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        oneStatement({ text: `EXPLAIN (FORMAT JSON, VERBOSE) ${sql}` }),
      );
      return result.rows[0]?.['QUERY PLAN'] ?? [];
    });
  } catch {
    return [];
  }
  const tables = new Map<string, TableName>();
  const walk = (node: PlanNode) => {
    if (
      node['Node Type'] === 'ModifyTable' &&
      node['Relation Name'] &&
      node.Schema &&
      APPLICATION_SCHEMAS.includes(node.Schema)
    ) {
      const table = { schema: node.Schema, name: node['Relation Name'] };
      tables.set(keyOf(table), table);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  for (const entry of plan) walk(entry.Plan);
  return [...tables.values()];
}

/** Locks each table against other writers until the rollback; answers those it could lock. */
async function lockAgainstWriters(
  client: pg.PoolClient,
  tables: TableName[],
): Promise<Set<string>> {
  const locked = new Set<string>();
  for (const table of tables) {
    try {
      await inSavepoint(client, () =>
        client.query(
          `LOCK TABLE ONLY ${quoteIdent(table.schema)}.${quoteIdent(table.name)} ` +
            'IN SHARE ROW EXCLUSIVE MODE',
        ),
      );
      locked.add(keyOf(table));
    } catch (error) {
      // Without the privilege the statement cannot write there either; a lock timeout is the
      // statement's deadline.
      if ((error as { code?: unknown }).code === '57014') throw error;
      if ((error as { code?: unknown }).code === '55P03') throw error;
    }
  }
  return locked;
}

interface SequenceState {
  /** `schema.name`, quoted where needed (format's %I): SQL. */
  sequence: string;
  /** `schema.table` of the column it feeds, if any (unquoted: a key). */
  owner: string | null;
  lastValue: string | null;
  startValue: string;
}

/** The application's sequences as they are now (read by the owner: the values are visible). */
async function readSequences(appPool: pg.Pool): Promise<Map<string, SequenceState>> {
  const result = await appPool.query<SequenceState>(
    `SELECT format('%I.%I', s.schemaname, s.sequencename) AS sequence,
            (SELECT tn.nspname || '.' || t.relname
               FROM pg_depend d JOIN pg_class t ON t.oid = d.refobjid
               JOIN pg_namespace tn ON tn.oid = t.relnamespace
              WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
                AND d.objid = format('%I.%I', s.schemaname, s.sequencename)::regclass
                AND d.deptype IN ('a', 'i')
              LIMIT 1) AS owner,
            s.last_value::text AS "lastValue", s.start_value::text AS "startValue"
       FROM pg_sequences s
      WHERE s.schemaname = ANY($1)`,
    [APPLICATION_SCHEMAS],
  );
  return new Map(result.rows.map((row) => [row.sequence, row]));
}

/**
 * Sets back what the statement moved, while its locks still keep others out: only a sequence of
 * a locked table, and only from the value the dry run left (nobody else can have moved it).
 */
async function restoreSequences(
  before: Map<string, SequenceState>,
  locked: Set<string>,
  context: DryRunContext,
): Promise<void> {
  if (!context.connected()) {
    context.onIncident?.('SQL Explorer dry run: connection dropped, sequences left as they are');
    return;
  }
  const after = await readSequences(context.appPool);
  for (const [name, now] of after) {
    const was = before.get(name);
    if (!was || was.lastValue === now.lastValue || now.lastValue === null) continue;
    if (!now.owner || !locked.has(now.owner)) {
      context.onIncident?.(`SQL Explorer dry run moved sequence ${name}; left as it is`);
      continue;
    }
    const [value, called] =
      was.lastValue === null ? [was.startValue, false] : [was.lastValue, true];
    await context.appPool.query(
      `SELECT setval($1::regclass, $2::bigint, $3::boolean) FROM ${name} WHERE last_value = $4::bigint`,
      [name, value, called, now.lastValue],
    );
  }
}

interface Preview {
  affectedRows: number;
  rows: Record<string, unknown>[] | null;
  truncated: boolean;
}

/** Runs a statement wrapped so that it answers its row count and first changed rows. */
async function wrapped(client: pg.PoolClient, body: string): Promise<Preview> {
  const result = await client.query<Record<string, unknown>>(
    oneStatement({
      text:
        `WITH __dry_run AS (\n${body}\n)\n` +
        `SELECT (SELECT count(*) FROM __dry_run) AS ${COUNT_COLUMN}, * FROM __dry_run ` +
        `LIMIT ${MAX_PREVIEW_ROWS + 1}`,
      types: EXPLORER_TYPES,
    }),
  );
  const rows: Record<string, unknown>[] = [];
  let bytes = 0;
  let truncated = result.rows.length > MAX_PREVIEW_ROWS;
  for (const { [COUNT_COLUMN]: _count, ...row } of result.rows.slice(0, MAX_PREVIEW_ROWS)) {
    bytes += JSON.stringify(row).length;
    if (bytes > MAX_PREVIEW_BYTES) {
      truncated = true;
      break;
    }
    rows.push(row);
  }
  return { affectedRows: Number(result.rows[0]?.[COUNT_COLUMN] ?? 0), rows, truncated };
}

/**
 * What the statement changes: wrapped with `RETURNING *` (an INSERT, UPDATE or DELETE), or as it
 * is when it returns rows itself (its own RETURNING), or run plainly for its count alone (DDL,
 * MERGE). Each try runs in a savepoint, so a try that fails leaves nothing behind.
 */
async function preview(client: pg.PoolClient, sql: string): Promise<Preview> {
  // The statement up to its last token (not a trailing comment or `;`).
  const body = sql.slice(0, lexPostgresSql(sql).end);
  for (const text of [`${body}\nRETURNING *`, body]) {
    try {
      return await inSavepoint(client, () => wrapped(client, text));
    } catch (error) {
      if (!CANNOT_WRAP.has(String((error as { code?: unknown }).code))) throw error;
    }
  }
  const counts = await writeCounts(client);
  const outcome = await readOutcome(client, sql);
  // Rows it answers are not rows it changes (WITH gone AS (DELETE …) SELECT count(*) FROM gone):
  // PostgreSQL's write counts say those.
  const affectedRows =
    outcome.kind === 'affected'
      ? outcome.affectedRows
      : (await writesSince(client, counts)).rowsWritten;
  return { affectedRows, rows: null, truncated: false };
}

/** Runs the statement's dry run (see the top of this file); the transaction is rolled back. */
export async function postgresDryRun(
  client: pg.PoolClient,
  sql: string,
  bindings: Bindings,
  context: DryRunContext,
): Promise<SqlOutcome> {
  const locked = await lockAgainstWriters(client, await tablesWritten(client, sql));
  const before = await readSequences(context.appPool);
  const counts = await writeCounts(client);
  let outcome: SqlOutcome;
  try {
    const seen = await preview(client, sql);
    const writes = await writesSince(client, counts);
    const refusal = await forbiddenEffect(client, bindings);
    const readOnly = !writes.rows && !writes.structure;
    outcome =
      refusal !== undefined
        ? { kind: 'refused', error: refusal }
        : {
            kind: 'dry-run',
            readOnly,
            affectedRows: readOnly ? 0 : seen.affectedRows,
            changesStructure: writes.structure,
            preview: readOnly ? null : seen.rows,
            previewTruncated: readOnly ? false : seen.truncated,
          };
  } finally {
    await restoreSequences(before, locked, context).catch((error: unknown) =>
      context.onIncident?.(`SQL Explorer dry run: sequences not set back (${String(error)})`),
    );
  }
  await client.query('ROLLBACK');
  return outcome;
}
