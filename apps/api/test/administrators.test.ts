import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  addAdmin,
  bearer,
  createTestApp,
  superadmin,
  type TestApp,
} from './helpers/test-app';
import { hashPassword } from '../src/security/passwords';

describe('administrators', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof superadmin>>;
  beforeEach(async () => {
    t = await createTestApp();
    root = await superadmin(t.app);
  });
  afterEach(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    token = root.token,
  ) => t.app.inject({ method, url, payload, headers: bearer(token) });

  it('lists only accounts with the role admin, without any hash', async () => {
    await addAdmin(t.app, 'alice');
    await addAdmin(t.app, 'second-root', 'superadmin');
    const response = await call('GET', '/api/admin/admins');
    expect(response.statusCode).toBe(200);
    const list = response.json<Array<Record<string, unknown>>>();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        username: 'alice',
        role: 'admin',
        created_at: expect.any(String),
        // Additive (issue 23): the second factors in numbers, never a secret.
        secondFactor: { totp: false, passkeys: 0, recoveryCodesLeft: 0 },
      },
    ]);
    expect(new Date(list[0]!.created_at as string).toISOString()).toBe(list[0]!.created_at);
    expect(response.body).not.toMatch(/argon2|hash|password/i);
  });

  it('creates an admin (201 with id) who can sign in', async () => {
    const created = await call('POST', '/api/admin/admins', {
      username: 'bob',
      password: 'quiet-meadow-41',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await t.app.repos.administrators.findById(id))?.role).toBe('admin');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'bob', password: 'quiet-meadow-41' },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['12345678', 'Пароль: не короче 12 символов'],
    ['password', 'Пароль: не короче 12 символов'],
    [' '.repeat(8), 'Пароль: не короче 12 символов'],
    [' '.repeat(12), 'Пароль не может состоять только из пробелов'],
    ['my-Grace.Hopper-key', 'Пароль не должен совпадать с именем пользователя или содержать его'],
    [
      'password1234',
      'Этот пароль слишком распространён: он есть в списках самых частых паролей. Выберите другой',
    ],
    [
      'Qwertyuiop2024!',
      'Этот пароль слишком распространён: он есть в списках самых частых паролей. Выберите другой',
    ],
  ])('refuses the new password %j, next to the password field', async (password, error) => {
    for (const [method, url] of [
      ['POST', '/api/admin/admins'],
      [
        'PUT',
        `/api/admin/admins/${(await addAdmin(t.app, `x${Math.random().toString(36).slice(2, 8)}`)).id}`,
      ],
    ] as const) {
      const response = await call(method, url, { username: 'grace.hopper', password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error, field: 'password' });
    }
    expect(await t.app.repos.administrators.findByUsername('grace.hopper')).toBeUndefined();
  });

  it('lets an existing account with an old short password keep signing in', async () => {
    await t.app.repos.administrators.create({
      username: 'veteran',
      passwordHash: await hashPassword('short1'),
      role: 'admin',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'veteran', password: 'short1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 409 for a taken username, whatever its case', async () => {
    await addAdmin(t.app, 'carol');
    for (const username of ['carol', 'CAROL', 'root']) {
      const response = await call('POST', '/api/admin/admins', {
        username,
        password: 'granite-falcon-88',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: expect.stringMatching(/уже существует/),
        field: 'username',
      });
    }
    const dave = await addAdmin(t.app, 'dave');
    expect(
      (await call('PUT', `/api/admin/admins/${dave.id}`, { username: 'Carol' })).statusCode,
    ).toBe(409);
  });

  it('renames without touching the password, and keeps the sessions', async () => {
    const erin = await addAdmin(t.app, 'erin');
    const response = await call('PUT', `/api/admin/admins/${erin.id}`, { username: 'erin2' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: erin.id });
    const list = (await call('GET', '/api/admin/admins')).json<Array<{ username: string }>>();
    expect(list.map((a) => a.username)).toEqual(['erin2']);
    expect(
      (await t.app.inject({ url: '/api/admin/secure', headers: bearer(erin.token) })).statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'erin2', password: ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a password change ends the existing sessions at once, and the new password works', async () => {
    const frank = await addAdmin(t.app, 'frank');
    expect(
      (await t.app.inject({ url: '/api/admin/secure', headers: bearer(frank.token) })).statusCode,
    ).toBe(200);
    const changed = await call('PUT', `/api/admin/admins/${frank.id}`, {
      username: 'frank',
      password: 'silver-compass-12',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/admin/secure', headers: bearer(frank.token) })).statusCode,
    ).toBe(401);
    const news = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/news/1',
      headers: bearer(frank.token),
    });
    expect(news.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'frank', password: 'silver-compass-12' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('deleting an account ends its sessions at once', async () => {
    const gina = await addAdmin(t.app, 'gina');
    const deleted = await call('DELETE', `/api/admin/admins/${gina.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: gina.id });
    expect(
      (await t.app.inject({ url: '/api/admin/secure', headers: bearer(gina.token) })).statusCode,
    ).toBe(401);
  });

  it('answers 404 with an error for a missing id', async () => {
    for (const [method, payload] of [
      ['PUT', { username: 'ghost' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, '/api/admin/admins/4242', payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'Администратор не найден' });
    }
  });

  it('a superadmin cannot delete or demote themself', async () => {
    const del = await call('DELETE', `/api/admin/admins/${root.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json()).toMatchObject({ error: expect.any(String) });
    const demote = await call('PUT', `/api/admin/admins/${root.id}`, {
      username: 'root',
      role: 'admin',
    });
    expect(demote.statusCode).toBe(400);
    expect((await t.app.repos.administrators.findById(root.id))?.role).toBe('superadmin');
  });

  it('a role change made elsewhere applies to existing tokens at once', async () => {
    const hank = await addAdmin(t.app, 'hank', 'superadmin');
    expect((await call('GET', '/api/admin/admins', undefined, hank.token)).statusCode).toBe(200);
    await t.db.query("UPDATE administrators SET role = 'admin' WHERE id = ?", [hank.id]);
    expect((await call('GET', '/api/admin/admins', undefined, hank.token)).statusCode).toBe(403);
  });
});
