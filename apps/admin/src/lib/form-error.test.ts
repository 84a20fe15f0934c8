import { ApiError, NetworkError } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { formErrorText } from './form-error';

describe('formErrorText', () => {
  it("shows the server's error field", () => {
    const error = new ApiError(
      409,
      { error: 'Администратор с таким именем уже существует' },
      'POST /api/admin/admins',
    );
    expect(formErrorText(error, 'Ошибка создания')).toBe(
      'Администратор с таким именем уже существует',
    );
  });

  it.each([
    ['an answer without an error field', new ApiError(500, { message: 'boom' }, 'PUT /x')],
    ['an answer without a body', new ApiError(502, null, 'PUT /x')],
    ['a blank error field', new ApiError(400, { error: ' ' }, 'PUT /x')],
    ['no answer at all', new NetworkError('PUT /x', new TypeError('Failed to fetch'))],
    ['anything else', new Error('?')],
  ])('falls back to the default on %s', (_name, error) => {
    expect(formErrorText(error, 'Ошибка обновления')).toBe('Ошибка обновления');
  });
});
