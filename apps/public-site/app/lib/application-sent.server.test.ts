import { describe, expect, it } from 'vitest';
import { SENT_COOKIE, sentContactOf, sentCookies } from './application-sent.server';

const contact = { phone: '+375 (29) 123-45-67', email: 'ivan@example.by' };

/** The `Cookie` header a browser sends back for a `Set-Cookie`. */
const cookieHeader = (setCookie: string) => setCookie.split(';', 1)[0]!;

const page = (query: string, cookie?: string) =>
  new Request(`http://site.test/application?${query}`, cookie ? { headers: { cookie } } : {});

describe('the contact a sent application echoes (round 10, finding 13)', () => {
  it('is kept in a short-lived cookie of the form page (and its data address) that scripts cannot read', () => {
    const set = sentCookies('APP-1', contact, false);
    expect(set.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1])).toEqual([
      '/application',
      '/application.data',
    ]);
    for (const cookie of set) {
      expect(cookie).toMatch(new RegExp(`^${SENT_COOKIE}=[A-Za-z0-9_-]+; `));
      expect(cookie).toContain('Max-Age=1800');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Secure');
    }
    for (const cookie of sentCookies('APP-1', contact, true)) expect(cookie).toMatch(/; Secure$/);
  });

  it('is read back under the reference it was sent with', () => {
    const cookie = `lang=ru; ${cookieHeader(sentCookies('APP-1', contact, false)[0]!)}; other=1`;
    expect(sentContactOf(page('reference=APP-1', cookie), 'APP-1')).toEqual(contact);
  });

  it('is not shown under another reference', () => {
    const cookie = cookieHeader(sentCookies('APP-1', contact, false)[0]!);
    expect(sentContactOf(page('reference=APP-2', cookie), 'APP-2')).toBeNull();
  });

  it('never comes from the address bar', () => {
    const query = 'reference=APP-1&phone=%2B375291111111&email=evil%40example.by';
    expect(sentContactOf(page(query), 'APP-1')).toBeNull();
  });

  it('ignores a cookie the action did not write', () => {
    const bad = (value: unknown) =>
      `${SENT_COOKIE}=${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
    for (const cookie of [
      `${SENT_COOKIE}=not-base64-json`,
      bad({ reference: 'APP-1', phone: 42, email: 'a@b.by' }),
      bad({ reference: 'APP-1', phone: '', email: 'a@b.by' }),
      bad({ reference: 'APP-1', phone: '1'.repeat(61), email: 'a@b.by' }),
      bad(['APP-1']),
    ])
      expect(sentContactOf(page('reference=APP-1', cookie), 'APP-1'), cookie).toBeNull();
  });
});
