/** Local-storage key of the consent record. */
export const CONSENT_STORAGE_KEY = 'cookieConsent';
/** The record is asked for again when it is older than this (spec §9). */
export const CONSENT_RENEWAL_DAYS = 365;
/** Cookie of the random visitor id that signs the record, one year on the whole site. */
export const USER_UUID_COOKIE = 'user_uuid';
export const USER_UUID_MAX_AGE = 31536000;

export const CONSENT_CATEGORIES = ['technical', 'functional', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor can switch; technical is always on. */
export type OptionalCategory = Exclude<ConsentCategory, 'technical'>;
export type ConsentChoices = Record<OptionalCategory, boolean>;

export interface ConsentRecord extends ConsentChoices {
  technical: true;
  /** When the visitor chose, ISO 8601. */
  timestamp: string;
  user_uuid: string;
}

export const ALL_ACCEPTED: ConsentChoices = { functional: true, analytics: true, marketing: true };
export const ALL_DECLINED: ConsentChoices = { functional: false, analytics: false, marketing: false };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored record, or null when nothing usable is stored. */
export function parseConsentRecord(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const flags = ['functional', 'analytics', 'marketing'].every((key) => typeof record[key] === 'boolean');
  if (!flags || typeof record.timestamp !== 'string' || Number.isNaN(Date.parse(record.timestamp))) return null;
  return {
    technical: true,
    functional: record.functional as boolean,
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
    timestamp: record.timestamp,
    user_uuid: typeof record.user_uuid === 'string' ? record.user_uuid : '',
  };
}

/** The dialog is shown when no consent is stored or the stored one is older than 365 days. */
export function needsConsent(record: ConsentRecord | null, now: Date): boolean {
  if (!record) return true;
  const age = now.getTime() - Date.parse(record.timestamp);
  return age > CONSENT_RENEWAL_DAYS * DAY_MS;
}

/** The contacts map needs both functional and analytics consent. */
export function mapConsentGiven(record: ConsentRecord | null): boolean {
  return record !== null && record.functional && record.analytics;
}

export function consentRecord(choices: ConsentChoices, userUuid: string, now: Date): ConsentRecord {
  return {
    technical: true,
    functional: choices.functional,
    analytics: choices.analytics,
    marketing: choices.marketing,
    timestamp: now.toISOString(),
    user_uuid: userUuid,
  };
}
