import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { CookieConsentRequest, CookieConsentResponse } from './cookie-consent';
import { validate } from './validate';

const consent = {
  user_uuid: '0b6f4a1e-3c1d-4f5e-9a2b-1c2d3e4f5a6b',
  technical: true,
  functional: true,
  analytics: false,
  marketing: false,
  timestamp: '2025-07-28T10:15:00.000Z',
};

const cases: Array<[label: string, schema: TSchema, value: unknown, valid: boolean]> = [
  ['consent', CookieConsentRequest, consent, true],
  ['consent without technical', CookieConsentRequest, { ...consent, technical: false }, false],
  ['consent with a bad uuid', CookieConsentRequest, { ...consent, user_uuid: 'abc' }, false],
  [
    'consent with a bad timestamp',
    CookieConsentRequest,
    { ...consent, timestamp: '28.07.2025' },
    false,
  ],
  [
    'consent with a string boolean',
    CookieConsentRequest,
    { ...consent, marketing: 'false' },
    false,
  ],
  ['consent with an extra field', CookieConsentRequest, { ...consent, ip: '1.2.3.4' }, false],
  ['consent answer', CookieConsentResponse, { ok: true }, true],
  ['consent answer false', CookieConsentResponse, { ok: false }, false],
];

describe('cookie-consent schemas', () => {
  it.each(cases)('%s', (_, schema, value, valid) => {
    expect(validate(schema, value).ok).toBe(valid);
  });
});
