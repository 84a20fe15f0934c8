import { CONSENT_SEND_FAILED_WARNING } from '@fuelcard/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from './consent-record';
import { readStoredConsent } from './consent-storage';
import { addToConsentOutbox, hasUnsentConsent, readConsentOutbox } from './consent-outbox';
import {
  CONSENT_RETRY_DELAYS_MS,
  ensureUserUuid,
  resendUnsentConsent,
  saveConsent,
  sendConsent,
} from './save-consent';

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
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('ensureUserUuid', () => {
  it('creates a random v4 id in the user_uuid cookie and keeps it afterwards', () => {
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    const id = ensureUserUuid();
    expect(id).toMatch(UUID);
    expect(document.cookie).toContain(`user_uuid=${id}`);
    expect(cookieSetter).toHaveBeenCalledWith(
      `user_uuid=${id}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(ensureUserUuid()).toBe(id);
  });

  it('replaces a cookie that is not a UUID', () => {
    document.cookie = 'user_uuid=<script>; Path=/';
    expect(ensureUserUuid()).toMatch(UUID);
  });
});

const record = {
  technical: true as const,
  functional: true,
  analytics: false,
  marketing: false,
  timestamp: '2026-01-01T00:00:00.000Z',
  user_uuid: '0b7c7c4e-3a4f-4f3e-9c59-6c1f5f0b8a11',
};

/** A fetch answering in turn with these statuses ('network': no answer). */
function answering(...answers: Array<number | 'network' | Response>) {
  return vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next === 'network') throw new TypeError('Failed to fetch');
    return next instanceof Response ? next : new Response('{}', { status: next });
  });
}

const noWait = () => {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
};

describe('sendConsent', () => {
  it('posts the record as JSON to the site’s own /api/cookie-consent', async () => {
    const fetchMock = answering(201);
    const warn = vi.spyOn(console, 'warn');
    await expect(sendConsent(record, { fetch: fetchMock })).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/cookie-consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['503', [503, 503, 201]],
    ['429', [429, 201]],
    ['a 500', [500, 502, 504, 201]],
    ['no answer', ['network', 'network', 201]],
  ] as const)(
    'retries after %s with growing waits, prints the spec’s warning once, and gets it through',
    async (_, answers) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      addToConsentOutbox(record);
      const fetchMock = answering(...answers);
      const { waits, sleep } = noWait();
      await expect(sendConsent(record, { fetch: fetchMock, sleep })).resolves.toBe(true);
      expect(fetchMock).toHaveBeenCalledTimes(answers.length);
      expect(waits).toEqual(CONSENT_RETRY_DELAYS_MS.slice(0, answers.length - 1));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn).toHaveBeenCalledWith(CONSENT_SEND_FAILED_WARNING, expect.anything());
      expect(readConsentOutbox()).toEqual([]);
    },
  );

  it('waits as long as Retry-After asks', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const busy = new Response('{}', { status: 503, headers: { 'retry-after': '7' } });
    const { waits, sleep } = noWait();
    await sendConsent(record, { fetch: answering(busy, 201), sleep });
    expect(waits).toEqual([7_000]);
  });

  it('keeps the record for the next page load when every retry fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    addToConsentOutbox(record);
    const fetchMock = answering('network');
    const { sleep } = noWait();
    await expect(sendConsent(record, { fetch: fetchMock, sleep })).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(CONSENT_RETRY_DELAYS_MS.length + 1);
    expect(readConsentOutbox()).toEqual([record]);
  });

  it('does not retry an answer that cannot change (400), and drops the record', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    addToConsentOutbox(record);
    const fetchMock = answering(400);
    await expect(sendConsent(record, { fetch: fetchMock, sleep: noWait().sleep })).resolves.toBe(
      false,
    );
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(CONSENT_SEND_FAILED_WARNING, 'HTTP 400');
    expect(readConsentOutbox()).toEqual([]);
  });
});

describe('resendUnsentConsent', () => {
  it('sends what an earlier page could not, and empties the outbox', async () => {
    const other = { ...record, timestamp: '2026-01-02T00:00:00.000Z', analytics: true };
    addToConsentOutbox(record);
    addToConsentOutbox(other);
    expect(hasUnsentConsent()).toBe(true);
    const fetchMock = answering(201);
    await resendUnsentConsent({ fetch: fetchMock });
    expect(
      fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body))),
    ).toEqual([record, other]);
    expect(hasUnsentConsent()).toBe(false);
  });
});

describe('saveConsent', () => {
  it('stores the record under cookieConsent, signs it with user_uuid and sends it', async () => {
    const fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const now = new Date('2026-03-01T10:00:00Z');
    const saved = saveConsent({ functional: true, analytics: true, marketing: false }, now);
    expect(saved).toMatchObject({
      technical: true,
      functional: true,
      analytics: true,
      marketing: false,
      timestamp: now.toISOString(),
    });
    expect(saved.user_uuid).toMatch(UUID);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual(saved);
    expect(readStoredConsent()).toEqual(saved);
    expect(fetchMock).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(hasUnsentConsent()).toBe(false));
  });

  it('keeps the record unsent while the API refuses, and lets it go once it answers', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = answering(503, 503, 201);
    vi.stubGlobal('fetch', fetchMock);
    const saved = saveConsent({ functional: false, analytics: false, marketing: false });
    expect(readConsentOutbox()).toEqual([saved]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(readConsentOutbox()).toEqual([saved]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(readConsentOutbox()).toEqual([]);
    vi.useRealTimers();
  });
});
