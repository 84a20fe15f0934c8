import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { HealthDraining, HealthResponse } from './health';
import { validate } from './validate';

const cases: Array<[label: string, schema: TSchema, value: unknown, valid: boolean]> = [
  ['health', HealthResponse, { status: 'ok' }, true],
  ['health down', HealthResponse, { status: 'down' }, false],
  ['health draining', HealthDraining, { status: 'draining' }, true],
  ['health draining is not ok', HealthResponse, { status: 'draining' }, false],
];

describe('health schemas', () => {
  it.each(cases)('%s', (_, schema, value, valid) => {
    expect(validate(schema, value).ok).toBe(valid);
  });
});
