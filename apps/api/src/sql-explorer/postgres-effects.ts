import type pg from 'pg';
import { LARGE_OBJECTS_MESSAGE } from './postgres-statement-guard';
import { schemaProtectedMessage, TEMP_OBJECTS_MESSAGE } from './schema-guard';

/*
 * What a PostgreSQL statement of the SQL Explorer may not leave behind, whatever its spelling,
 * checked on its own connection inside its transaction before COMMIT (the role's privileges are
 * the fence; these are what no privilege can refuse):
 *  - temporary objects (TEMPORARY is revoked; this is the second line);
 *  - large objects: any role may create them, and they fill the disk outside every table;
 *  - a dependency of one of its own objects (a view, a materialized view, a column of a table's
 *    row type, a function body, a default) on an object of the application (schemas public and
 *    drizzle): it would make the migrations that change or drop that object fail.
 */

/**
 * `dependent referenced` for every dependency on an object of the application (not a built-in
 * one: FirstNormalObjectId and up, in the schemas public and drizzle). The explorer owns nothing
 * there, so a new one can only come from one of its own objects.
 */
const BINDINGS_SQL = `
  SELECT DISTINCT d.classid::oid::text || ':' || d.objid::text AS dependent,
         regexp_replace(r.identity, '^(public|drizzle)\\.', '') AS referenced
    FROM pg_depend d, LATERAL pg_identify_object(d.refclassid, d.refobjid, 0) r
   WHERE d.refobjid >= 16384 AND r.schema IN ('public', 'drizzle')`;

const LEFT_BEHIND_SQL = `
  SELECT (SELECT count(*) FROM pg_class WHERE relnamespace = pg_my_temp_schema())::int AS temporary,
         (SELECT count(*) FROM pg_largeobject_metadata
           WHERE lomowner = (SELECT oid FROM pg_roles WHERE rolname = current_user))::int AS large`;

export type Bindings = Set<string>;

/** The dependencies on the application's objects that exist now (read before the statement). */
export async function readBindings(client: pg.PoolClient): Promise<Bindings> {
  const rows = await client.query<{ dependent: string; referenced: string }>(BINDINGS_SQL);
  return new Set(rows.rows.map((row) => `${row.dependent} ${row.referenced}`));
}

/** Why what the statement left behind is refused, or undefined (read before COMMIT). */
export async function forbiddenEffect(
  client: pg.PoolClient,
  before: Bindings,
): Promise<string | undefined> {
  const left = (await client.query<{ temporary: number; large: number }>(LEFT_BEHIND_SQL)).rows[0];
  if ((left?.temporary ?? 0) > 0) return TEMP_OBJECTS_MESSAGE;
  if ((left?.large ?? 0) > 0) return LARGE_OBJECTS_MESSAGE;
  const bound = new Set<string>();
  for (const binding of await readBindings(client))
    if (!before.has(binding)) bound.add(binding.slice(binding.indexOf(' ') + 1));
  return bound.size > 0 ? schemaProtectedMessage([...bound].sort()) : undefined;
}
