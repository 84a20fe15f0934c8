import { CONSENT_STORAGE_KEY, parseConsentRecord, type ConsentRecord } from './consent-record';

/** The consent record kept in local storage, or null (nothing usable stored, or storage blocked). */
export function readStoredConsent(): ConsentRecord | null {
  try {
    return parseConsentRecord(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}
