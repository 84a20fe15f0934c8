import type Database from 'better-sqlite3';
import { APPLICATION_TABLES } from '../db/application-tables';

/*
 * Which of the application's tables an object of the main schema is bound to, resolved the way
 * SQLite resolves names (docs/decisions/api-0008-sql-explorer-protection.md). better-sqlite3 12
 * exposes no authorizer callback, so the engine is asked in two other ways:
 *  - a trigger's or an index's table is its `tbl_name`, compared as SQLite compares identifiers:
 *    ignoring ASCII case only, however it was quoted (a trigger keeps the spelling it was given);
 *  - a view, or a table with a foreign key, is bound to the tables SQLite itself finds in it: the
 *    root pages its plan opens (EXPLAIN, which also sees through views of views) and the names
 *    SQLite rewrites when the application's tables are renamed, inside a savepoint that is always
 *    rolled back (which also finds a reference in a branch that never runs).
 */

const PROBE_PREFIX = 'fuelcard_explorer_probe_';
/** What protectedTableOf answers for SQLite's own tables (sqlite_schema, sqlite_sequence…). */
export const SQLITE_OWN = 'sqlite_*';

export interface SchemaObject {
  type: string;
  name: string;
  tbl_name: string;
  sql: string | null;
}

/** SQLite's identifier comparison (sqlite3StrICmp): ASCII letters only ignore case. */
export function foldName(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

const APPLICATION = new Set<string>(APPLICATION_TABLES);

/** The application table a name resolves to, SQLITE_OWN for SQLite's own tables, or undefined. */
export function protectedTableOf(name: string): string | undefined {
  const folded = foldName(name);
  if (folded.startsWith('sqlite_')) return SQLITE_OWN;
  return APPLICATION.has(folded) ? folded : undefined;
}

/** Whether SQLite has to be asked which tables the object reads or references. */
export function bindsOtherTables(object: SchemaObject): boolean {
  return (
    object.type === 'view' || (object.type === 'table' && /references/i.test(object.sql ?? ''))
  );
}

export function unresolvedReferencesMessage(detail: string): string {
  return (
    `Запрос отменён: SQLite не может разрешить ссылки представления или внешнего ключа (${detail}). ` +
    'Такой объект остановил бы обновление базы данных; исправьте или удалите объект, названный в ошибке'
  );
}

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Application tables whose root pages (or their indexes') a view's plan opens in main. */
function tablesReadBy(db: Database.Database, view: string): string[] {
  const pages = new Map<number, string>();
  for (const row of db
    .prepare("SELECT rootpage, tbl_name FROM main.sqlite_schema WHERE type IN ('table', 'index')")
    .all() as Array<{ rootpage: number; tbl_name: string }>)
    pages.set(row.rootpage, row.tbl_name);
  const plan = db.prepare(`EXPLAIN SELECT * FROM main.${quote(view)}`).all() as Array<{
    opcode: string;
    p2: number;
    p3: number;
  }>;
  return plan
    .filter((op) => ['OpenRead', 'OpenWrite', 'ReopenIdx'].includes(op.opcode) && op.p3 === 0)
    .map((op) => protectedTableOf(pages.get(op.p2) ?? ''))
    .filter((table): table is string => table !== undefined && table !== SQLITE_OWN);
}

/** Application tables named in the objects' definitions, as SQLite resolves them (rename probe). */
function tablesNamedBy(db: Database.Database, objects: SchemaObject[]): string[] {
  const found: string[] = [];
  db.exec('SAVEPOINT fuelcard_explorer_probe');
  try {
    for (const table of APPLICATION_TABLES)
      db.exec(`ALTER TABLE main.${quote(table)} RENAME TO ${quote(PROBE_PREFIX + table)}`);
    const definition = db.prepare('SELECT sql FROM main.sqlite_schema WHERE type = ? AND name = ?');
    for (const object of objects) {
      const sql = String(definition.pluck().get(object.type, object.name) ?? '');
      for (const table of APPLICATION_TABLES)
        if (sql.includes(quote(PROBE_PREFIX + table))) found.push(table);
    }
  } finally {
    db.exec('ROLLBACK TO fuelcard_explorer_probe');
    db.exec('RELEASE fuelcard_explorer_probe');
  }
  return found;
}

/**
 * The application tables that new or changed views and tables read or reference, or the error
 * SQLite gives when it cannot resolve them (such an object would also stop a later migration
 * that rebuilds a table: SQLite checks every view and trigger when a table is renamed).
 */
export function applicationTablesBoundTo(
  db: Database.Database,
  objects: SchemaObject[],
): { tables: string[] } | { unresolved: string } {
  try {
    const tables = new Set(tablesNamedBy(db, objects));
    for (const object of objects)
      if (object.type === 'view')
        for (const table of tablesReadBy(db, object.name)) tables.add(table);
    return { tables: [...tables].sort() };
  } catch (error) {
    return { unresolved: error instanceof Error ? error.message : String(error) };
  }
}
