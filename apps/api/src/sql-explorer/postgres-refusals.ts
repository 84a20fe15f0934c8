import type pg from 'pg';
import { APPEND_ONLY_TABLES, TRIGGER_WRITTEN_TABLES } from '../db/application-tables';
import type { SqlOutcome } from './protocol';
import { LARGE_OBJECTS_MESSAGE, ONE_STATEMENT_MESSAGE } from './postgres-statement-guard';
import {
  NEWS_REVISION_MESSAGE,
  READ_ONLY_TABLES_MESSAGE,
  schemaProtectedMessage,
  TEMP_OBJECTS_MESSAGE,
} from './schema-guard';

/*
 * PostgreSQL's errors for an SQL Explorer statement, as the Russian messages the SQLite explorer
 * gives where there is one: every refusal of a privilege (SQLSTATE 42501) gets a Russian message;
 * other errors are the engine's own text, like SQLite's.
 */

export const POSTGRES_SEQUENCE_MESSAGE =
  'Счётчики идентификаторов (последовательности) защищены: изменять их напрямую нельзя';
export const TRUNCATE_MESSAGE =
  'TRUNCATE для таблиц приложения запрещён в SQL Explorer: удаляйте строки командой DELETE';
export { ONE_STATEMENT_MESSAGE };
export const AUTHID_MESSAGE =
  'Таблица pg_authid (роли PostgreSQL и хэши их паролей) закрыта для SQL Explorer';
export const LARGE_OBJECT_DATA_MESSAGE =
  'Таблица pg_largeobject (содержимое больших объектов PostgreSQL) закрыта для SQL Explorer';
export const CATALOG_CHANGE_MESSAGE =
  'Служебные таблицы PostgreSQL (pg_*) SQL Explorer изменять не может';

export function catalogClosedMessage(name: string): string {
  return `Служебная таблица PostgreSQL ${name} закрыта для SQL Explorer: её читает только администратор сервера`;
}

export function schemaClosedMessage(name: string): string {
  return (
    `Схема ${name} закрыта для SQL Explorer: свои таблицы, представления и функции он создаёт ` +
    'только в схеме sql_explorer'
  );
}

export function functionClosedMessage(name: string): string {
  return `Функция ${name} недоступна в SQL Explorer`;
}

export function notPermittedMessage(detail: string): string {
  return `Недостаточно прав для этого запроса в SQL Explorer (${detail})`;
}

const OBJECT = String.raw`"?([\w.$]+)"?`;
const MUST_OWN = new RegExp(
  String.raw`must be owner of (?:table|relation|index|view|materialized view|sequence) ${OBJECT}`,
  'i',
);
const DENIED = new RegExp(
  String.raw`permission denied for (?:table|relation|sequence|view|materialized view) ${OBJECT}`,
  'i',
);
const DENIED_SCHEMA = new RegExp(String.raw`permission denied for schema ${OBJECT}`, 'i');
const DENIED_FUNCTION = new RegExp(
  String.raw`permission denied for (?:function|procedure) ${OBJECT}`,
  'i',
);

/** The table an index of the public schema belongs to (or the name itself). */
async function tableOf(appPool: pg.Pool, name: string): Promise<string> {
  const found = await appPool
    .query<{ tablename: string }>(
      "SELECT tablename FROM pg_indexes WHERE schemaname = 'public' AND indexname = $1",
      [name],
    )
    .catch(() => ({ rows: [] as Array<{ tablename: string }> }));
  return found.rows[0]?.tablename ?? name;
}

/** The outcome of a statement PostgreSQL refused or failed. */
export async function postgresFailure(
  error: unknown,
  sql: string,
  appPool: pg.Pool,
): Promise<SqlOutcome> {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown }).code;
  if (/cannot insert multiple commands into a prepared statement/i.test(message))
    return { kind: 'error', error: ONE_STATEMENT_MESSAGE };
  if (code !== '42501') return { kind: 'error', error: message };
  const refused = (text: string): SqlOutcome => ({ kind: 'refused', error: text });
  if (/temporary tables/i.test(message)) return refused(TEMP_OBJECTS_MESSAGE);
  if (/large object/i.test(message)) return refused(LARGE_OBJECTS_MESSAGE);
  const statement = sql.trimStart().slice(0, 40).toLowerCase();
  const owned = MUST_OWN.exec(message)?.[1]?.split('.').pop();
  const named = owned ?? DENIED.exec(message)?.[1]?.split('.').pop();
  if (named?.startsWith('pg_')) {
    if (owned) return refused(CATALOG_CHANGE_MESSAGE);
    if (named === 'pg_authid') return refused(AUTHID_MESSAGE);
    if (named === 'pg_largeobject') return refused(LARGE_OBJECT_DATA_MESSAGE);
    return refused(catalogClosedMessage(named));
  }
  if (/sequence/i.test(message)) return refused(POSTGRES_SEQUENCE_MESSAGE);
  if (named && /^truncate\b/.test(statement)) {
    return refused(
      (APPEND_ONLY_TABLES as readonly string[]).includes(named)
        ? READ_ONLY_TABLES_MESSAGE
        : TRUNCATE_MESSAGE,
    );
  }
  if (named && (owned || /^(create|alter|drop|comment)\b/.test(statement)))
    return refused(schemaProtectedMessage([await tableOf(appPool, named)]));
  if (named && (TRIGGER_WRITTEN_TABLES as readonly string[]).includes(named))
    return refused(NEWS_REVISION_MESSAGE);
  if (named) return refused(READ_ONLY_TABLES_MESSAGE);
  const schema = DENIED_SCHEMA.exec(message)?.[1];
  if (schema) return refused(schemaClosedMessage(schema));
  const routine = DENIED_FUNCTION.exec(message)?.[1];
  if (routine) return refused(functionClosedMessage(routine));
  return refused(notPermittedMessage(message));
}
