import { createHmac } from 'node:crypto';
import type pg from 'pg';
import {
  APPEND_ONLY_TABLES,
  APPLICATION_TABLES,
  TRIGGER_WRITTEN_TABLES,
} from '../application-tables';
import { MIGRATION_LOCK } from './open-database';

/** The schema where the SQL Explorer may create its own tables (first on its search path). */
export const EXPLORER_SCHEMA = 'sql_explorer';

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The explorer role of one database: `<database>_sql_explorer`, at most 63 characters. */
export function explorerRoleName(database: string): string {
  return `${database.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 50)}_sql_explorer`.toLowerCase();
}

/** Its password, the same on every instance (they share JWT_SECRET), never stored. */
export function explorerPassword(secret: string): string {
  return createHmac('sha256', secret).update('fuelcard SQL Explorer role').digest('base64url');
}

export interface ExplorerLogin {
  /** The explorer's connection URL, or undefined when it could not be prepared. */
  url: string | undefined;
  /** Why not, for the log. */
  problem?: string;
}

/** Tables the explorer may change (rows only), read only, and not even read. */
function privileges() {
  const readOnly = [
    ...APPEND_ONLY_TABLES.filter(
      (table) => table !== '__drizzle_migrations' && table !== 'sql_audit_log',
    ),
    // Its writes to the news move the revision through a SECURITY DEFINER trigger function.
    ...TRIGGER_WRITTEN_TABLES,
  ];
  const writable = APPLICATION_TABLES.filter(
    (table) =>
      !(APPEND_ONLY_TABLES as readonly string[]).includes(table) &&
      !(TRIGGER_WRITTEN_TABLES as readonly string[]).includes(table) &&
      table !== '__drizzle_migrations',
  );
  return { writable, readOnly };
}

/**
 * Prepares the SQL Explorer's login on PostgreSQL: a role with LOGIN and nothing else — no
 * superuser, no CREATEDB/CREATEROLE, no predefined roles (so no pg_read_server_files and the
 * like), no CREATE on the public schema, no TEMPORARY — that may read the application's tables
 * and change their rows, only read the consents and the migration journal, not touch the SQL
 * audit at all, only read the id sequences (no USAGE or UPDATE: inserts fill identity columns
 * without them, and nextval/setval are refused), own no large object, and create its own objects
 * only in its own schema.
 * With SQL_EXPLORER_DATABASE_URL the operator's role is used and given the same privileges;
 * otherwise the API's role (which needs CREATEROLE) creates `<database>_sql_explorer` with a
 * password derived from JWT_SECRET. Run at every start (idempotent; new tables get their grants).
 */
export async function prepareExplorerLogin(
  pool: pg.Pool,
  options: { url: string; explorerUrl: string | undefined; secret: string },
): Promise<ExplorerLogin> {
  const database = decodeURIComponent(new URL(options.url).pathname.slice(1));
  let url = options.explorerUrl;
  let role: string;
  const client = await pool.connect();
  // Instances starting together take turns (the same lock as the migrations).
  await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
  try {
    if (url) {
      role = decodeURIComponent(new URL(url).username);
    } else {
      role = explorerRoleName(database);
      const password = explorerPassword(options.secret);
      try {
        const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
        if (exists.rowCount === 0) await client.query(`CREATE ROLE ${ident(role)} LOGIN`);
        await client.query(
          // (SUPERUSER, REPLICATION and BYPASSRLS cannot be given by a CREATEROLE role at all;
          // the attributes are checked below.)
          `ALTER ROLE ${ident(role)} WITH LOGIN NOCREATEDB NOCREATEROLE CONNECTION LIMIT 4 ` +
            `PASSWORD '${password}'`,
        );
      } catch (error) {
        return {
          url: undefined,
          problem:
            `the role ${role} could not be created or updated (${(error as Error).message}): give the ` +
            "API's role CREATEROLE, or prepare a role and set SQL_EXPLORER_DATABASE_URL",
        };
      }
      const explorer = new URL(options.url);
      explorer.username = encodeURIComponent(role);
      explorer.password = encodeURIComponent(password);
      url = explorer.toString();
    }
    const r = ident(role);
    const statements = [
      // Membership lets the API cancel the explorer's statements and give it its schema.
      `GRANT ${r} TO CURRENT_USER`,
      `REVOKE ALL ON DATABASE ${ident(database)} FROM ${r}`,
      `GRANT CONNECT ON DATABASE ${ident(database)} TO ${r}`,
      `REVOKE TEMPORARY ON DATABASE ${ident(database)} FROM PUBLIC`,
      'REVOKE CREATE ON SCHEMA public FROM PUBLIC',
      `REVOKE ALL ON SCHEMA public FROM ${r}`,
      `GRANT USAGE ON SCHEMA public TO ${r}`,
      `REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${r}`,
      `REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM ${r}`,
      `REVOKE ALL ON ALL SEQUENCES IN SCHEMA drizzle FROM ${r}`,
      // Sequences made later (by migrations, as this role) give it nothing either.
      `ALTER DEFAULT PRIVILEGES REVOKE ALL ON SEQUENCES FROM ${r}, PUBLIC`,
      `ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE ALL ON SEQUENCES FROM ${r}, PUBLIC`,
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ${privileges().writable.map(ident).join(', ')} TO ${r}`,
      `GRANT SELECT ON ${privileges().readOnly.map(ident).join(', ')} TO ${r}`,
      `GRANT SELECT ON ALL SEQUENCES IN SCHEMA public TO ${r}`,
      `GRANT USAGE ON SCHEMA drizzle TO ${r}`,
      `GRANT SELECT ON drizzle.__drizzle_migrations TO ${r}`,
      `CREATE SCHEMA IF NOT EXISTS ${ident(EXPLORER_SCHEMA)} AUTHORIZATION ${r}`,
      // A restored database (pg_restore --no-owner, docs/decisions/api-0014) has the schema and
      // the explorer's own tables owned by the API's role: they are given back to the explorer.
      `ALTER SCHEMA ${ident(EXPLORER_SCHEMA)} OWNER TO ${r}`,
      `ALTER ROLE ${r} IN DATABASE ${ident(database)} SET search_path = ${ident(EXPLORER_SCHEMA)}, public`,
    ];
    for (const statement of statements) {
      try {
        await client.query(statement);
      } catch (error) {
        // Revoking PUBLIC's defaults needs the database's owner: the executor checks anyway.
        if (statement.includes('FROM PUBLIC')) continue;
        return {
          url: undefined,
          problem: `the SQL Explorer's privileges could not be set (${statement}: ${(error as Error).message})`,
        };
      }
    }
    const ownership = await giveBackOwnTables(client, role);
    if (ownership) return { url: undefined, problem: ownership };
    // Not even the SQL audit's counter: the audit is closed to the explorer.
    const audit = await client.query<{ name: string | null }>(
      "SELECT pg_get_serial_sequence('public.sql_audit_log', 'id') AS name",
    );
    if (audit.rows[0]?.name)
      await client.query(`REVOKE ALL ON SEQUENCE ${audit.rows[0].name} FROM ${r}`);
    const sequences = await closeSequences(client, role);
    if (sequences) return { url: undefined, problem: sequences };
    const largeObjects = await takeLargeObjects(client, role);
    if (largeObjects) return { url: undefined, problem: largeObjects };
    // The role must not hold any predefined role (pg_read_server_files and the like) either.
    const memberships = await client.query<{ rolname: string }>(
      'SELECT g.rolname FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid JOIN pg_roles u ON u.oid = m.member WHERE u.rolname = $1',
      [role],
    );
    const attributes = await client.query<{ privileged: boolean }>(
      'SELECT rolsuper OR rolcreaterole OR rolcreatedb OR rolreplication OR rolbypassrls AS privileged FROM pg_roles WHERE rolname = $1',
      [role],
    );
    const flags = attributes.rows[0];
    if (memberships.rowCount || !flags || flags.privileged) {
      return {
        url: undefined,
        problem: `the SQL Explorer's role ${role} has more rights than it may (memberships or attributes); it stays off`,
      };
    }
    return { url };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** Sequences of the application that the explorer may move (nextval, setval), e.g. through PUBLIC. */
const MOVABLE_SEQUENCES = `
  SELECT c.oid::regclass::text AS name FROM pg_class c
   WHERE c.relkind = 'S' AND c.relnamespace IN ('public'::regnamespace, 'drizzle'::regnamespace)
     AND (has_sequence_privilege($1, c.oid, 'USAGE') OR has_sequence_privilege($1, c.oid, 'UPDATE'))`;

/**
 * Takes from PUBLIC what would let the explorer move an id sequence (a grant or a default
 * privilege someone gave); the explorer stays off when that is not enough.
 */
async function closeSequences(client: pg.PoolClient, role: string): Promise<string | undefined> {
  const open = await client.query<{ name: string }>(MOVABLE_SEQUENCES, [role]);
  for (const { name } of open.rows)
    await client
      .query(`REVOKE USAGE, UPDATE ON SEQUENCE ${name} FROM PUBLIC`)
      .catch(() => undefined);
  const still = await client.query<{ name: string }>(MOVABLE_SEQUENCES, [role]);
  if (still.rowCount === 0) return undefined;
  return (
    `the SQL Explorer's role ${role} could still move the sequences ` +
    `${still.rows.map((row) => row.name).join(', ')} (USAGE or UPDATE through another role); it stays off`
  );
}

/**
 * Large objects the explorer owns (made before it was refused them) pass to the API's role, which
 * keeps them for the operator: the explorer can then neither read nor grow them.
 */
async function takeLargeObjects(client: pg.PoolClient, role: string): Promise<string | undefined> {
  const owned = await client.query<{ oid: string }>(
    'SELECT oid::text FROM pg_largeobject_metadata WHERE lomowner = (SELECT oid FROM pg_roles WHERE rolname = $1)',
    [role],
  );
  try {
    for (const { oid } of owned.rows)
      await client.query(`ALTER LARGE OBJECT ${Number(oid)} OWNER TO CURRENT_USER`);
  } catch (error) {
    return `the large objects of the SQL Explorer's role ${role} could not be taken from it (${(error as Error).message}); it stays off`;
  }
  return undefined;
}

/**
 * Tables, views and sequences in the explorer's schema that another role owns — after a restore
 * without owners, the API's — pass to the explorer: they are its own objects, and it could drop
 * them anyway as the schema's owner. (A sequence of a column follows its table.)
 */
async function giveBackOwnTables(client: pg.PoolClient, role: string): Promise<string | undefined> {
  const others = await client.query<{ name: string; kind: string }>(
    `SELECT c.oid::regclass::text AS name, c.relkind AS kind FROM pg_class c
      WHERE c.relnamespace = $1::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
        AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = $2)
        AND NOT (c.relkind = 'S' AND EXISTS (
          SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype IN ('a', 'i')))`,
    [EXPLORER_SCHEMA, role],
  );
  try {
    for (const { name, kind } of others.rows) {
      const what =
        kind === 'S'
          ? 'SEQUENCE'
          : kind === 'v'
            ? 'VIEW'
            : kind === 'm'
              ? 'MATERIALIZED VIEW'
              : kind === 'f'
                ? 'FOREIGN TABLE'
                : 'TABLE';
      await client.query(`ALTER ${what} ${name} OWNER TO ${ident(role)}`);
    }
  } catch (error) {
    return `the SQL Explorer's own tables could not be given back to ${role} (${(error as Error).message}); it stays off`;
  }
  return undefined;
}
