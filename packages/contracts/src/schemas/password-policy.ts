/**
 * The rule for new and changed administrator passwords (OWASP ASVS 2.1): at least
 * PASSWORD_MIN_LENGTH characters, not only spaces, not the username nor containing it, and not
 * one of the most common passwords. The console states the rules before submitting and checks
 * what it can; the API checks everything (the list of common passwords lives only there).
 * Existing accounts keep signing in whatever their password.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов`,
  tooLong: `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов`,
  blank: 'Пароль не может состоять только из пробелов',
  containsUsername: 'Пароль не должен совпадать с именем пользователя или содержать его',
  common:
    'Этот пароль слишком распространён: он есть в списках самых частых паролей. Выберите другой',
} as const;

/** The rules as the console shows them next to the field, before anything is sent. */
export const PASSWORD_RULES: readonly string[] = [
  `не короче ${PASSWORD_MIN_LENGTH} символов`,
  'не совпадает с именем пользователя и не содержит его',
  'не из списка самых распространённых паролей',
];

/**
 * The first rule a new password breaks, as a message for the user, or undefined when it keeps
 * them all. `isCommon` (the API's list) is optional: without it the common-password rule is left
 * to the server.
 */
export function passwordProblem(
  password: string,
  username: string,
  isCommon?: (password: string) => boolean,
): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (password.trim() === '') return PASSWORD_MESSAGES.blank;
  const name = username.trim().toLowerCase();
  if (name !== '' && password.toLowerCase().includes(name))
    return PASSWORD_MESSAGES.containsUsername;
  if (isCommon?.(password)) return PASSWORD_MESSAGES.common;
  return undefined;
}
