import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { Role } from './roles';
import { validate } from './validate';

const cases: Array<[label: string, schema: TSchema, value: unknown, valid: boolean]> = [
  ['role superadmin', Role, 'superadmin', true],
  ['role admin', Role, 'admin', true],
  ['role editor', Role, 'editor', false],
];

describe('roles schemas', () => {
  it.each(cases)('%s', (_, schema, value, valid) => {
    expect(validate(schema, value).ok).toBe(valid);
  });
});
