import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicationBody } from './helpers/application';
import { addAdmin, bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

const NOW = new Date('2026-11-26T21:00:00.000Z');

describe('the console’s applications', () => {
  let t: TestApp;
  let editor: { id: number; username: string; token: string };
  let root: { id: number; username: string; token: string };
  beforeEach(async () => {
    t = await createTestApp({}, { now: () => NOW });
    editor = await addAdmin(t.app, 'editor');
    root = await superadmin(t.app);
  });
  afterEach(() => t.close());

  const submit = async (change: Record<string, unknown>, ip = '10.0.0.1') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: applicationBody(NOW, change),
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ reference: string }>().reference;
  };
  const get = (url: string, token = editor.token) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const put = (id: number, payload: object, token = editor.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/applications/${id}`,
      payload,
      headers: bearer(token),
    });

  it('lists them newest first with filters, search, paging and counts', async () => {
    await submit({ company: 'Альфа Ойл', unp: '100000001' });
    await submit({ company: 'Бета Транс', email: 'boss@beta.by', unp: '100000002' });
    await submit({ company: 'Спамер', website: 'x' }, '10.0.0.2');

    const all = await get('/api/admin/applications');
    expect(all.statusCode).toBe(200);
    // Personal data: no cache keeps it.
    expect(all.headers['cache-control']).toBe('private, no-store');
    expect((await get('/api/admin/applications/1')).headers['cache-control']).toBe(
      'private, no-store',
    );
    const page = all.json<{
      items: Array<{ reference: string; company: string; status: string }>;
      total: number;
      page: number;
      pages: number;
      counts: Record<string, number>;
    }>();
    expect(page.items.map((item) => item.company)).toEqual(['Спамер', 'Бета Транс', 'Альфа Ойл']);
    expect(page).toMatchObject({ total: 3, page: 1, pages: 1 });
    expect(page.counts).toEqual({ new: 2, in_progress: 0, closed: 0, spam: 1 });

    const spam = await get('/api/admin/applications?status=spam');
    expect(spam.json<{ items: unknown[] }>().items).toHaveLength(1);
    // Search is case-insensitive in Cyrillic too, and finds УНП, e-mail and the reference.
    for (const [q, company] of [
      ['альфа', 'Альфа Ойл'],
      ['БЕТА', 'Бета Транс'],
      ['100000002', 'Бета Транс'],
      ['BOSS@BETA', 'Бета Транс'],
      ['A-2026-000001', 'Альфа Ойл'],
    ]) {
      const found = await get(`/api/admin/applications?q=${encodeURIComponent(q!)}`);
      expect(
        found.json<{ items: Array<{ company: string }> }>().items.map((i) => i.company),
      ).toEqual([company]);
    }
    // LIKE's wildcards are taken literally.
    expect((await get('/api/admin/applications?q=%25')).json<{ total: number }>().total).toBe(0);
    const second = await get('/api/admin/applications?limit=2&page=2');
    expect(second.json()).toMatchObject({ total: 3, page: 2, pages: 2 });
    expect(second.json<{ items: unknown[] }>().items).toHaveLength(1);
    expect((await get('/api/admin/applications?status=lost')).statusCode).toBe(400);
    expect((await get('/api/admin/applications?limit=500')).statusCode).toBe(400);
  });

  it('shows one application with every field; 404 for none', async () => {
    await submit({});
    const one = await get('/api/admin/applications/1');
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      id: 1,
      reference: 'A-2026-000001',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      type: 'client',
      product: '/equipment',
      company: 'ООО «Топливо и Ко»',
      unp: '190123456',
      contact: 'Иван Петров',
      phone: '+375 (29) 123-45-67',
      email: 'ivan@example.by',
      region: 'Минск',
      interests: ['fuel-cards', 'software'],
      message: 'Перезвоните, пожалуйста',
      lang: 'ru',
      status: 'new',
      assignee: null,
      note: '',
    });
    const none = await get('/api/admin/applications/99');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ error: 'Заявка не найдена' });
  });

  it('is taken, moved and noted by either role, each change in the activity log', async () => {
    await submit({});
    const taken = await put(1, { assigneeId: editor.id, status: 'in_progress' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      status: 'in_progress',
      assignee: { id: editor.id, username: 'editor' },
    });
    const noted = await put(1, { note: 'Позвонить в понедельник' }, root.token);
    expect(noted.json()).toMatchObject({ note: 'Позвонить в понедельник', status: 'in_progress' });
    // Nothing changed: nothing logged.
    expect((await put(1, { note: 'Позвонить в понедельник' })).statusCode).toBe(200);
    expect((await put(1, { status: 'closed', assigneeId: null })).json()).toMatchObject({
      status: 'closed',
      assignee: null,
    });

    const audit = await get('/api/admin/audit?action=application', root.token);
    const entries = audit.json<{
      entries: Array<{
        actor: string;
        action: string;
        target: string;
        details: object;
        object: object;
      }>;
    }>().entries;
    expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
      ['editor', 'application.assign'],
      ['editor', 'application.status'],
      ['root', 'application.note'],
      ['editor', 'application.assign'],
      ['editor', 'application.status'],
    ]);
    expect(entries[4]).toMatchObject({
      target: 'application:1',
      details: { title: 'A-2026-000001 ООО «Топливо и Ко»', from: 'new', to: 'in_progress' },
      object: {
        type: 'application',
        id: '1',
        title: 'A-2026-000001 ООО «Топливо и Ко»',
        exists: true,
      },
    });
    expect(entries[3]!.details).toMatchObject({ from: null, to: 'editor' });
  });

  it('refuses a bad change with a Russian message', async () => {
    await submit({});
    for (const [payload, message] of [
      [{}, undefined],
      [{ status: 'lost' }, undefined],
      [{ assigneeId: 999 }, 'Ответственный: такого администратора нет'],
      [{ assigneeId: 2_147_483_648 }, undefined],
      [{ assigneeId: 1e21 }, undefined],
      [{ note: 'x'.repeat(2001) }, undefined],
      [{ role: 'superadmin' }, 'Лишнее поле: role'],
    ] as const) {
      const response = await put(1, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(response.json<{ error: string }>().error).toBe(message);
    }
    expect((await put(42, { status: 'closed' })).statusCode).toBe(404);
    // An id past a 32-bit column is the request's fault on both engines, never a 500.
    expect((await put(9_999_999_999, { status: 'closed' })).statusCode).toBeLessThan(500);
  });

  it('answers 400, not 500, when the assignee is deleted while the change is made', async () => {
    await submit({});
    const administrators = t.app.repos.administrators;
    const findById = administrators.findById.bind(administrators);
    // Each account is found, then deleted (by another request) before the application is updated.
    administrators.findById = async (id) => {
      const found = await findById(id);
      if (found && found.username.startsWith('leaving')) await administrators.delete(id);
      return found;
    };
    try {
      for (const [i, change] of [{}, { status: 'in_progress' }].entries()) {
        const leaving = await addAdmin(t.app, `leaving${i}`);
        const response = await put(1, { ...change, assigneeId: leaving.id });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json()).toEqual({
          error: 'Ответственный: такого администратора нет',
          field: 'assigneeId',
        });
      }
    } finally {
      administrators.findById = findById;
    }
    // Nothing of the refused changes was kept, nothing logged.
    expect((await get('/api/admin/applications/1')).json()).toMatchObject({
      status: 'new',
      assignee: null,
    });
    const audit = await get('/api/admin/audit?action=application', root.token);
    expect(audit.json<{ entries: unknown[] }>().entries).toEqual([]);
  });

  it('exports the list as CSV like the activity log', async () => {
    await submit({ company: '=HYPERLINK("x")', message: 'Строка 1\nСтрока 2' });
    await submit({ company: 'Спамер', website: 'x' });
    const csv = await get('/api/admin/applications.csv?status=new');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="applications-2026-11-26.csv"',
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFF"Номер";"Создана (UTC)";"Статус"')).toBe(true);
    expect(lines[1]).toContain('"A-2026-000001";"2026-11-26T21:00:00.000Z";"новая";""');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).not.toContain('Спамер');
    // Each export is in the activity log: who, which filter, how many rows.
    await get('/api/admin/applications.csv?q=%D1%82%D0%BE%D0%BF%D0%BB%D0%B8%D0%B2', root.token);
    const audit = await get('/api/admin/audit?action=application', root.token);
    const entries = audit.json<{
      entries: Array<{ actor: string; action: string; details: object }>;
    }>().entries;
    expect(entries.map(({ actor, action, details }) => ({ actor, action, details }))).toEqual([
      { actor: 'root', action: 'application.export', details: { q: 'топлив', rows: 0 } },
      { actor: 'editor', action: 'application.export', details: { status: 'new', rows: 1 } },
    ]);
  });

  it.each([
    ['GET', '/api/admin/applications'],
    ['GET', '/api/admin/applications.csv'],
    ['GET', '/api/admin/applications/1'],
    ['PUT', '/api/admin/applications/1'],
  ] as const)('%s %s needs a token (401)', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'PUT' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Пользователь не авторизован' });
  });
});
