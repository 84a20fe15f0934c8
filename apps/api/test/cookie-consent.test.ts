import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_RATE_LIMIT } from '../src/routes/cookie-consent';
import { createTestApp, type TestApp } from './helpers/test-app';

const CONSENT = {
  user_uuid: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b',
  technical: true,
  functional: true,
  analytics: false,
  marketing: false,
  timestamp: '2025-07-28T10:15:00.000Z',
};

describe('POST /api/cookie-consent', () => {
  let t: TestApp;
  // The server's clock, half a day after the fixture's choice.
  const NOW = new Date('2025-07-28T22:15:00.000Z');
  beforeEach(async () => {
    t = await createTestApp({}, { now: () => NOW });
  });
  afterEach(() => t.close());

  const send = (payload: unknown, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/cookie-consent',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('stores the record append-only and answers 201 { ok: true }', async () => {
    const response = await send(CONSENT);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    const rows = await t.db.query('SELECT * FROM cookie_consents');
    expect(rows).toEqual([
      expect.objectContaining({
        user_uuid: CONSENT.user_uuid,
        technical: 1,
        functional: 1,
        analytics: 0,
        marketing: 0,
        consented_at: CONSENT.timestamp,
      }),
    ]);
    await expect(t.db.query('UPDATE cookie_consents SET marketing = true')).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM cookie_consents')).rejects.toThrow(/append-only/);
  });

  it('accepts a timestamp with an offset', async () => {
    expect((await send({ ...CONSENT, timestamp: '2025-07-28T13:15:00+03:00' })).statusCode).toBe(
      201,
    );
  });

  it.each([
    ['the nil UUID', { user_uuid: '00000000-0000-0000-0000-000000000000' }, 'user_uuid'],
    [
      'a time a day and a second before the server’s',
      { timestamp: '2025-07-27T22:14:59.000Z' },
      'timestamp',
    ],
    [
      'a time a day and a second after the server’s',
      { timestamp: '2025-07-29T22:15:01Z' },
      'timestamp',
    ],
    ['a time years away', { timestamp: '1970-01-01T00:00:00Z' }, 'timestamp'],
  ])('refuses %s, storing nothing', async (_, change, field) => {
    const response = await send({ ...CONSENT, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), field });
    expect(await t.db.scalar('SELECT count(*) FROM cookie_consents')).toBe(0);
  });

  it('accepts a time just within a day of the server’s', async () => {
    expect((await send({ ...CONSENT, timestamp: '2025-07-27T22:15:01Z' })).statusCode).toBe(201);
  });

  it('refuses more than 1 KB', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cookie-consent',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...CONSENT, padding: 'x'.repeat(1100) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });

  it(`limits one IP to ${CONSENT_RATE_LIMIT} records a minute`, async () => {
    for (let i = 0; i < CONSENT_RATE_LIMIT; i += 1)
      expect((await send(CONSENT)).statusCode).toBe(201);
    const limited = await send(CONSENT);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: expect.any(String) });
    expect((await send(CONSENT, '10.0.0.2')).statusCode).toBe(201);
    // Another spelling of the path shares the counter.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/API/Cookie-Consent/',
          payload: CONSENT,
          remoteAddress: '10.0.0.1',
        })
      ).statusCode,
    ).toBe(429);
  });
});
