import { passwordProblem } from '@fuelcard/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { HttpError } from '../http-error';
import {
  otherLayout,
  passwordEstimate,
  passwordWeakness,
  RUSSIAN_PASSWORDS,
} from './password-strength';

/**
 * The most common passwords (zxcvbn-ts's list, ~30,000, and common Russian ones as typed on
 * either keyboard layout), lower-cased.
 */
let common: Set<string> | undefined;

/**
 * True for a password of the common list, ignoring case and spaces around it, also when digits or
 * punctuation are only added at its end ("Password2024!", "Пароль2024!", "qwerty123456789").
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set([
    ...dictionary['passwords-common'].map((entry) => entry.toLowerCase()),
    ...RUSSIAN_PASSWORDS,
    ...RUSSIAN_PASSWORDS.map(otherLayout),
  ]);
  const plain = password.trim().toLowerCase();
  const core = plain.replace(/[\d\p{P}\p{S}\s]+$/u, '');
  return common.has(plain) || (core.length >= 4 && common.has(core));
}

/**
 * Why a new password is refused: the first rule of the policy it breaks (length, blank, the
 * username, the common list — their messages unchanged), else zxcvbn's judgement (score below 3,
 * with the username and the product's words known to the attacker), or undefined.
 */
export function newPasswordProblem(password: string, username: string): string | undefined {
  return (
    passwordProblem(password, username, isCommonPassword) ?? passwordWeakness(password, username)
  );
}

/**
 * How a new password would be judged, for the console's strength meter: zxcvbn's score (0–4) and
 * the message the API would refuse it with (none when it would be accepted).
 */
export function judgeNewPassword(
  password: string,
  username: string,
): { score: number; problem: string | undefined } {
  const rule = passwordProblem(password, username, isCommonPassword);
  const estimate = passwordEstimate(password, username);
  return {
    score: rule ? Math.min(estimate.score, 2) : estimate.score,
    problem: rule ?? estimate.weakness,
  };
}

/**
 * Every password set through the API (a new account, a change of one's own, a superadmin's reset
 * of another's) passes here. Throws a 400 `{ error, field: 'password' }` saying why it is refused.
 */
export function checkNewPassword(password: string, username: string): void {
  const problem = newPasswordProblem(password, username);
  if (problem) throw new HttpError(400, problem, 'error', 'password');
}
