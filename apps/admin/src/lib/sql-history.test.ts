import { beforeEach, describe, expect, it } from 'vitest';
import { addToSqlHistory, clearSqlHistory, markSqlHistory, readSqlHistory, SQL_HISTORY_SIZE } from './sql-history';

describe('SQL history', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, moves a repeated statement to the top, per administrator', () => {
    addToSqlHistory('anna', 'SELECT 1', new Date('2026-11-22T10:00:00Z'));
    addToSqlHistory('anna', '  SELECT 2 ', new Date('2026-11-22T10:01:00Z'));
    addToSqlHistory('anna', 'SELECT 1', new Date('2026-11-22T10:02:00Z'));
    addToSqlHistory('boris', 'SELECT 3');
    expect(readSqlHistory('anna')).toEqual([
      { sql: 'SELECT 1', at: '2026-11-22T10:02:00.000Z' },
      { sql: 'SELECT 2', at: '2026-11-22T10:01:00.000Z' },
    ]);
    expect(readSqlHistory('boris').map((entry) => entry.sql)).toEqual(['SELECT 3']);
  });

  it(`keeps the last ${SQL_HISTORY_SIZE} statements`, () => {
    for (let index = 1; index <= 25; index += 1) addToSqlHistory('anna', `SELECT ${index}`);
    const history = readSqlHistory('anna');
    expect(history).toHaveLength(SQL_HISTORY_SIZE);
    expect(history[0]?.sql).toBe('SELECT 25');
    expect(history.at(-1)?.sql).toBe('SELECT 6');
  });

  it('reads garbage as an empty history and can be cleared', () => {
    localStorage.setItem('fuelcard.console.sqlHistory.anna', '{');
    expect(readSqlHistory('anna')).toEqual([]);
    addToSqlHistory('anna', 'SELECT 1');
    clearSqlHistory('anna');
    expect(readSqlHistory('anna')).toEqual([]);
  });

  it('marks a statement that did not run, and forgets the mark when it runs again (review s47, finding 15)', () => {
    addToSqlHistory('anna', 'SELECT 1', new Date('2026-11-22T10:00:00Z'));
    addToSqlHistory('anna', 'DELETE FROM news', new Date('2026-11-22T10:01:00Z'));
    expect(markSqlHistory('anna', ' DELETE FROM news ', 'refused')).toEqual([
      { sql: 'DELETE FROM news', at: '2026-11-22T10:01:00.000Z', outcome: 'refused' },
      { sql: 'SELECT 1', at: '2026-11-22T10:00:00.000Z' },
    ]);
    expect(readSqlHistory('anna')[0]?.outcome).toBe('refused');
    addToSqlHistory('anna', 'DELETE FROM news', new Date('2026-11-22T10:02:00Z'));
    expect(readSqlHistory('anna')[0]).toEqual({ sql: 'DELETE FROM news', at: '2026-11-22T10:02:00.000Z' });
  });

  it('drops stored entries whose mark it does not know', () => {
    localStorage.setItem(
      'fuelcard.console.sqlHistory.anna',
      JSON.stringify([
        { sql: 'SELECT 1', at: 'x', outcome: 'failed' },
        { sql: 'SELECT 2', at: 'x', outcome: 'exploded' },
      ]),
    );
    expect(readSqlHistory('anna').map((entry) => entry.sql)).toEqual(['SELECT 1']);
  });
});
