import { CONSENT_SEND_FAILED_WARNING } from '@fuelcard/i18n';
import {
  CONSENT_STORAGE_KEY,
  consentRecord,
  USER_UUID_COOKIE,
  USER_UUID_MAX_AGE,
  type ConsentChoices,
  type ConsentRecord,
} from './consent-record';
import { addToConsentOutbox, readConsentOutbox, removeFromConsentOutbox } from './consent-outbox';

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; plain-http deployments build a v4 UUID themselves.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visitor id from the user_uuid cookie, or a new random one; either way (re)stored for a year. */
export function ensureUserUuid(): string {
  const saved = document.cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === USER_UUID_COOKIE)?.[1];
  const id = saved && UUID_PATTERN.test(saved) ? saved : randomUuid();
  document.cookie = `${USER_UUID_COOKIE}=${id}; Path=/; Max-Age=${USER_UUID_MAX_AGE}; SameSite=Lax`;
  return id;
}

/**
 * Waits between attempts of a send that met a refusal (429, 503, any 5xx) or no answer: five more
 * attempts over about half a minute. A record still unsent then stays in the outbox and goes out
 * on the next page load (resendUnsentConsent).
 */
export const CONSENT_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000];
/** A Retry-After longer than this is not waited for on this page (the next page load resends). */
const MAX_RETRY_AFTER_MS = 60_000;

export interface SendOptions {
  fetch?: typeof fetch;
  delays?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

type Attempt =
  { outcome: 'sent' } | { outcome: 'retry' | 'rejected'; detail: string; waitMs?: number };

async function attempt(record: ConsentRecord, fetchImpl: typeof fetch): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetchImpl('/api/cookie-consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
    });
  } catch (cause) {
    return { outcome: 'retry', detail: cause instanceof Error ? cause.message : String(cause) };
  }
  if (response.ok) return { outcome: 'sent' };
  const detail = `HTTP ${response.status}`;
  if (response.status !== 429 && response.status < 500) return { outcome: 'rejected', detail };
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    outcome: 'retry',
    detail,
    ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { waitMs: retryAfter * 1000 } : {}),
  };
}

/**
 * Posts the record to the site's own /api until the server takes it: a refusal that may pass
 * (429, 5xx) or no answer is retried with growing waits (CONSENT_RETRY_DELAYS_MS, or the
 * answer's Retry-After); the record stays in the outbox until then, so that no consent is lost
 * when the page closes first. A failed send prints the spec's console warning (once per send);
 * an answer that cannot change (another 4xx) ends it. True when the server took the record.
 */
export async function sendConsent(
  record: ConsentRecord,
  options: SendOptions = {},
): Promise<boolean> {
  const { fetch: fetchImpl = fetch, delays = CONSENT_RETRY_DELAYS_MS } = options;
  const sleep =
    options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let warned = false;
  for (let tries = 0; ; tries += 1) {
    const result = await attempt(record, fetchImpl);
    if (result.outcome === 'sent') {
      removeFromConsentOutbox(record);
      return true;
    }
    if (!warned) console.warn(CONSENT_SEND_FAILED_WARNING, result.detail);
    warned = true;
    if (result.outcome === 'rejected') {
      removeFromConsentOutbox(record);
      return false;
    }
    const delay = delays[tries];
    if (delay === undefined || (result.waitMs ?? 0) > MAX_RETRY_AFTER_MS) return false;
    await sleep(Math.max(delay, result.waitMs ?? 0));
  }
}

/** Sends the records an earlier page could not (called on page load when the outbox holds any). */
export async function resendUnsentConsent(options: SendOptions = {}): Promise<void> {
  for (const record of readConsentOutbox()) await sendConsent(record, options);
}

/** Saves a choice: the record in local storage, the user_uuid cookie, and the record sent to the server. */
export function saveConsent(choices: ConsentChoices, now: Date = new Date()): ConsentRecord {
  const record = consentRecord(choices, ensureUserUuid(), now);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
  addToConsentOutbox(record);
  void sendConsent(record);
  return record;
}
