import { describe, expect, it, vi } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { formStart, submitApplication, type ApplicationRejection } from './application.server';
import { errorMessageKey } from './application-form';
import { sentContactOf } from './application-sent.server';

const FILLED: Array<[string, string]> = [
  ['type', 'demo'],
  ['product', '/equipment/smartPayApp'],
  ['company', 'ООО «Ромашка»'],
  ['unp', '190000001'],
  ['contact', 'Иван Петров'],
  ['phone', '+375 (29) 123-45-67'],
  ['email', 'ivan@example.by'],
  ['region', '2'],
  ['interests', 'fuel-cards'],
  ['interests', 'software'],
  ['message', 'Позвоните после обеда'],
  ['consent', 'on'],
  ['website', ''],
  ['startedAt', '1700000000000'],
  ['startedAtSignature', 'signed-by-the-api'],
];

const context = { apiUrl: 'http://api.test', clientIp: '203.0.113.9' } as AppLoadContext;

function post(fields: Array<[string, string]>, url = 'http://site.test/application') {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

/** The rejection a `data()` answer carries, and its status. */
function rejected(result: unknown): { status: number | undefined; body: ApplicationRejection } {
  expect(result).not.toBeInstanceOf(Response);
  const { data, init } = result as { data: ApplicationRejection; init: ResponseInit | null };
  return { status: init?.status, body: data };
}

describe('submitApplication', () => {
  it('marks every wrong field at once, keeps every value and never calls the API', async () => {
    const fetchImpl = answer(201, { reference: 'A-1' });
    const fields = FILLED.filter(([name]) => !['consent', 'interests'].includes(name)).map(
      ([name, value]): [string, string] =>
        name === 'unp' ? [name, '12345'] : name === 'email' ? [name, 'not-mail'] : [name, value],
    );
    const { status, body } = rejected(await submitApplication(post(fields), context, fetchImpl));
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      unp: 'invalid',
      email: 'invalid',
      interests: 'missing',
      consent: 'invalid',
    });
    expect(body.problem).toBeNull();
    expect(body.values).toMatchObject({
      company: 'ООО «Ромашка»',
      unp: '12345',
      email: 'not-mail',
      phone: '+375 (29) 123-45-67',
      region: '2',
      message: 'Позвоните после обеда',
    });
    // The application is not sent (a stale form's time is renewed, which is all the API is asked).
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).not.toContain(
      'http://api.test/api/applications',
    );
  });

  it('keeps the time of a form shown recently when it comes back with errors', async () => {
    const shownAt = String(Date.now() - 10_000);
    const fields = FILLED.map(([name, value]): [string, string] =>
      name === 'startedAt' ? [name, shownAt] : name === 'unp' ? [name, '1'] : [name, value],
    );
    const { body } = rejected(await submitApplication(post(fields), context, answer(201, {})));
    expect(body.errors).toEqual({ unp: 'invalid' });
    expect(body.values.startedAt).toBe(shownAt);
  });

  it('gives a form shown over a day ago a new startedAt, so that it can be sent once corrected', async () => {
    const before = Date.now();
    const stale = answer(400, {
      error: 'Форма устарела. Отправьте её ещё раз: время открытия формы обновлено',
    });
    const { body } = rejected(await submitApplication(post(FILLED), context, stale));
    expect(body.problem).toBe('rejected');
    expect(Number(body.values.startedAt)).toBeGreaterThanOrEqual(before);
    expect(body.values.company).toBe('ООО «Ромашка»');
  });

  it('gives a form whose time the API did not sign a new signed time, as a form sent too fast', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async (url) =>
      String(url).endsWith('/api/applications/form-start')
        ? Response.json({ startedAt: 1800000000000, startedAtSignature: 'fresh' })
        : Response.json(
            {
              error: 'Форма отправлена слишком быстро или не со страницы сайта.',
              field: 'startedAtSignature',
              fields: { startedAtSignature: 'Форма отправлена слишком быстро' },
            },
            { status: 400 },
          ),
    );
    const fields = FILLED.map(([name, value]): [string, string] =>
      name === 'startedAt' ? [name, String(Date.now() - 60_000)] : [name, value],
    );
    const { status, body } = rejected(await submitApplication(post(fields), context, fetchImpl));
    expect(status).toBe(400);
    expect(body.problem).toBe('tooFast');
    expect(body.errors).toEqual({});
    expect(body.values).toMatchObject({
      startedAt: '1800000000000',
      startedAtSignature: 'fresh',
      company: 'ООО «Ромашка»',
    });
    expect(fetchImpl.mock.calls.map(([url]) => String(url))).toEqual([
      'http://api.test/api/applications',
      'http://api.test/api/applications/form-start',
    ]);
  });

  it('refuses a phone with letters or too few digits and a region the form does not offer', async () => {
    const fields = FILLED.map(([name, value]): [string, string] =>
      name === 'phone' ? [name, '12-34 ab'] : name === 'region' ? [name, '99'] : [name, value],
    );
    const { body } = rejected(await submitApplication(post(fields), context, answer(201, {})));
    expect(body.errors).toEqual({ phone: 'invalid', region: 'invalid' });
  });

  it('sends the contract body with the visitor address, then redirects to the reference (303)', async () => {
    const fetchImpl = answer(201, { reference: 'APP-2026-000042' });
    const result = await submitApplication(post(FILLED), context, fetchImpl);
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/application?reference=APP-2026-000042');
    // The phone and e-mail as sent, for «Заявка принята» to echo under this reference.
    const [cookie = '', ...more] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^application_sent=.+; Path=\/application; /);
    expect(more).toHaveLength(1);
    const echoed = new Request('http://site.test/application?reference=APP-2026-000042', {
      headers: { cookie: cookie.split(';', 1)[0]! },
    });
    expect(sentContactOf(echoed, 'APP-2026-000042')).toEqual({
      phone: '+375 (29) 123-45-67',
      email: 'ivan@example.by',
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/applications');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('x-forwarded-for')).toBe('203.0.113.9');
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'demo',
      product: '/equipment/smartPayApp',
      company: 'ООО «Ромашка»',
      unp: '190000001',
      contact: 'Иван Петров',
      phone: '+375 (29) 123-45-67',
      email: 'ivan@example.by',
      region: 'Брестское отделение',
      interests: ['fuel-cards', 'software'],
      message: 'Позвоните после обеда',
      consent: true,
      lang: 'ru',
      website: '',
      startedAt: 1700000000000,
      startedAtSignature: 'signed-by-the-api',
    });
  });

  it('keeps ?lang=en through the redirect and tells the API the language', async () => {
    const fetchImpl = answer(201, { reference: 'APP-7' });
    const result = (await submitApplication(
      post(FILLED, 'http://site.test/application?lang=en'),
      context,
      fetchImpl,
    )) as Response;
    expect(result.headers.get('location')).toBe('/application?reference=APP-7&lang=en');
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body)).lang).toBe('en');
  });

  it('drops a product that is no product page', async () => {
    const fetchImpl = answer(201, { reference: 'APP-8' });
    const fields = FILLED.map(([name, value]): [string, string] =>
      name === 'product' ? [name, 'https://evil.example/'] : [name, value],
    );
    await submitApplication(post(fields), context, fetchImpl);
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1]?.body))).not.toHaveProperty('product');
  });

  it('maps the fields of the API 400 to the form', async () => {
    const fetchImpl = answer(400, {
      error: 'Проверьте поля',
      fields: { unp: 'УНП — 9 цифр', email: 'Некорректный e-mail', unknown: 'x' },
    });
    const { status, body } = rejected(await submitApplication(post(FILLED), context, fetchImpl));
    expect(status).toBe(400);
    expect(body.errors).toEqual({ unp: 'invalid', email: 'invalid' });
    expect(body.values.company).toBe('ООО «Ромашка»');
  });

  it('tells a form sent too quickly apart from another refusal', async () => {
    const tooFast = answer(400, {
      error: 'Форма отправлена слишком быстро. Проверьте данные и отправьте ещё раз',
    });
    expect(rejected(await submitApplication(post(FILLED), context, tooFast)).body.problem).toBe(
      'tooFast',
    );
    const other = answer(400, { error: 'Некорректный запрос' });
    expect(rejected(await submitApplication(post(FILLED), context, other)).body.problem).toBe(
      'rejected',
    );
  });

  it('answers the per-address limit with its own problem (429)', async () => {
    const { status, body } = rejected(
      await submitApplication(post(FILLED), context, answer(429, { error: 'Слишком много' })),
    );
    expect(status).toBe(429);
    expect(body.problem).toBe('tooMany');
  });

  it.each([
    ['down', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'))],
    [
      'timing out',
      vi.fn<typeof fetch>().mockRejectedValue(new DOMException('timeout', 'TimeoutError')),
    ],
    ['failing', answer(500, { error: 'Внутренняя ошибка' })],
    [
      'answering nonsense',
      vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>', { status: 201 })),
    ],
  ])('the API %s: 503 with the values kept, never a 500', async (_case, fetchImpl) => {
    const { status, body } = rejected(await submitApplication(post(FILLED), context, fetchImpl));
    expect(status).toBe(503);
    expect(body.problem).toBe('unavailable');
    expect(body.errors).toEqual({});
    expect(body.values.email).toBe('ivan@example.by');
    expect(body.values.interests).toEqual(['fuel-cards', 'software']);
  });

  it('a body that is no form is every field missing, not an error', async () => {
    const request = new Request('http://site.test/application', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    const { status, body } = rejected(await submitApplication(request, context, answer(201, {})));
    expect(status).toBe(400);
    expect(body.errors).toMatchObject({
      company: 'missing',
      unp: 'missing',
      contact: 'missing',
      phone: 'missing',
      email: 'missing',
      region: 'missing',
      interests: 'missing',
    });
  });

  it('tells an empty field (what to enter) from a wrong one (its rule)', async () => {
    const fields = FILLED.map(([name, value]): [string, string] =>
      name === 'company' ? [name, '   '] : name === 'contact' ? [name, 'И'] : [name, value],
    );
    const { body } = rejected(await submitApplication(post(fields), context, answer(201, {})));
    expect(body.errors).toEqual({ company: 'missing', contact: 'invalid' });
    expect(errorMessageKey('company', 'missing')).toBe('application.errors.missing.company');
    expect(errorMessageKey('contact', 'invalid')).toBe('application.errors.contact');
    // Groups and choices have one message, which already says what to do.
    expect(errorMessageKey('region', 'missing')).toBe('application.errors.region');
  });
});

describe('formStart', () => {
  it('takes the time the API signs', async () => {
    const fetchImpl = answer(200, { startedAt: 1800000000000, startedAtSignature: 'abc_-1' });
    expect(await formStart('http://api.test', fetchImpl)).toEqual({
      startedAt: '1800000000000',
      startedAtSignature: 'abc_-1',
    });
    expect(String(fetchImpl.mock.calls[0]![0])).toBe('http://api.test/api/applications/form-start');
  });

  it.each([
    ['down', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('fetch failed'))],
    ['failing', answer(500, { error: 'x' })],
    ['answering nonsense', answer(200, { startedAt: 'soon', startedAtSignature: 1 })],
  ])('the API %s: its own time without a signature, never an error', async (_, fetchImpl) => {
    const before = Date.now();
    const start = await formStart('http://api.test', fetchImpl);
    expect(start.startedAtSignature).toBe('');
    expect(Number(start.startedAt)).toBeGreaterThanOrEqual(before);
  });
});
