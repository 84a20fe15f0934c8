import Database from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache';

describe('withStatementCache', () => {
  const open = () => {
    const sqlite = new Database(':memory:');
    sqlite.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT)');
    sqlite.exec("INSERT INTO t (name) VALUES ('a'), ('b')");
    return sqlite;
  };

  it('compiles a text once and hands the statement out as new (objects, not arrays)', () => {
    const sqlite = open();
    const spy = vi.spyOn(sqlite, 'prepare');
    const client = withStatementCache(sqlite);
    const first = client.prepare('SELECT id, name FROM t WHERE id = ?');
    expect(first.raw().get(1)).toEqual([1, 'a']);
    const again = client.prepare('SELECT id, name FROM t WHERE id = ?');
    expect(again).toBe(first);
    expect(again.get(2)).toEqual({ id: 2, name: 'b' });
    expect(client.prepare('SELECT name FROM t WHERE id = ?').pluck().get(1)).toBe('a');
    expect(client.prepare('SELECT name FROM t WHERE id = ?').get(1)).toEqual({ name: 'a' });
    expect(spy).toHaveBeenCalledTimes(2);
    sqlite.close();
  });

  it('keeps writers, transactions and everything else of the connection', () => {
    const sqlite = open();
    const client = withStatementCache(sqlite);
    const insert = () => client.prepare('INSERT INTO t (name) VALUES (?)');
    expect(insert().run('c').changes).toBe(1);
    expect(insert().run('d').changes).toBe(1);
    client.transaction(() => insert().run('e'))();
    expect(client.inTransaction).toBe(false);
    expect(client.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 5 });
    expect(client.pragma('journal_mode', { simple: true })).toBe('memory');
    sqlite.close();
  });

  it('follows a schema change, and forgets the least recently used text beyond its size', () => {
    const sqlite = open();
    const spy = vi.spyOn(sqlite, 'prepare');
    const client = withStatementCache(sqlite, 2);
    expect(client.prepare('SELECT * FROM t WHERE id = 1').get()).toEqual({ id: 1, name: 'a' });
    sqlite.exec('ALTER TABLE t ADD COLUMN note TEXT');
    expect(client.prepare('SELECT * FROM t WHERE id = 1').get()).toEqual({
      id: 1,
      name: 'a',
      note: null,
    });
    client.prepare('SELECT 2');
    client.prepare('SELECT * FROM t WHERE id = 1'); // used again: kept
    client.prepare('SELECT 3'); // pushes out SELECT 2
    client.prepare('SELECT * FROM t WHERE id = 1');
    expect(spy).toHaveBeenCalledTimes(3);
    client.prepare('SELECT 2');
    expect(spy).toHaveBeenCalledTimes(4);
    sqlite.close();
  });
});
