/**
 * An answer with a status and a message meant for the user, sent as `{ error }` (or as
 * `{ message }` where the contract says so: the login's 401 and 429). `input` names the body field
 * the message is about (`{ error, field }`), so that the console can show it next to that field.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field: 'error' | 'message' = 'error',
    readonly input?: string,
    /** More of the answer's body (additive fields such as a 401's `reason`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const UNAUTHORIZED_MESSAGE = 'Пользователь не авторизован';
export const FORBIDDEN_MESSAGE = 'Недостаточно прав для этого действия';
export const NOT_FOUND_MESSAGE = 'Ресурс не найден';
