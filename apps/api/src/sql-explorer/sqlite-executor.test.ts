import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/sqlite/open-database';
import { SqliteExecutor } from './sqlite-executor';

describe('SqliteExecutor', { timeout: 30_000 }, () => {
  let dir: string;
  let executor: SqliteExecutor | undefined;
  afterEach(async () => {
    await executor?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('says when each statement is over, answered or failed (the news list then looks for its writes)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-executor-'));
    const databasePath = join(dir, 'test.db');
    // The product's own schema (the child checks it), plus a table to write to.
    const { sqlite } = openDatabase(databasePath);
    sqlite.exec('CREATE TABLE t (x INTEGER)');
    sqlite.close();
    const ends: string[] = [];
    let running = '';
    executor = new SqliteExecutor({
      databasePath,
      timeoutMs: 5000,
      afterStatement: () => ends.push(running),
    });
    const run = (sql: string) => {
      running = sql;
      return executor!.run(sql, performance.now() + 5000, () => ({
        kind: 'error',
        error: 'timeout',
      }));
    };
    expect((await run('INSERT INTO t VALUES (1)')).kind).not.toBe('error');
    expect(ends).toEqual(['INSERT INTO t VALUES (1)']);
    expect((await run('SELECT * FROM missing_table')).kind).toBe('error');
    expect(ends).toEqual(['INSERT INTO t VALUES (1)', 'SELECT * FROM missing_table']);
  });
});
