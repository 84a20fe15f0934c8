import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { HealthDraining, HealthResponse, HealthUnavailable } from './health';
import { validate } from './validate';

const database = { engine: 'sqlite', state: 'ok' };
const cases: Array<[label: string, schema: TSchema, value: unknown, valid: boolean]> = [
  ['health', HealthResponse, { status: 'ok' }, true],
  ['health with the database', HealthResponse, { status: 'ok', database }, true],
  ['health down', HealthResponse, { status: 'down' }, false],
  ['health draining', HealthDraining, { status: 'draining' }, true],
  ['health draining is not ok', HealthResponse, { status: 'draining' }, false],
  [
    'health unavailable',
    HealthUnavailable,
    { status: 'unavailable', database: { engine: 'sqlite', state: 'full', message: 'Диск' } },
    true,
  ],
  ['health unavailable names the database', HealthUnavailable, { status: 'unavailable' }, false],
  [
    'an unknown database state',
    HealthResponse,
    { status: 'ok', database: { engine: 'sqlite', state: 'fine' } },
    false,
  ],
];

describe('health schemas', () => {
  it.each(cases)('%s', (_, schema, value, valid) => {
    expect(validate(schema, value).ok).toBe(valid);
  });
});
