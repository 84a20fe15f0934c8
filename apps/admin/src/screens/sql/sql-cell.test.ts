import { describe, expect, it } from 'vitest';
import { sqlCellText, sqlColumns } from './sql-cell';

describe('sqlCellText', () => {
  it.each([
    [null, 'NULL'],
    [undefined, 'NULL'],
    [0, '0'],
    ['', ''],
    [false, 'false'],
    [{ a: [1] }, '{"a":[1]}'],
  ])('shows %j as %j', (value, text) => expect(sqlCellText(value)).toBe(text));
});

describe('sqlColumns', () => {
  it('lists every key of every row in first-seen order', () => {
    expect(sqlColumns([{ b: 1, a: 2 }, { a: 3, c: 4 }])).toEqual(['b', 'a', 'c']);
    expect(sqlColumns([])).toEqual([]);
  });
});
