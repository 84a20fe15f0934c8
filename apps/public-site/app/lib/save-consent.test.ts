import { CONSENT_SEND_FAILED_WARNING } from '@fuelcard/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from './consent-record';
import { readStoredConsent } from './consent-storage';
import { ensureUserUuid, saveConsent, sendConsent } from './save-consent';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(() => vi.unstubAllGlobals());

describe('ensureUserUuid', () => {
  it('creates a random v4 id in the user_uuid cookie and keeps it afterwards', () => {
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    const id = ensureUserUuid();
    expect(id).toMatch(UUID);
    expect(document.cookie).toContain(`user_uuid=${id}`);
    expect(cookieSetter).toHaveBeenCalledWith(`user_uuid=${id}; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(ensureUserUuid()).toBe(id);
  });

  it('replaces a cookie that is not a UUID', () => {
    document.cookie = 'user_uuid=<script>; Path=/';
    expect(ensureUserUuid()).toMatch(UUID);
  });
});

describe('sendConsent', () => {
  const record = saveConsentRecord();
  function saveConsentRecord() {
    return {
      technical: true as const,
      functional: true,
      analytics: false,
      marketing: false,
      timestamp: '2026-01-01T00:00:00.000Z',
      user_uuid: '0b7c7c4e-3a4f-4f3e-9c59-6c1f5f0b8a11',
    };
  }

  it('posts the record as JSON to the site’s own /api/cookie-consent', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    const warn = vi.spyOn(console, 'warn');
    await sendConsent(record, fetchMock);
    expect(fetchMock).toHaveBeenCalledWith('/api/cookie-consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a refused answer', async () => new Response('{}', { status: 429 })],
    ['no answer', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('prints the spec’s warning on %s', async (_, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(sendConsent(record, vi.fn(answer))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(CONSENT_SEND_FAILED_WARNING, expect.anything());
  });
});

describe('saveConsent', () => {
  it('stores the record under cookieConsent, signs it with user_uuid and sends it', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const now = new Date('2026-03-01T10:00:00Z');
    const record = saveConsent({ functional: true, analytics: true, marketing: false }, now);
    expect(record).toMatchObject({ technical: true, functional: true, analytics: true, marketing: false, timestamp: now.toISOString() });
    expect(record.user_uuid).toMatch(UUID);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual(record);
    expect(readStoredConsent()).toEqual(record);
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
