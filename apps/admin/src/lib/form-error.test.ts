import { ApiError, NetworkError } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { formErrorFields, formErrorText } from './form-error';

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

describe('formErrorFields', () => {
  it('lists every named input of an answer with several problems, each once, the first first', () => {
    const answer = new ApiError(
      400,
      {
        error: 'Первое',
        field: 'titles.ru',
        errors: [
          { field: 'titles.ru', error: 'Первое' },
          { field: 'cover.alt.en', error: 'Второе' },
          { field: '', error: 'без поля' },
          { error: 'тоже без поля' },
          'мусор',
        ],
      },
      'POST',
    );
    expect(formErrorFields(answer)).toEqual([
      { field: 'titles.ru', message: 'Первое' },
      { field: 'cover.alt.en', message: 'Второе' },
    ]);
  });

  it('falls back to the one `{ error, field }`, and to nothing', () => {
    expect(formErrorFields(new ApiError(409, { error: 'Занято', field: 'slug' }, 'POST'))).toEqual([
      { field: 'slug', message: 'Занято' },
    ]);
    expect(formErrorFields(new ApiError(400, { error: 'Просто ошибка' }, 'POST'))).toEqual([]);
    expect(formErrorFields(new Error('сеть'))).toEqual([]);
  });
});
