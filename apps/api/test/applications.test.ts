import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressGroup, wideAddressGroup } from '../src/applications/ip-hash';
import {
  APPLICATIONS_HARD_CAP_PER_HOUR,
  APPLICATIONS_PER_ADDRESS,
  APPLICATIONS_PER_HOUR,
  APPLICATIONS_PER_NETWORK,
  REVIEW_NOTE,
} from '../src/routes/applications';
import { ApplicationCreated } from '@fuelcard/contracts';
import type { NewApplicationRecord } from '../src/db/port';
import { applicationBody, signStartedAt } from './helpers/application';
import { createTestApp, type TestApp } from './helpers/test-app';

const NOW = new Date('2026-11-26T21:00:00.000Z');

const APPLICATION = applicationBody(NOW);

describe('POST /api/applications', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({}, { now: () => NOW });
  });
  afterEach(() => t.close());

  const send = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('stores a valid application and answers 201 with its reference', async () => {
    const first = await send(APPLICATION);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ reference: 'A-2026-000001' });
    const second = await send({ ...APPLICATION, product: undefined, message: undefined });
    expect(second.json()).toEqual({ reference: 'A-2026-000002' });
    const rows = await t.db.query('SELECT * FROM applications ORDER BY id');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      reference: 'A-2026-000001',
      created_at: NOW.toISOString(),
      type: 'client',
      product: '/equipment',
      company: 'ООО «Топливо и Ко»',
      unp: '190123456',
      contact: 'Иван Петров',
      phone: '+375 (29) 123-45-67',
      email: 'ivan@example.by',
      region: 'Минск',
      interests: '["fuel-cards","software"]',
      message: 'Перезвоните, пожалуйста',
      lang: 'ru',
      status: 'new',
      assignee_id: null,
      note: '',
    });
    expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain('10.0.0.1');
    expect(rows[1]).toMatchObject({ product: null, message: '' });
  });

  it('numbers past 999,999 a year with seven digits, and keeps counting', async () => {
    expect((await send(APPLICATION)).json()).toEqual({ reference: 'A-2026-000001' });
    await t.db.query("UPDATE applications SET reference = 'A-2026-999999'");
    const columns =
      'created_at, updated_at, type, product, company, unp, contact, phone, email, region, ' +
      'interests, message, lang, ip_hash, status, note, search_text';
    // More than the five tries one insert has past the last number that sorts highest as text.
    for (let number = 1_000_000; number <= 1_000_006; number += 1)
      await t.db.query(
        `INSERT INTO applications (reference, ${columns}) SELECT ?, ${columns} FROM applications WHERE id = 1`,
        [`A-2026-${number}`],
      );
    const seventh = await send(APPLICATION, '10.0.0.2');
    expect(seventh.statusCode).toBe(201);
    expect(seventh.json()).toEqual({ reference: 'A-2026-1000007' });
    // The contract's pattern says so too.
    expect(seventh.json<{ reference: string }>().reference).toMatch(
      new RegExp(ApplicationCreated.properties.reference.pattern!),
    );
    expect((await send(APPLICATION, '10.0.0.3')).json()).toEqual({ reference: 'A-2026-1000008' });
    // Another year starts again at 1.
    const {
      consent: _c,
      website: _w,
      startedAt: _s,
      startedAtSignature: _g,
      ...fields
    } = APPLICATION;
    const created = await t.app.repos.applications.create(
      { ...(fields as unknown as NewApplicationRecord), status: 'new', ipHash: 'x' },
      2027,
    );
    expect(created.reference).toBe('A-2027-000001');
  });

  it('answers every invalid field at once, the first as `error`', async () => {
    const response = await send({
      type: 'boss',
      product: 'equipment',
      company: ' x ',
      unp: '12345678a',
      contact: '',
      phone: '12-34',
      email: 'ivan@',
      region: '   ',
      interests: ['fuel-cards', 'fuel-cards'],
      message: 'x'.repeat(2001),
      consent: false,
      lang: 'by',
      website: '',
      startedAt: 'yesterday',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; field: string; fields: Record<string, string> }>();
    expect(body.fields).toEqual({
      type: 'Тип заявки: ожидается одно из значений: client, partner, demo',
      product: 'Страница продукта: ожидается адрес страницы сайта, начинающийся с /',
      company: 'Компания: не короче 2 символов',
      unp: 'УНП: 9 цифр',
      contact: 'Контактное лицо: обязательное поле',
      phone: 'Телефон: от 7 до 30 символов: цифры, пробелы, +, скобки и дефис, не меньше 7 цифр',
      email: 'Электронная почта: ожидается адрес вида name@example.by',
      region: 'Регион: обязательное поле',
      interests: 'Интересы: варианты не должны повторяться',
      message: 'Сообщение: не длиннее 2000 символов',
      consent: 'Согласие на обработку персональных данных: необходимо дать согласие',
      lang: 'Язык: ожидается одно из значений: ru, en',
      startedAt: 'Время открытия формы: ожидается число',
    });
    expect(body.error).toBe(body.fields.type);
    expect(body.field).toBe('type');
    expect(await t.db.scalar('SELECT count(*) FROM applications')).toBe(0);
  });

  it('names each missing field', async () => {
    const response = await send({});
    expect(response.statusCode).toBe(400);
    const { fields } = response.json<{ fields: Record<string, string> }>();
    expect(Object.keys(fields)).toEqual([
      'type',
      'company',
      'unp',
      'contact',
      'phone',
      'email',
      'region',
      'interests',
      'consent',
      'lang',
      'website',
      'startedAt',
    ]);
    expect(fields.company).toBe('Компания: обязательное поле');
    expect(fields.unp).toBe('УНП: 9 цифр');
    expect(fields.interests).toBe('Интересы: выберите хотя бы один вариант');
  });

  it.each([
    [
      'a too long company',
      { company: 'К'.repeat(201) },
      'company',
      'Компания: не длиннее 200 символов',
    ],
    ['a phone with 6 digits', { phone: '+ 123 456 ()' }, 'phone', undefined],
    ['a phone with letters', { phone: '+375 29 ABC 45 67' }, 'phone', undefined],
    ['an unknown interest', { interests: ['gold'] }, 'interests', undefined],
    [
      'five interests',
      { interests: ['fuel-cards', 'e-money', 'partner-station', 'software', 'software'] },
      'interests',
      undefined,
    ],
    ['no interest', { interests: [] }, 'interests', 'Интересы: выберите хотя бы один вариант'],
    ['a string consent', { consent: 'true' }, 'consent', undefined],
    ['a number UNP', { unp: 190123456 }, 'unp', 'УНП: ожидается строка'],
    ['a 10-digit UNP', { unp: '1901234567' }, 'unp', 'УНП: 9 цифр'],
    ['a long e-mail', { email: `${'a'.repeat(250)}@x.by` }, 'email', undefined],
    ['a long region', { region: 'Р'.repeat(101) }, 'region', 'Регион: не длиннее 100 символов'],
    [
      'a long contact',
      { contact: 'И'.repeat(121) },
      'contact',
      'Контактное лицо: не длиннее 120 символов',
    ],
    ['a null website', { website: null }, 'website', 'Поле website: ожидается строка'],
  ])('refuses %s', async (_, change, field, message) => {
    const response = await send({ ...APPLICATION, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; fields: Record<string, string> }>();
    expect(Object.keys(body.fields)).toEqual([field]);
    if (message) expect(body.error).toBe(message);
  });

  it.each([
    ['malformed JSON', '{"type": "client",', 'Некорректный JSON'],
    ['an array', '[]', 'Тело запроса: ожидается объект JSON'],
    ['null', 'null', 'Тело запроса: ожидается объект JSON'],
    ['a string', '"hello"', 'Тело запроса: ожидается объект JSON'],
  ])('refuses %s with 400, never 500', async (_, payload, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe(message);
  });

  it('keeps control characters out of the database', async () => {
    expect(
      (
        await send({
          ...APPLICATION,
          company: 'ООО\nАльфа\u0000',
          message: 'Строка 1\nСтрока\u0007 2',
        })
      ).statusCode,
    ).toBe(201);
    expect(await t.db.query('SELECT company, message FROM applications')).toEqual([
      { company: 'ООО Альфа', message: 'Строка 1\nСтрока 2' },
    ]);
    const empty = await send({ ...APPLICATION, company: '\u0000\u0001\u0002' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ fields: { company: 'Компания: обязательное поле' } });
  });

  it('removes control characters before trimming, and zero-width and bidirectional formatting', async () => {
    const sent = await send({
      ...APPLICATION,
      company: '\u202eООО «Аль\u200bфа»\u202c',
      contact: '\u2066Иван\u2069 \ufeffПетров',
      message: '\u0000 Перезвоните\u200f',
    });
    expect(sent.statusCode).toBe(201);
    expect(await t.db.query('SELECT company, contact, message FROM applications')).toEqual([
      { company: 'ООО «Альфа»', contact: 'Иван Петров', message: 'Перезвоните' },
    ]);
    const invisible = await send({ ...APPLICATION, contact: '\u200b\u202e\u2066\ufeff' });
    expect(invisible.statusCode).toBe(400);
    expect(invisible.json()).toMatchObject({
      fields: { contact: 'Контактное лицо: обязательное поле' },
    });
  });

  it('refuses an extra field', async () => {
    const response = await send({ ...APPLICATION, status: 'closed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Лишнее поле: status', field: 'status' });
  });

  it('stores a filled honeypot as spam and answers like any other', async () => {
    const response = await send({ ...APPLICATION, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ reference: 'A-2026-000001' });
    expect(await t.db.query('SELECT status FROM applications')).toEqual([{ status: 'spam' }]);
  });

  it.each([
    [
      'sent within 3 s',
      NOW.getTime() - 2999,
      'Форма отправлена слишком быстро. Проверьте данные и отправьте ещё раз',
    ],
    [
      'from the future',
      NOW.getTime() + 60_000,
      'Форма устарела. Отправьте её ещё раз: время открытия формы обновлено',
    ],
    [
      'shown over a day ago',
      NOW.getTime() - 24 * 60 * 60 * 1000 - 1,
      'Форма устарела. Отправьте её ещё раз: время открытия формы обновлено',
    ],
  ])('refuses a form %s', async (_, startedAt, error) => {
    const response = await send(applicationBody(NOW, { startedAt }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await t.db.scalar('SELECT count(*) FROM applications')).toBe(0);
  });

  it('gives the site a signed startedAt for each form it shows, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/applications/form-start' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const start = response.json<{ startedAt: number; startedAtSignature: string }>();
    expect(start).toEqual({
      startedAt: NOW.getTime(),
      startedAtSignature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // The signature is right, the time too short: the too-fast refusal as before.
    const sent = await send({ ...APPLICATION, ...start });
    expect(sent.json()).toEqual({
      error: 'Форма отправлена слишком быстро. Проверьте данные и отправьте ещё раз',
    });
    expect(start.startedAtSignature).toBe(signStartedAt(NOW.getTime()));
  });

  it.each([
    ['without a signature', { startedAtSignature: undefined }],
    ['with a made-up signature', { startedAtSignature: 'x'.repeat(43) }],
    ['with the signature of another time', { startedAt: NOW.getTime() - 3_600_000 }],
    ['with an empty signature', { startedAtSignature: '' }],
  ])('refuses a form %s as sent too fast, at that field', async (_, change) => {
    const response = await send({ ...APPLICATION, ...change });
    expect(response.statusCode).toBe(400);
    const message =
      'Форма отправлена слишком быстро или не со страницы сайта. Проверьте данные и отправьте ещё раз';
    expect(response.json()).toEqual({
      error: message,
      field: 'startedAtSignature',
      fields: { startedAtSignature: message },
    });
    expect(await t.db.scalar('SELECT count(*) FROM applications')).toBe(0);
  });

  it('refuses a signature of the wrong type or length with the field named', async () => {
    for (const startedAtSignature of [42, 's'.repeat(201)]) {
      const response = await send({ ...APPLICATION, startedAtSignature });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'startedAtSignature' });
    }
  });

  it(`accepts ${APPLICATIONS_PER_ADDRESS} an hour from one address, then 429 with Retry-After`, async () => {
    for (let i = 0; i < APPLICATIONS_PER_ADDRESS; i += 1)
      expect((await send(APPLICATION)).statusCode).toBe(201);
    const refused = await send(APPLICATION);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Слишком много заявок с этого адреса. Попробуйте позже или позвоните нам',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Another address is not held up; the refused one was not stored.
    expect((await send(APPLICATION, '10.0.0.2')).statusCode).toBe(201);
    expect(await t.db.scalar('SELECT count(*) FROM applications')).toBe(
      APPLICATIONS_PER_ADDRESS + 1,
    );
  });

  it('counts an IPv6 visitor by their /64, and keeps no address in the limits', async () => {
    for (let i = 0; i < APPLICATIONS_PER_ADDRESS; i += 1)
      expect((await send(APPLICATION, `2001:db8:1:2::${i + 1}`)).statusCode).toBe(201);
    expect((await send(APPLICATION, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await send(APPLICATION, '2001:db8:1:3::1')).statusCode).toBe(201);
    const keys = await t.db.query<{ key: string }>(
      "SELECT key FROM rate_limits WHERE key LIKE 'applications:%'",
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) expect(key).not.toMatch(/2001|10\.0\.0/);
  });

  it(`accepts ${APPLICATIONS_PER_NETWORK} an hour from one /24 or /48, then 429`, async () => {
    const v4 = Array.from({ length: APPLICATIONS_PER_NETWORK }, (_, i) => `203.0.113.${i >> 2}`);
    for (const ip of v4) expect((await send(APPLICATION, ip)).statusCode, ip).toBe(201);
    const refused = await send(APPLICATION, '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Слишком много заявок с этого адреса. Попробуйте позже или позвоните нам',
    });
    expect((await send(APPLICATION, '203.0.114.1')).statusCode).toBe(201);
    for (let i = 0; i < APPLICATIONS_PER_NETWORK; i += 1)
      expect((await send(APPLICATION, `2001:db8:7:${i >> 2}::1`)).statusCode).toBe(201);
    expect((await send(APPLICATION, '2001:db8:7:ff::1')).statusCode).toBe(429);
    expect((await send(APPLICATION, '2001:db8:8::1')).statusCode).toBe(201);
  });

  it('past 200 an hour from everyone, still takes each one but marks it for review; refuses past the hard cap', async () => {
    // A flood from many networks has used up the first 200 of the hour.
    expect((await send(APPLICATION, '198.51.100.1')).statusCode).toBe(201);
    await t.db.query("UPDATE rate_limits SET hits = ? WHERE key = 'applications:all'", [
      APPLICATIONS_PER_HOUR,
    ]);
    const real = await send(APPLICATION, '192.0.2.7');
    expect(real.statusCode).toBe(201);
    expect(
      await t.db.query('SELECT reference, status, note FROM applications ORDER BY id'),
    ).toEqual([
      { reference: 'A-2026-000001', status: 'new', note: '' },
      { reference: 'A-2026-000002', status: 'new', note: REVIEW_NOTE },
    ]);
    // Only past ten times as many is a real visitor refused, for the rest of the hour.
    await t.db.query("UPDATE rate_limits SET hits = ? WHERE key = 'applications:all'", [
      APPLICATIONS_HARD_CAP_PER_HOUR,
    ]);
    const refused = await send(APPLICATION, '192.0.2.8');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Сейчас мы получаем слишком много заявок. Попробуйте позже или позвоните нам',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not let honeypot catches use up the cap real visitors share', async () => {
    for (let i = 0; i < APPLICATIONS_PER_HOUR; i += 1)
      expect(
        (await send({ ...APPLICATION, website: 'x' }, `10.${1 + (i >> 8)}.${i & 255}.1`))
          .statusCode,
      ).toBe(201);
    expect((await send(APPLICATION, '10.2.0.1')).statusCode).toBe(201);
    expect(await t.db.scalar("SELECT count(*) FROM applications WHERE status = 'new'")).toBe(1);
  });
});

describe('addressGroup', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (ip, group) => {
    expect(addressGroup(ip)).toBe(group);
  });

  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:1:2::1', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
  ])('%s is in the wider network %s', (ip, group) => {
    expect(wideAddressGroup(ip)).toBe(group);
  });
});
