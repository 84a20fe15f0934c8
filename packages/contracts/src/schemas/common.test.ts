import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { IdParams, MutationResult } from './common';
import { validate } from './validate';

const cases: Array<[label: string, schema: TSchema, value: unknown, valid: boolean]> = [
  ['id 1', IdParams, { id: '1' }, true],
  ['id 9999999999', IdParams, { id: '9999999999' }, true],
  ['id 0', IdParams, { id: '0' }, false],
  ['id 012', IdParams, { id: '012' }, false],
  ['id with 11 digits', IdParams, { id: '12345678901' }, false],
  ['id abc', IdParams, { id: 'abc' }, false],
  ['mutation result', MutationResult, { id: 7 }, true],
  ['mutation result with a string id', MutationResult, { id: '7' }, false],
];

describe('common schemas', () => {
  it.each(cases)('%s', (_, schema, value, valid) => {
    expect(validate(schema, value).ok).toBe(valid);
  });
});
