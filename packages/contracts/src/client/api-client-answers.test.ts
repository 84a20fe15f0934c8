import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, NetworkError } from './errors';
import { fakeFetch } from './fake-fetch';

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

describe('createApiClient answers', () => {
  it('resolves with the parsed body of a 2xx', async () => {
    const map = { '1': { slug: 'a' } };
    const { fetch } = fakeFetch(200, map);
    await expect(createApiClient({ fetch }).listNews()).resolves.toEqual(map);
  });

  it('resolves with the body of a 201', async () => {
    const { fetch } = fakeFetch(201, { id: 5 });
    await expect(
      createApiClient({ fetch }).createAdministrator({ username: 'ivan', password: '12345678' }),
    ).resolves.toEqual({ id: 5 });
  });

  it.each([
    [401, { message: 'Неверный логин или пароль' }, 'Неверный логин или пароль'],
    [409, { error: 'Имя занято' }, 'Имя занято'],
    [400, { error: 'Bad Request', message: 'body/username must match' }, 'Bad Request'],
    [403, { error: 42 }, null],
    [500, null, null],
  ])('throws ApiError on %i with serverMessage %j', async (status, body, serverMessage) => {
    const { fetch } = fakeFetch(status, body);
    const error = await failure(createApiClient({ fetch }).login({ username: 'a', password: 'b' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status, body, serverMessage });
  });

  it('keeps a body that is not JSON as null', async () => {
    const { fetch } = fakeFetch(502, undefined, '<html>Bad gateway</html>');
    const error = await failure(createApiClient({ fetch }).listNews());
    expect(error).toMatchObject({ status: 502, body: null, serverMessage: null });
    expect((error as Error).message).toBe('GET /api/admin/news answered 502');
  });

  it('throws ApiError when a 2xx body is not JSON', async () => {
    const { fetch } = fakeFetch(200, undefined, 'OK');
    const error = await failure(createApiClient({ fetch }).health());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, body: null });
  });

  it('names the call and the server message in the error message', async () => {
    const { fetch } = fakeFetch(404, { error: 'Новость не найдена' });
    const error = await failure(createApiClient({ fetch }).deleteNews(9));
    expect((error as Error).message).toBe(
      'DELETE /api/admin/news/9 answered 404: Новость не найдена',
    );
  });

  it('throws NetworkError with the cause when fetch rejects', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetch = (() => Promise.reject(cause)) as typeof globalThis.fetch;
    const error = await failure(createApiClient({ fetch }).listNews());
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'NetworkError', cause });
    expect((error as Error).message).toBe('GET /api/admin/news failed: Failed to fetch');
  });
});

describe('executeSql answers', () => {
  it.each([[{ rows: [{ id: 1 }], truncated: false }], [{ affectedRows: 2 }]])(
    'resolves with the 200 body %j',
    async (body) => {
      const { fetch } = fakeFetch(200, body);
      await expect(createApiClient({ fetch }).executeSql('SELECT 1')).resolves.toEqual(body);
    },
  );

  it('resolves with the { error } body of a 400', async () => {
    const { fetch } = fakeFetch(400, { error: 'near "SELEC": syntax error' });
    await expect(createApiClient({ fetch }).executeSql('SELEC 1')).resolves.toEqual({
      error: 'near "SELEC": syntax error',
    });
  });

  it.each([
    [400, { message: 'no error field' }],
    [401, { error: 'Пользователь не авторизован' }],
    [403, { error: 'Нет прав' }],
    [409, { error: 'Запрос изменяет данные', changesData: true }],
    [500, { error: 'boom' }],
  ])('throws ApiError on %i %j', async (status, body) => {
    const { fetch } = fakeFetch(status, body);
    const error = await failure(createApiClient({ fetch }).executeSql('SELECT 1'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status });
  });

  it('resolves a read-only run of a changing statement with its 409', async () => {
    const body = { error: 'Запрос изменяет данные', changesData: true };
    const { fetch } = fakeFetch(409, body);
    await expect(
      createApiClient({ fetch }).executeSql('DELETE FROM news', { readOnly: true }),
    ).resolves.toEqual(body);
  });
});

describe('dryRunSql answers', () => {
  it('resolves with the 200 body and with the { error } of a 400', async () => {
    const body = {
      readOnly: false,
      affectedRows: 3,
      changesStructure: false,
      preview: [{ id: 1 }],
      previewTruncated: false,
    };
    await expect(
      createApiClient({ fetch: fakeFetch(200, body).fetch }).dryRunSql('DELETE FROM news'),
    ).resolves.toEqual(body);
    await expect(
      createApiClient({ fetch: fakeFetch(400, { error: 'нет' }).fetch }).dryRunSql('DROP TABLE x'),
    ).resolves.toEqual({ error: 'нет' });
    const error = await failure(
      createApiClient({ fetch: fakeFetch(403, { error: 'Нет прав' }).fetch }).dryRunSql('x'),
    );
    expect(error).toMatchObject({ status: 403 });
  });
});
