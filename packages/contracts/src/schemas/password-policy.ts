/**
 * The rule for new and changed administrator passwords (OWASP ASVS 2.1): at least
 * PASSWORD_MIN_LENGTH characters, not only spaces, not the username nor containing it, and not
 * one of the most common passwords. The console states the rules before submitting and checks
 * what it can; the API checks everything (the list of common passwords lives only there).
 * Existing accounts keep signing in whatever their password.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** The API's messages, by rule (the console's catalogue says the same). */
export const PASSWORD_MESSAGES = {
  tooShort: `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`,
  tooLong: `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`,
  blank: 'Пароль не может состоять только из пробелов',
  containsUsername: 'Пароль не должен совпадать с именем пользователя или содержать его',
  common:
    'Этот пароль слишком распространён: он есть в списках самых частых паролей. Выберите другой',
} as const;

export type PasswordRule = keyof typeof PASSWORD_MESSAGES;

/**
 * The first rule a new password breaks, or undefined when it keeps them all. `isCommon` (the API's
 * list) is optional: without it the common-password rule is left to the server.
 */
export function brokenPasswordRule(
  password: string,
  username: string,
  isCommon?: (password: string) => boolean,
): PasswordRule | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (password.trim() === '') return 'blank';
  const name = username.trim().toLowerCase();
  if (name !== '' && password.toLowerCase().includes(name)) return 'containsUsername';
  if (isCommon?.(password)) return 'common';
  return undefined;
}

/** The API's message for the first rule a new password breaks (see brokenPasswordRule). */
export function passwordProblem(
  password: string,
  username: string,
  isCommon?: (password: string) => boolean,
): string | undefined {
  const rule = brokenPasswordRule(password, username, isCommon);
  return rule && PASSWORD_MESSAGES[rule];
}
