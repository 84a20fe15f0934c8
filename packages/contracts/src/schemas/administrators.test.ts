import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import {
  Administrator,
  AdministratorList,
  CreateAdministratorRequest,
  UpdateAdministratorRequest,
} from './administrators';
import { validate } from './validate';

const cases: Array<[label: string, schema: TSchema, value: unknown, valid: boolean]> = [
  [
    'administrator',
    Administrator,
    { id: 1, username: 'root', role: 'superadmin', created_at: '2025-07-28T10:15:00Z' },
    true,
  ],
  [
    'administrator with SQLite time',
    Administrator,
    { id: 1, username: 'root', role: 'admin', created_at: '2025-07-28 10:15:00' },
    false,
  ],
  [
    'administrator with id 1.5',
    Administrator,
    { id: 1.5, username: 'root', role: 'admin', created_at: '2025-07-28T10:15:00Z' },
    false,
  ],
  ['empty administrator list', AdministratorList, [], true],
  [
    'create administrator',
    CreateAdministratorRequest,
    { username: 'ivan.petrov_2-b', password: 'correct horse battery' },
    true,
  ],
  [
    'create with a 2-letter username',
    CreateAdministratorRequest,
    { username: 'iv', password: 'correct horse battery' },
    false,
  ],
  [
    'create with a 51-letter username',
    CreateAdministratorRequest,
    { username: 'i'.repeat(51), password: 'correct horse battery' },
    false,
  ],
  [
    'create with a space in the username',
    CreateAdministratorRequest,
    { username: 'ivan petrov', password: 'correct horse battery' },
    false,
  ],
  [
    'create with a Cyrillic username',
    CreateAdministratorRequest,
    { username: 'иван', password: 'correct horse battery' },
    false,
  ],
  [
    'create with an 11-character password',
    CreateAdministratorRequest,
    { username: 'ivan', password: '12345678901' },
    false,
  ],
  [
    'create with a role',
    CreateAdministratorRequest,
    { username: 'ivan', password: 'correct horse battery', role: 'superadmin' },
    false,
  ],
  ['update without password', UpdateAdministratorRequest, { username: 'ivan' }, true],
  [
    'update with password',
    UpdateAdministratorRequest,
    { username: 'ivan', password: 'correct horse battery' },
    true,
  ],
  [
    'update with a short password',
    UpdateAdministratorRequest,
    { username: 'ivan', password: 'short' },
    false,
  ],
  [
    'update without username',
    UpdateAdministratorRequest,
    { password: 'correct horse battery' },
    false,
  ],
];

describe('administrators schemas', () => {
  it.each(cases)('%s', (_, schema, value, valid) => {
    expect(validate(schema, value).ok).toBe(valid);
  });
});
