import { CONSENT_SEND_FAILED_WARNING } from '@fuelcard/i18n';
import {
  CONSENT_STORAGE_KEY,
  consentRecord,
  USER_UUID_COOKIE,
  USER_UUID_MAX_AGE,
  type ConsentChoices,
  type ConsentRecord,
} from './consent-record';

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

/** Posts the record to the site's own /api; a failure only prints the spec's console warning. */
export async function sendConsent(record: ConsentRecord, fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const response = await fetchImpl('/api/cookie-consent', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(record),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  } catch (cause) {
    console.warn(CONSENT_SEND_FAILED_WARNING, cause instanceof Error ? cause.message : cause);
  }
}

/** Saves a choice: the record in local storage, the user_uuid cookie, and the record sent to the server. */
export function saveConsent(choices: ConsentChoices, now: Date = new Date()): ConsentRecord {
  const record = consentRecord(choices, ensureUserUuid(), now);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
  void sendConsent(record);
  return record;
}
