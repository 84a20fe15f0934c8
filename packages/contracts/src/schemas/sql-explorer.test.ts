import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { SqlExecuteRequest, SqlExecuteResponse } from './sql-explorer';
import { validate } from './validate';

const cases: Array<[label: string, schema: TSchema, value: unknown, valid: boolean]> = [
  ['sql', SqlExecuteRequest, { sql: 'SELECT 1' }, true],
  ['sql too long', SqlExecuteRequest, { sql: 'x'.repeat(100_001) }, false],
  ['sql rows', SqlExecuteResponse, { rows: [{ id: 1, name: null }], truncated: false }, true],
  ['sql rows without truncated', SqlExecuteResponse, { rows: [] }, false],
  ['sql affected rows', SqlExecuteResponse, { affectedRows: 3 }, true],
  ['sql negative affected rows', SqlExecuteResponse, { affectedRows: -1 }, false],
  ['sql error', SqlExecuteResponse, { error: 'near "SELEC": syntax error' }, true],
  ['sql nothing', SqlExecuteResponse, {}, false],
];

describe('sql-explorer schemas', () => {
  it.each(cases)('%s', (_, schema, value, valid) => {
    expect(validate(schema, value).ok).toBe(valid);
  });
});
