import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, superadmin, type TestApp } from './helpers/test-app';

const NEWS = {
  slug: '',
  priority: 'A',
  dates: { date: '2025-07-28', startDate: '', expireDate: '' },
  titles: { ru: 'Заголовок', en: 'Title' },
  descriptions: { ru: '', en: '' },
};
const CONSENT = {
  user_uuid: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b',
  technical: true,
  functional: false,
  analytics: false,
  marketing: false,
  timestamp: '2025-07-28T10:15:00Z',
};
const ADMIN = { username: 'newbie', password: 'granite-falcon-88' };

type Call = { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown };

/** Schema errors are shown to administrators as is: clear Russian, the field named, no regexes. */
const cases: Array<[string, Call, string]> = [
  [
    'a publication date in another format',
    {
      method: 'PUT',
      url: '/api/admin/news/1',
      payload: { ...NEWS, dates: { ...NEWS.dates, date: '28.07.2025' } },
    },
    'Дата публикации: ожидается дата в формате ГГГГ-ММ-ДД или пустое значение',
  ],
  [
    'a number as the last day shown',
    {
      method: 'POST',
      url: '/api/admin/news',
      payload: { ...NEWS, dates: { ...NEWS.dates, expireDate: 20250728 } },
    },
    'Дата окончания показа: ожидается дата в формате ГГГГ-ММ-ДД или пустое значение',
  ],
  [
    'a username with a space',
    { method: 'POST', url: '/api/admin/admins', payload: { ...ADMIN, username: 'new bie' } },
    'Имя пользователя: от 3 до 50 символов: латинские буквы, цифры, точка, дефис, подчёркивание',
  ],
  [
    'a two-letter username',
    { method: 'PUT', url: '/api/admin/admins/1', payload: { username: 'ab' } },
    'Имя пользователя: от 3 до 50 символов: латинские буквы, цифры, точка, дефис, подчёркивание',
  ],
  [
    'a role',
    { method: 'POST', url: '/api/admin/admins', payload: { ...ADMIN, role: 'superadmin' } },
    'Лишнее поле: role',
  ],
  [
    'a short password',
    { method: 'POST', url: '/api/admin/admins', payload: { ...ADMIN, password: 'short' } },
    'Пароль: не короче 12 символов',
  ],
  [
    'no password',
    { method: 'POST', url: '/api/admin/admins', payload: { username: 'newbie' } },
    'Пароль: обязательное поле',
  ],
  [
    'priority C',
    { method: 'POST', url: '/api/admin/news', payload: { ...NEWS, priority: 'C' } },
    'Приоритет: ожидается одно из значений: A, B',
  ],
  [
    'an unknown date field',
    {
      method: 'POST',
      url: '/api/admin/news',
      payload: { ...NEWS, dates: { ...NEWS.dates, extra: '' } },
    },
    'Лишнее поле: dates.extra',
  ],
  [
    'missing dates',
    { method: 'POST', url: '/api/admin/news', payload: { ...NEWS, dates: undefined } },
    'Даты: обязательное поле',
  ],
  [
    'an oversize Russian title',
    {
      method: 'POST',
      url: '/api/admin/news',
      payload: { ...NEWS, titles: { ru: 'я'.repeat(301), en: '' } },
    },
    'Заголовок (рус.): не длиннее 300 символов',
  ],
  [
    'a number SQL',
    { method: 'POST', url: '/api/sql-explorer/execute', payload: { sql: 1 } },
    'SQL-запрос: ожидается строка',
  ],
  [
    'no body',
    { method: 'POST', url: '/api/sql-explorer/execute' },
    'Тело запроса: ожидается объект JSON',
  ],
  [
    'a bad id',
    { method: 'DELETE', url: '/api/admin/news/abc' },
    'Идентификатор: ожидается положительное целое число',
  ],
  [
    'technical cookies off',
    { method: 'POST', url: '/api/cookie-consent', payload: { ...CONSENT, technical: false } },
    'Технические cookie: ожидается значение true',
  ],
  [
    'a string boolean',
    { method: 'POST', url: '/api/cookie-consent', payload: { ...CONSENT, marketing: 'false' } },
    'Маркетинговые cookie: ожидается true или false',
  ],
  [
    'a bad visitor id',
    { method: 'POST', url: '/api/cookie-consent', payload: { ...CONSENT, user_uuid: 'x' } },
    'Идентификатор посетителя: ожидается UUID',
  ],
  [
    'a timestamp without offset',
    {
      method: 'POST',
      url: '/api/cookie-consent',
      payload: { ...CONSENT, timestamp: '2025-07-28T10:15:00' },
    },
    'Время согласия: ожидаются дата и время в формате ISO 8601 с часовым поясом',
  ],
  [
    'an empty login password',
    { method: 'POST', url: '/api/login', payload: { username: 'root', password: '' } },
    'Пароль: обязательное поле',
  ],
];

describe('validation errors are clear Russian messages', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await superadmin(t.app)).token;
  });
  afterAll(() => t.close());

  it.each(cases)('%s', async (_, call, message) => {
    const response = await t.app.inject({
      method: call.method,
      url: call.url,
      headers: {
        ...bearer(token),
        ...(call.payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(call.payload === undefined ? {} : { payload: JSON.stringify(call.payload) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message });
  });
});
