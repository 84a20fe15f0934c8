import { parseConsentRecord, type ConsentRecord } from './consent-record';

/**
 * Local-storage key of the consent records the server has not confirmed yet: kept until it
 * answers, sent again on the next page load (lib/save-consent.ts). Small on purpose: every page
 * imports this to look for unsent records; the sending code loads only when there is one.
 */
export const CONSENT_OUTBOX_KEY = 'cookieConsentUnsent';

/** Records kept at most (the latest ones): a visitor choosing again and again while offline. */
const OUTBOX_LIMIT = 20;

export function readConsentOutbox(): ConsentRecord[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(CONSENT_OUTBOX_KEY) ?? '[]');
    if (!Array.isArray(raw)) return [];
    return raw.flatMap((item) => {
      const record = parseConsentRecord(JSON.stringify(item));
      return record ? [record] : [];
    });
  } catch {
    return [];
  }
}

function writeConsentOutbox(records: ConsentRecord[]): void {
  try {
    if (records.length === 0) window.localStorage.removeItem(CONSENT_OUTBOX_KEY);
    else
      window.localStorage.setItem(CONSENT_OUTBOX_KEY, JSON.stringify(records.slice(-OUTBOX_LIMIT)));
  } catch {
    // Blocked storage: the record is sent from this page only.
  }
}

const same = (a: ConsentRecord, b: ConsentRecord) =>
  a.user_uuid === b.user_uuid && a.timestamp === b.timestamp;

export function addToConsentOutbox(record: ConsentRecord): void {
  writeConsentOutbox([...readConsentOutbox().filter((kept) => !same(kept, record)), record]);
}

export function removeFromConsentOutbox(record: ConsentRecord): void {
  writeConsentOutbox(readConsentOutbox().filter((kept) => !same(kept, record)));
}

/** Whether a record waits to be sent (cheap: no parsing). */
export function hasUnsentConsent(): boolean {
  try {
    return window.localStorage.getItem(CONSENT_OUTBOX_KEY) !== null;
  } catch {
    return false;
  }
}
