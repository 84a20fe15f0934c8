import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { LoginRequest, SecureResponse } from './auth';
import { validate } from './validate';

const cases: Array<[label: string, schema: TSchema, value: unknown, valid: boolean]> = [
  ['login', LoginRequest, { username: 'root', password: 'x' }, true],
  ['login with empty username', LoginRequest, { username: '', password: 'x' }, false],
  ['login with empty password', LoginRequest, { username: 'root', password: '' }, false],
  [
    'login with a 201-character password',
    LoginRequest,
    { username: 'root', password: 'p'.repeat(201) },
    false,
  ],
  [
    'login with an extra field',
    LoginRequest,
    { username: 'root', password: 'x', remember: true },
    false,
  ],
  ['session check', SecureResponse, { message: 'Hi', role: 'admin' }, true],
  ['session check without role', SecureResponse, { message: 'Hi' }, false],
];

describe('auth schemas', () => {
  it.each(cases)('%s', (_, schema, value, valid) => {
    expect(validate(schema, value).ok).toBe(valid);
  });
});
