import { join } from 'node:path';
import type { AdministratorList, NewsMap } from '@fuelcard/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/security/passwords';
import { firstReleasePostgres, firstReleaseSqlite } from './helpers/first-release';
import { bearer, createTestApp, tempDir, type TestApp } from './helpers/test-app';
import {
  createEmptyPostgresDatabase,
  dropPostgresDatabase,
  ENGINE,
  type TestDatabase,
} from './helpers/test-database';

/*
 * Upgrades keep data: a database made by the first release of each engine (its migration
 * `0000_initial` only) and filled as that release's API wrote its rows, then the current API
 * started on it — which runs every later migration at start — must hold every news item,
 * account, consent and audit entry as they were, each column added since at its default.
 */

const CHIEF = { username: 'chief', password: 'first-release-chief-password' };
const EDITOR = { username: 'olga.editor', password: 'first-release-editor-password' };

/** What an upgraded row holds in each column added after the first release. */
const ADDED_COLUMNS: Record<string, Record<string, unknown>> = {
  news: {
    status: 'published',
    cover_image_id: null,
    cover_alt_ru: '',
    cover_alt_en: '',
    start_time: '',
    expire_time: '',
    seo_description_ru: '',
    seo_description_en: '',
    seo_title_ru: '',
    seo_title_en: '',
  },
  administrators: {
    last_sign_in_at: null,
    last_sign_in_ip: null,
    previous_sign_in_at: null,
    previous_sign_in_ip: null,
  },
  sql_audit_log: { completed_at: null },
};

type Row = Record<string, unknown>;

/** The rows the first release's API wrote (booleans as SQLite kept them; 1/0). */
async function firstReleaseRows(): Promise<Record<string, Row[]>> {
  const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:15:00.000Z`;
  return {
    administrators: [
      {
        id: 1,
        username: CHIEF.username,
        password_hash: await hashPassword(CHIEF.password),
        role: 'superadmin',
        token_version: 0,
        created_at: at(21),
        updated_at: at(21),
      },
      {
        id: 2,
        username: EDITOR.username,
        password_hash: await hashPassword(EDITOR.password),
        role: 'admin',
        token_version: 2,
        created_at: at(21),
        updated_at: at(22),
      },
    ],
    news: [
      {
        id: 1,
        slug: 'welcome',
        priority: 'A',
        date: '2026-11-21',
        start_date: '',
        expire_date: '',
        title_ru: 'Добро пожаловать',
        title_en: 'Welcome',
        description_ru: '<p>Первая <strong>новость</strong>.</p>',
        description_en: '<p>The first <strong>news</strong>.</p>',
        created_at: at(21),
        updated_at: at(21),
      },
      {
        id: 2,
        slug: 'new-tariffs',
        priority: 'B',
        date: '2026-11-22',
        start_date: '2026-11-22',
        expire_date: '2027-01-31',
        title_ru: 'Новые тарифы',
        title_en: '',
        description_ru:
          '<p style="text-align:center">Тарифы с 1 декабря.</p><ul><li>один</li></ul>',
        description_en: '',
        created_at: at(22),
        updated_at: at(23),
      },
      {
        id: 5,
        slug: 'news-5',
        priority: 'B',
        date: '2026-10-01',
        start_date: '2026-10-01',
        expire_date: '2026-10-31',
        title_ru: 'Истёкшая',
        title_en: 'Expired',
        description_ru: '<p>Старая.</p>',
        description_en: '<p>Old.</p>',
        created_at: at(2),
        updated_at: at(2),
      },
    ],
    cookie_consents: [
      {
        id: 1,
        user_uuid: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b',
        technical: 1,
        functional: 1,
        analytics: 0,
        marketing: 0,
        consented_at: '2026-11-21T09:00:00.000Z',
        received_at: at(21),
      },
      {
        id: 2,
        user_uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        technical: 1,
        functional: 0,
        analytics: 1,
        marketing: 1,
        consented_at: '2026-11-22T09:00:00.000Z',
        received_at: at(22),
      },
    ],
    sql_audit_log: [
      {
        id: 1,
        admin_id: 1,
        admin_username: CHIEF.username,
        executed_at: at(22),
        ip: '10.0.0.7',
        statement: 'SELECT count(*) FROM news',
        outcome: 'rows',
        row_count: 1,
        error: null,
        duration_ms: 3,
      },
      {
        id: 2,
        admin_id: 1,
        admin_username: CHIEF.username,
        executed_at: at(23),
        ip: '10.0.0.7',
        statement: 'DROP TABLE news',
        outcome: 'refused',
        row_count: null,
        error: 'Изменение структуры таблиц приложения запрещено',
        duration_ms: 0,
      },
    ],
    login_attempts: [
      {
        id: 1,
        username: EDITOR.username,
        ip: '10.0.0.8',
        outcome: 'failure',
        attempted_at_ms: 1795300000000,
      },
    ],
    seed_state: [
      { step: 'demo-news', done_at: at(21) },
      { step: 'welcome-news', done_at: at(21) },
    ],
  };
}

const BOOLEAN_COLUMNS = new Set(['technical', 'functional', 'analytics', 'marketing']);

/** Columns of the fixture tables, by table. */
async function columnsOf(
  query: (sql: string) => Promise<Row[]>,
): Promise<Record<string, string[]>> {
  const columns: Record<string, string[]> = {};
  for (const table of Object.keys(await firstReleaseRows())) {
    const rows =
      ENGINE === 'sqlite'
        ? await query(`SELECT name FROM pragma_table_info('${table}')`)
        : await query(
            `SELECT column_name AS name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = '${table}'`,
          );
    columns[table] = rows.map((row) => String(row.name)).sort();
  }
  return columns;
}

describe(`an upgrade from the first release (${ENGINE})`, () => {
  let t: TestApp;
  let rows: Record<string, Row[]>;
  let firstColumns: Record<string, string[]>;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    rows = await firstReleaseRows();
    const work = tempDir();
    cleanups.push(() => work.remove());
    let env: Record<string, string> = {};
    if (ENGINE === 'sqlite') {
      const sqlite = firstReleaseSqlite(join(work.dir, 'site.db'), work.dir);
      const query = async (sql: string) => sqlite.prepare(sql).all() as Row[];
      firstColumns = await columnsOf(query);
      for (const [table, list] of Object.entries(rows))
        for (const row of list)
          sqlite
            .prepare(
              `INSERT INTO "${table}" (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row)
                .map(() => '?')
                .join(', ')})`,
            )
            .run(...Object.values(row));
      sqlite.close();
    } else {
      const database = await createEmptyPostgresDatabase();
      cleanups.push(() => dropPostgresDatabase(database.name));
      await firstReleasePostgres(database.url, work.dir);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        firstColumns = await columnsOf(async (sql) => (await client.query(sql)).rows as Row[]);
        for (const [table, list] of Object.entries(rows))
          for (const row of list) {
            const values = Object.entries(row).map(([column, value]) =>
              BOOLEAN_COLUMNS.has(column) ? value === 1 : value,
            );
            await client.query(
              `INSERT INTO "${table}" (${Object.keys(row).join(', ')}) OVERRIDING SYSTEM VALUE VALUES (${values
                .map((_, i) => `$${i + 1}`)
                .join(', ')})`,
              values,
            );
          }
        // The first release's identity sequences moved as its inserts did.
        for (const table of [
          'administrators',
          'news',
          'cookie_consents',
          'sql_audit_log',
          'login_attempts',
        ])
          await client.query(
            `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM "${table}"))`,
          );
      } finally {
        await client.end();
      }
      env = { DATABASE_URL: database.url };
    }
    // The current API on that database: the later migrations run at its start.
    t = await createTestApp(
      { ...env, ADMIN_USERNAME: 'newcomer', ADMIN_PASSWORD: 'never-used-password-41' },
      ENGINE === 'sqlite' ? { dir: work.dir } : {},
    );
    cleanups.push(() => t.close());
  }, 60_000);

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('keeps every row of the first release, each column added since at its default', async () => {
    const db: TestDatabase = t.db;
    const columns = await columnsOf((sql) => db.query(sql));
    for (const [table, list] of Object.entries(rows)) {
      const added = columns[table]!.filter((column) => !firstColumns[table]!.includes(column));
      for (const column of added)
        expect(
          ADDED_COLUMNS[table],
          `a migration added ${table}.${column}: say in ADDED_COLUMNS what an upgraded row holds`,
        ).toHaveProperty([column]);
      const key = table === 'seed_state' ? 'step' : 'id';
      const stored = await db.query(`SELECT * FROM "${table}" ORDER BY ${key}`);
      expect(
        stored.map((row) => row[key]),
        table,
      ).toEqual(list.map((row) => row[key]));
      list.forEach((row, i) => {
        const expected: Row = { ...row };
        for (const column of added) expected[column] = ADDED_COLUMNS[table]![column];
        for (const column of firstColumns[table]!.filter((name) => !(name in row)))
          expected[column] = null;
        expect(stored[i], `${table} ${String(row[key])}`).toEqual(expected);
      });
    }
    // Nothing was seeded over them: no new superadmin, no welcome or demo news again.
    expect(await db.scalar('SELECT count(*) FROM administrators')).toBe(2);
    expect(await db.scalar('SELECT count(*) FROM news')).toBe(3);
  });

  it('serves them through the current API: sign-ins, news, administrators', async () => {
    const signIn = async (account: { username: string; password: string }) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: account });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ token: string }>().token;
    };
    const chief = await signIn(CHIEF);
    await signIn(EDITOR);
    const news = (
      await t.app.inject({ url: '/api/admin/news', headers: bearer(chief) })
    ).json<NewsMap>();
    expect(Object.keys(news)).toEqual(['1', '2', '5']);
    expect(news['2']).toMatchObject({
      slug: 'new-tariffs',
      priority: 'B',
      dates: { date: '2026-11-22', startDate: '2026-11-22', expireDate: '2027-01-31' },
      titles: { ru: 'Новые тарифы', en: '' },
      descriptions: {
        ru: '<p style="text-align:center">Тарифы с 1 декабря.</p><ul><li>один</li></ul>',
        en: '',
      },
      status: 'published',
    });
    // Only a superadmin may list the administrators: the chief still is one.
    const admins = await t.app.inject({ url: '/api/admin/admins', headers: bearer(chief) });
    expect(admins.statusCode).toBe(200);
    expect(
      admins.json<AdministratorList>().map(({ username, role }) => ({ username, role })),
    ).toContainEqual({ username: EDITOR.username, role: 'admin' });
    // A new item gets the next id after the first release's.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: bearer(chief),
      payload: {
        slug: 'after-upgrade',
        priority: 'B',
        dates: { date: '2026-11-27', startDate: '', expireDate: '' },
        titles: { ru: 'После обновления', en: 'After the upgrade' },
        descriptions: { ru: '<p>Да</p>', en: '<p>Yes</p>' },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<{ id: number }>().id).toBe(6);
  });
});
