import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';

const common = new Set(['password1234', 'qwertyuiop12']);
const isCommon = (password: string) => common.has(password.toLowerCase());

describe('passwordProblem', () => {
  it.each([
    ['12345678', 'ivan', PASSWORD_MESSAGES.tooShort],
    ['password', 'ivan', PASSWORD_MESSAGES.tooShort],
    ['        ', 'ivan', PASSWORD_MESSAGES.tooShort],
    ['            ', 'ivan', PASSWORD_MESSAGES.blank],
    ['x'.repeat(201), 'ivan', PASSWORD_MESSAGES.tooLong],
    ['ivan.petrov-secure', 'Ivan.Petrov', PASSWORD_MESSAGES.containsUsername],
    ['IVAN.PETROV', 'ivan.petrov', PASSWORD_MESSAGES.tooShort],
    ['my-IVAN.PETROV-key', 'ivan.petrov', PASSWORD_MESSAGES.containsUsername],
    ['Password1234', 'ivan', PASSWORD_MESSAGES.common],
  ])('refuses %j for %j', (password, username, message) => {
    expect(passwordProblem(password, username, isCommon)).toBe(message);
  });

  it.each([
    ['correct horse battery', 'ivan'],
    ['Зелёный-чайник-42', 'ivan'],
    ['a very long passphrase that is fine', 'admin'],
  ])('accepts %j for %j', (password, username) => {
    expect(passwordProblem(password, username, isCommon)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑', 'ivan')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑', 'ivan')).toBeUndefined();
  });

  it('leaves the common-password rule to whoever has the list', () => {
    expect(passwordProblem('password1234', 'ivan')).toBeUndefined();
  });
});
