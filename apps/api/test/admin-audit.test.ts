import { AuditPage, validate } from '@fuelcard/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passwordStep } from './helpers/second-factor';
import {
  addAdmin,
  bearer,
  createTestApp,
  superadmin,
  SUPERADMIN,
  type TestApp,
} from './helpers/test-app';

const START = Date.parse('2026-03-02T09:00:00.000Z');
const NEWS = {
  slug: '',
  priority: 'B',
  dates: { date: '2026-03-02', startDate: '', expireDate: '' },
  titles: { ru: 'Новость', en: 'News' },
  descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
};

describe("the administrators' audit", () => {
  let t: TestApp;
  let now: number;
  let root: string;

  beforeEach(async () => {
    now = START;
    t = await createTestApp({}, { now: () => new Date(now) });
    root = (await superadmin(t.app)).token;
  });
  afterEach(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    token?: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), 'user-agent': 'AuditTest/1.0' },
      ...(payload ? { payload } : {}),
    });
  const page = async (query = '') => {
    const response = await send('GET', `/api/admin/audit${query}`, root);
    expect(response.statusCode).toBe(200);
    const body = response.json<AuditPage>();
    expect(validate(AuditPage, body).ok).toBe(true);
    return body;
  };

  /** A day of work: sign-ins, an account, news through its whole life. */
  async function someActivity() {
    await passwordStep(t.app, 'nobody', 'wrong-password', '10.9.0.1');
    await passwordStep(t.app, SUPERADMIN.username, SUPERADMIN.password, '10.9.0.2');
    now += 30 * 60_000;
    const created = await send('POST', '/api/admin/admins', root, {
      username: 'newbie',
      password: 'granite-falcon-88',
    });
    const adminId = created.json<{ id: number }>().id;
    await send('PUT', `/api/admin/admins/${adminId}`, root, { username: 'renamed' });
    const id = (await send('POST', '/api/admin/news', root, { ...NEWS, status: 'draft' })).json<{
      id: number;
    }>().id;
    await send('PUT', `/api/admin/news/${id}`, root, NEWS);
    await send('PUT', `/api/admin/news/${id}/status`, root, { status: 'published' });
    await send('PUT', `/api/admin/news/${id}/status`, root, { status: 'draft' });
    await send('POST', `/api/admin/news/${id}/versions/1/restore`, root, {});
    await send('DELETE', `/api/admin/news/${id}`, root);
    await send('POST', `/api/admin/news-deleted/${id}/restore`, root, {});
    await send('DELETE', `/api/admin/admins/${adminId}`, root);
    return { adminId, newsId: id };
  }

  it('records every sign-in and every change, newest first, with who, address and browser', async () => {
    const { adminId, newsId } = await someActivity();
    const { entries, total } = await page('?pageSize=200');
    expect(total).toBe(entries.length);
    expect(entries.map((entry) => entry.action).reverse()).toEqual([
      'sign-in.failure',
      'sign-in.success',
      'administrator.create',
      'administrator.update',
      'news.create',
      'news.update',
      'news.publish',
      'news.unpublish',
      'news.restore',
      'news.delete',
      'news.restore-deleted',
      'administrator.delete',
    ]);
    const failure = entries.at(-1)!;
    expect(failure).toMatchObject({
      actor: 'nobody',
      ip: '10.9.0.1',
      userAgent: 'lightMyRequest',
      target: null,
      details: { step: 'password', reason: 'unknown username' },
    });
    expect(entries.at(-2)).toMatchObject({ actor: SUPERADMIN.username, ip: '10.9.0.2' });
    expect(entries.find((entry) => entry.action === 'administrator.create')).toMatchObject({
      actor: SUPERADMIN.username,
      target: `administrator:${adminId}`,
      userAgent: 'AuditTest/1.0',
      details: { username: 'newbie' },
    });
    expect(entries.find((entry) => entry.action === 'news.restore')).toMatchObject({
      target: `news:${newsId}`,
      details: { version: 1 },
    });
    // Passwords never reach it.
    expect(JSON.stringify(entries)).not.toMatch(/granite|wrong-password|quiet-harbour/);
  });

  it('filters by who, action or family, and period; pages', async () => {
    await someActivity();
    expect((await page('?action=news')).entries.every((e) => e.action.startsWith('news.'))).toBe(
      true,
    );
    expect((await page('?action=news')).total).toBe(7);
    expect((await page('?action=news.publish')).total).toBe(1);
    expect((await page('?actor=NOBODY')).total).toBe(1);
    // Bare dates are days in Minsk (UTC+3); `to` includes its whole day.
    expect((await page('?from=2026-03-02&to=2026-03-02')).total).toBe(12);
    expect((await page('?to=2026-03-01')).total).toBe(0);
    expect((await page('?from=2026-03-02T09:15:00Z')).total).toBe(10);
    expect((await page('?to=2026-03-02T12:15:00%2B03:00')).total).toBe(2);
    const first = await page('?pageSize=5');
    const third = await page('?pageSize=5&page=3');
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: 12 });
    expect(first.entries).toHaveLength(5);
    expect(third.entries).toHaveLength(2);
    expect(third.entries.at(-1)!.action).toBe('sign-in.failure');
    for (const query of [
      '?from=yesterday',
      '?from=2026-13-45',
      '?from=2026-03-03&to=2026-03-02',
      '?pageSize=500',
      '?page=0',
      '?page=abc',
      '?sort=id',
    ]) {
      const response = await send('GET', `/api/admin/audit${query}`, root);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it('is for the superadmin only', async () => {
    const editor = await addAdmin(t.app, 'editor');
    expect((await send('GET', '/api/admin/audit', editor.token)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/audit.csv', editor.token)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/audit')).statusCode).toBe(401);
  });

  it('names each object by its title or username as it is now, and says when it is gone', async () => {
    const { adminId, newsId } = await someActivity();
    const kept = (
      await send('POST', '/api/admin/news', root, {
        ...NEWS,
        titles: { ru: 'Остаётся', en: 'Stays' },
      })
    ).json<{ id: number }>().id;
    await send('PUT', `/api/admin/news/${kept}`, root, {
      ...NEWS,
      titles: { ru: 'Остаётся, исправлено', en: '' },
    });
    await send('DELETE', `/api/admin/news/${newsId}`, root);
    const { entries } = await page('?pageSize=200');
    const objectOf = (action: string) => entries.find((entry) => entry.action === action)?.object;
    // The item still there, under its title now.
    expect(entries.filter((entry) => entry.target === `news:${kept}`).map((e) => e.object)).toEqual(
      [
        { type: 'news', id: String(kept), title: 'Остаётся, исправлено', exists: true },
        { type: 'news', id: String(kept), title: 'Остаётся, исправлено', exists: true },
      ],
    );
    // Deleted: the title of its last version, and gone.
    expect(objectOf('news.publish')).toEqual({
      type: 'news',
      id: String(newsId),
      title: 'Новость',
      exists: false,
    });
    // A deleted administrator: the username the entry kept.
    expect(objectOf('administrator.update')).toEqual({
      type: 'administrator',
      id: String(adminId),
      title: 'renamed',
      exists: false,
    });
    // Sign-ins name no object.
    expect(entries.find((entry) => entry.action === 'sign-in.failure')).not.toHaveProperty(
      'object',
    );
    const csv = (await send('GET', '/api/admin/audit.csv?action=news', root)).body;
    expect(csv).toContain('"Остаётся, исправлено"');
    expect(csv).toContain('"Новость (удалена)"');
  });

  it('lists a deleted item whose stored versions were tampered with, unnamed, never a 500', async () => {
    const { newsId } = await someActivity();
    await send('DELETE', `/api/admin/news/${newsId}`, root);
    for (const content of ['{"titles":{"ru":null}}', 'not json', '{"titles":7,"slug":[]}']) {
      await t.db.query('UPDATE news_versions SET content = ? WHERE news_id = ?', [content, newsId]);
      const listed = await send('GET', '/api/admin/audit?pageSize=200', root);
      expect(listed.statusCode, content).toBe(200);
      const csv = await send('GET', '/api/admin/audit.csv?action=news', root);
      expect(csv.statusCode, content).toBe(200);
    }
  });

  it('exports CSV with a BOM, semicolons, and formulas neutralised', async () => {
    await passwordStep(t.app, '=HYPERLINK("http://evil.example","x")', 'wrong-password-1');
    await passwordStep(t.app, '+1+1', 'wrong-password-2');
    await passwordStep(t.app, '@SUM(A1)', 'wrong-password-3');
    await passwordStep(t.app, '-2+3', 'wrong-password-4');
    const response = await send('GET', '/api/admin/audit.csv?action=sign-in', root);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="admin-audit-2026-03-02.csv"',
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"ID";"Время (UTC)";"Кто";"Действие";"Объект";"IP";"User-Agent";"Подробности";"Название объекта"',
    );
    expect(lines).toHaveLength(5);
    const actors = lines.slice(1).map((line) => line.split(';')[2]);
    expect(actors).toEqual([
      `"'-2+3"`,
      `"'@SUM(A1)"`,
      `"'+1+1"`,
      `"'=HYPERLINK(""http://evil.example"",""x"")"`,
    ]);
    for (const line of lines.slice(1)) expect(line).toMatch(/^"\d+";"2026-03-02T09:00:00\.000Z";/);
  });

  it('cannot be changed through the API', async () => {
    await someActivity();
    const before = await t.db.scalar('SELECT count(*) FROM admin_audit_log');
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST'] as const) {
      for (const url of ['/api/admin/audit', '/api/admin/audit/1']) {
        const response = await send(method, url, root, method === 'DELETE' ? undefined : {});
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(await t.db.scalar('SELECT count(*) FROM admin_audit_log')).toBe(before);
  });

  it('cannot be changed through the SQL Explorer, nor by the database itself', async () => {
    await someActivity();
    const before = await t.db.query('SELECT * FROM admin_audit_log ORDER BY id');
    for (const sql of [
      "UPDATE admin_audit_log SET actor_username = 'someone-else'",
      'DELETE FROM admin_audit_log',
      "INSERT INTO admin_audit_log (at, actor_username, action, ip, user_agent, details) VALUES ('2020-01-01', 'x', 'forged', '', '', '{}')",
      'DROP TABLE admin_audit_log',
      'DROP TRIGGER admin_audit_log_no_delete' +
        (t.engine === 'postgresql' ? ' ON admin_audit_log' : ''),
      'ALTER TABLE admin_audit_log RENAME TO gone',
      ...(t.engine === 'postgresql' ? ['TRUNCATE admin_audit_log'] : []),
    ]) {
      const response = await send('POST', '/api/sql-explorer/execute', root, { sql });
      expect(response.statusCode, sql).toBe(400);
      expect(response.json<{ error: string }>().error, sql).toMatch(
        /только для чтения|Структура таблиц приложения защищена/,
      );
    }
    // Reading it is allowed.
    const read = await send('POST', '/api/sql-explorer/execute', root, {
      sql: 'SELECT count(*) AS n FROM admin_audit_log',
    });
    expect(read.statusCode).toBe(200);
    // The table's own triggers refuse changes whoever asks (the superuser's connection here).
    await expect(t.db.query('UPDATE admin_audit_log SET action = ?', ['x'])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM admin_audit_log')).rejects.toThrow(/append-only/);
    const after = await t.db.query('SELECT * FROM admin_audit_log ORDER BY id');
    expect(after.slice(0, before.length)).toEqual(before);
  });
});
