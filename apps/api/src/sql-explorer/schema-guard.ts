import type Database from 'better-sqlite3';
import {
  APPEND_ONLY_TABLES,
  APPLICATION_TABLES,
  TRIGGER_WRITTEN_TABLES,
} from '../db/application-tables';
import {
  applicationTablesBoundTo,
  bindsOtherTables,
  protectedTableOf,
  SQLITE_OWN,
  type SchemaObject,
  unresolvedReferencesMessage,
} from './table-references';

/*
 * What the SQL Explorer may never change, checked on its own connection whatever the spelling of
 * the statement (docs/decisions/api-0008-sql-explorer-protection.md):
 *  - the append-only tables (audit, consents, migration journal) are read-only for it: TEMP
 *    triggers, which exist only on the explorer's connection, refuse its INSERT, UPDATE and DELETE;
 *  - every writing statement runs in a transaction of its own, and before it commits the
 *    structure of the application's tables (and of sqlite_*), the TEMP schema and
 *    `sqlite_sequence` are compared with what they were: any change other than the counters an
 *    INSERT moves rolls the statement back and refuses it. Which table an object belongs to is
 *    resolved as SQLite resolves it (table-references.ts): a trigger on "Admin_Audit_Log" is a
 *    trigger on admin_audit_log, and a view (or a foreign key) of the explorer's own may not bind
 *    an application table either.
 */

const GUARD_PREFIX = 'fuelcard_explorer_guard_';
/** The RAISE message of the TEMP triggers (mapped to READ_ONLY_TABLES_MESSAGE). */
export const READ_ONLY_MARKER = 'fuelcard explorer: read-only table';

export const READ_ONLY_TABLES_MESSAGE =
  'Журналы аудита (SQL Explorer и действий администраторов), согласия на cookie и журнал миграций доступны в SQL Explorer только для чтения';
export const SYSTEM_TABLES_MESSAGE =
  'Служебные таблицы SQLite (sqlite_*) защищены: SQL Explorer не может их создавать, изменять или удалять';
export const SEQUENCE_MESSAGE =
  'Счётчики идентификаторов (sqlite_sequence) защищены: изменять их напрямую нельзя';
export const ID_TOO_LARGE_MESSAGE = `Идентификаторы в таблицах приложения не могут быть больше ${Number.MAX_SAFE_INTEGER}`;
export const TEMP_OBJECTS_MESSAGE =
  'Временные таблицы, представления и триггеры не поддерживаются: каждый запрос SQL Explorer выполняется отдельно';
export const GUARDS_MESSAGE = 'Защитные триггеры SQL Explorer изменять нельзя';

export function schemaProtectedMessage(tables: string[]): string {
  return (
    `Структура таблиц приложения защищена (${tables.join(', ')}): DROP, ALTER, CREATE INDEX ` +
    'и триггеры для них, а также представления и внешние ключи, ссылающиеся на них, в SQL Explorer ' +
    'запрещены; изменять их данные (INSERT, UPDATE, DELETE) можно'
  );
}

/** The largest id the API can hand to its clients (a JavaScript number). */
const MAX_ID = BigInt(Number.MAX_SAFE_INTEGER);

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;

function guardSql(
  table: string,
  event: 'INSERT' | 'UPDATE' | 'DELETE',
): { name: string; sql: string } {
  const name = `${GUARD_PREFIX}${table}_${event.toLowerCase()}`;
  return {
    name,
    sql:
      `CREATE TEMP TRIGGER ${quote(name)} BEFORE ${event} ON main.${quote(table)} ` +
      `BEGIN SELECT RAISE(ABORT, '${READ_ONLY_MARKER}'); END`,
  };
}

/** The RAISE message of the news revision's guards (mapped to NEWS_REVISION_MESSAGE). */
export const NEWS_REVISION_MARKER = 'fuelcard explorer: trigger-written table';
export const NEWS_REVISION_MESSAGE =
  'Счётчик изменений новостей (news_revision) меняют только триггеры таблицы news: ' +
  'в SQL Explorer его можно только читать';

/**
 * The tables only the news triggers write: no insert or delete, and an update only as the
 * triggers make it (one up, the same row), which the explorer's own writes to the news cause.
 */
const triggerWrittenGuards = TRIGGER_WRITTEN_TABLES.flatMap((table) => {
  const refuse = `BEGIN SELECT RAISE(ABORT, '${NEWS_REVISION_MARKER}'); END`;
  const name = (event: string) => `${GUARD_PREFIX}${table}_${event}`;
  return [
    {
      name: name('insert'),
      sql: `CREATE TEMP TRIGGER ${quote(name('insert'))} BEFORE INSERT ON main.${quote(table)} ${refuse}`,
    },
    {
      name: name('delete'),
      sql: `CREATE TEMP TRIGGER ${quote(name('delete'))} BEFORE DELETE ON main.${quote(table)} ${refuse}`,
    },
    {
      name: name('update'),
      sql:
        `CREATE TEMP TRIGGER ${quote(name('update'))} BEFORE UPDATE ON main.${quote(table)} ` +
        `WHEN NEW.id IS NOT OLD.id OR NEW.revision IS NOT OLD.revision + 1 ${refuse}`,
    },
  ];
});

const GUARDS = [
  ...APPEND_ONLY_TABLES.flatMap((table) =>
    (['INSERT', 'UPDATE', 'DELETE'] as const).map((event) => guardSql(table, event)),
  ),
  ...triggerWrittenGuards,
];

/** Creates the TEMP triggers that keep the append-only tables read-only (once per connection). */
export function installGuards(db: Database.Database): void {
  const present = new Set(
    db
      .prepare("SELECT name FROM temp.sqlite_schema WHERE type = 'trigger'")
      .pluck()
      .all() as string[],
  );
  for (const guard of GUARDS) if (!present.has(guard.name)) db.exec(guard.sql);
}

export interface ProtectedState {
  /** `type name` → the object, for every object of the main schema. */
  schema: Map<string, SchemaObject>;
  /** `type name sql` of every TEMP object, sorted. */
  temp: string[];
  /** sqlite_sequence: table → counter. */
  sequence: Map<string, bigint>;
  /** The contents of any sqlite_stat* table. */
  statistics: string;
}

/** The state a writing statement must leave as it was (read inside its transaction). */
export function readProtectedState(db: Database.Database): ProtectedState {
  const schema = new Map<string, SchemaObject>();
  const rows = db
    .prepare('SELECT type, name, tbl_name, sql FROM main.sqlite_schema')
    .all() as SchemaObject[];
  for (const row of rows) schema.set(`${row.type} ${row.name}`, row);

  const temp = (
    db.prepare('SELECT type, name, sql FROM temp.sqlite_schema').all() as Array<{
      type: string;
      name: string;
      sql: string | null;
    }>
  )
    .map((row) => `${row.type} ${row.name} ${row.sql ?? ''}`)
    .sort();

  const sequence = new Map<string, bigint>();
  if (schema.has('table sqlite_sequence')) {
    const counters = db.prepare('SELECT name, seq FROM main.sqlite_sequence').safeIntegers(true);
    for (const row of counters.all() as Array<{ name: string; seq: bigint | number | null }>)
      sequence.set(row.name, BigInt(row.seq ?? 0));
  }

  let statistics = '';
  for (const key of schema.keys()) {
    const name = key.startsWith('table sqlite_stat') ? key.slice('table '.length) : undefined;
    if (name)
      statistics += JSON.stringify(
        db
          .prepare(`SELECT * FROM main.${quote(name)}`)
          .raw()
          .all(),
      );
  }
  return { schema, temp, sequence, statistics };
}

function tableExists(db: Database.Database, table: string): boolean {
  return (
    db.prepare("SELECT 1 FROM main.sqlite_schema WHERE type = 'table' AND name = ?").get(table) !==
    undefined
  );
}

/** The largest rowid of a table, or 0 for an empty one. */
function largestRowid(db: Database.Database, table: string): bigint {
  const value = db
    .prepare(`SELECT max(rowid) FROM main.${quote(table)}`)
    .pluck()
    .safeIntegers(true)
    .get() as bigint | null;
  return value ?? 0n;
}

/**
 * Why the change from `before` to `after` is refused, or undefined when it only touched what the
 * explorer may change. A counter of sqlite_sequence may only move the way an INSERT moves it: up,
 * to the table's largest id, and no further than ids the API can represent.
 */
export function protectedChange(
  db: Database.Database,
  before: ProtectedState,
  after: ProtectedState,
): string | undefined {
  const changedTables = new Set<string>();
  /** New or changed objects of the explorer's own that may bind other tables. */
  const binding: SchemaObject[] = [];
  for (const key of new Set([...before.schema.keys(), ...after.schema.keys()])) {
    const was = before.schema.get(key);
    const is = after.schema.get(key);
    if (was?.tbl_name === is?.tbl_name && was?.sql === is?.sql) continue;
    for (const object of [was, is]) {
      const table = object && protectedTableOf(object.tbl_name);
      if (table) changedTables.add(table);
    }
    if (is && bindsOtherTables(is)) binding.push(is);
  }
  if (changedTables.size > 0) {
    const application = [...changedTables].filter((table) => table !== SQLITE_OWN);
    return application.length > 0
      ? schemaProtectedMessage(application.sort())
      : SYSTEM_TABLES_MESSAGE;
  }
  if (binding.length > 0) {
    const bound = applicationTablesBoundTo(db, binding);
    if ('unresolved' in bound) return unresolvedReferencesMessage(bound.unresolved);
    if (bound.tables.length > 0) return schemaProtectedMessage(bound.tables);
  }

  const guardsBefore = before.temp.filter((row) => row.includes(GUARD_PREFIX));
  const guardsAfter = after.temp.filter((row) => row.includes(GUARD_PREFIX));
  if (guardsBefore.join('\n') !== guardsAfter.join('\n')) return GUARDS_MESSAGE;
  if (after.temp.length !== guardsAfter.length) return TEMP_OBJECTS_MESSAGE;

  for (const table of new Set([...before.sequence.keys(), ...after.sequence.keys()])) {
    const was = before.sequence.get(table);
    const is = after.sequence.get(table);
    if (was === is) continue;
    if (is === undefined) {
      // The row of a table that is gone goes with it.
      if (!tableExists(db, table)) continue;
      return SEQUENCE_MESSAGE;
    }
    const moved = was === undefined || is > was;
    if (!moved || !tableExists(db, table) || is !== largestRowid(db, table))
      return SEQUENCE_MESSAGE;
    if (is > MAX_ID && (APPLICATION_TABLES as readonly string[]).includes(table))
      return ID_TOO_LARGE_MESSAGE;
  }

  if (before.statistics !== after.statistics) return SYSTEM_TABLES_MESSAGE;
  return undefined;
}
