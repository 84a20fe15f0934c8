import { passwordProblem } from '@fuelcard/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http-error';

/** The most common passwords (zxcvbn-ts's list, ~30,000), lower-cased. */
let common: Set<string> | undefined;

/**
 * True for a password of the common list, ignoring case and spaces around it, also when digits or
 * punctuation are only added at its end ("Password2024!", "qwerty123456789").
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  const plain = password.trim().toLowerCase();
  const core = plain.replace(/[\d\p{P}\p{S}\s]+$/u, '');
  return common.has(plain) || (core.length >= 4 && common.has(core));
}

/** Throws a 400 `{ error, field: 'password' }` when a new password breaks the policy. */
export function checkNewPassword(password: string, username: string): void {
  const problem = passwordProblem(password, username, isCommonPassword);
  if (problem) throw new HttpError(400, problem, 'error', 'password');
}
