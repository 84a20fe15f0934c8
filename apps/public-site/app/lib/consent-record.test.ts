// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  CONSENT_RENEWAL_DAYS,
  consentRecord,
  mapConsentGiven,
  needsConsent,
  parseConsentRecord,
  type ConsentRecord,
} from './consent-record';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-15T12:00:00Z');
const record = (overrides: Partial<ConsentRecord> = {}): ConsentRecord => ({
  technical: true,
  functional: true,
  analytics: true,
  marketing: false,
  timestamp: now.toISOString(),
  user_uuid: '0b7c7c4e-3a4f-4f3e-9c59-6c1f5f0b8a11',
  ...overrides,
});

describe('parseConsentRecord', () => {
  it('reads a stored record and keeps technical on whatever was stored', () => {
    const parsed = parseConsentRecord(JSON.stringify({ ...record(), technical: false }));
    expect(parsed).toEqual(record());
  });

  it.each([null, '', 'not json', '42', '{"functional":true}', JSON.stringify({ ...record(), timestamp: 'yesterday' })])(
    'treats %j as no consent',
    (raw) => {
      expect(parseConsentRecord(raw)).toBeNull();
    },
  );
});

describe('needsConsent', () => {
  it('asks when nothing is stored', () => {
    expect(needsConsent(null, now)).toBe(true);
  });

  it(`asks again only when the record is older than ${CONSENT_RENEWAL_DAYS} days`, () => {
    const at = (days: number) => record({ timestamp: new Date(now.getTime() - days * DAY).toISOString() });
    expect(needsConsent(at(0), now)).toBe(false);
    expect(needsConsent(at(364), now)).toBe(false);
    expect(needsConsent(at(365), now)).toBe(false);
    expect(needsConsent(at(365.01), now)).toBe(true);
    expect(needsConsent(at(400), now)).toBe(true);
  });
});

describe('mapConsentGiven', () => {
  it('needs both functional and analytics consent', () => {
    expect(mapConsentGiven(record())).toBe(true);
    expect(mapConsentGiven(record({ analytics: false }))).toBe(false);
    expect(mapConsentGiven(record({ functional: false }))).toBe(false);
    expect(mapConsentGiven(null)).toBe(false);
  });
});

describe('consentRecord', () => {
  it('builds the record the API takes: technical always true, the choices, the time and the id', () => {
    expect(consentRecord(ALL_ACCEPTED, 'id-1', now)).toEqual({
      technical: true,
      functional: true,
      analytics: true,
      marketing: true,
      timestamp: '2026-06-15T12:00:00.000Z',
      user_uuid: 'id-1',
    });
  });
});
