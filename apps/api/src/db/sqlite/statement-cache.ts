import type Database from 'better-sqlite3';

/** Distinct SQL texts kept compiled; the least recently used goes first beyond this. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as drizzle sees it, compiling each SQL text once. drizzle asks better-sqlite3 to
 * prepare every query it runs, and compiling the same text again was a sixth of a signed-in
 * request's time (`pnpm bench`, /api/admin/secure). A statement from the cache is handed out in
 * the state a new one has (rows as objects: drizzle switches `raw()` on for the queries that map
 * columns itself); better-sqlite3 recompiles a statement by itself after a schema change.
 * Everything but `prepare` is the connection's own.
 */
export function withStatementCache(
  sqlite: Database.Database,
  capacity = STATEMENT_CACHE_SIZE,
): Database.Database {
  const statements = new Map<string, Database.Statement>();
  const prepare = (source: string): Database.Statement => {
    let statement = statements.get(source);
    if (statement) {
      statements.delete(source);
      if (statement.reader) statement.raw(false).pluck(false).expand(false);
    } else {
      statement = sqlite.prepare(source);
      if (statements.size >= capacity) statements.delete(statements.keys().next().value!);
    }
    statements.set(source, statement);
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
