/** An answer with a status and a message meant for the user (sent as `{ error }`). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const UNAUTHORIZED_MESSAGE = 'Пользователь не авторизован';
export const FORBIDDEN_MESSAGE = 'Недостаточно прав для этого действия';
export const NOT_FOUND_MESSAGE = 'Ресурс не найден';
