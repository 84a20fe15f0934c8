/**
 * An answer with a status and a message meant for the user, sent as `{ error }` (or as
 * `{ message }` where the contract says so: the login's 401 and 429).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field: 'error' | 'message' = 'error',
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const UNAUTHORIZED_MESSAGE = 'Пользователь не авторизован';
export const FORBIDDEN_MESSAGE = 'Недостаточно прав для этого действия';
export const NOT_FOUND_MESSAGE = 'Ресурс не найден';
