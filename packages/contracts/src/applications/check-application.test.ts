import { describe, expect, it } from 'vitest';
import { validate } from '../schemas/validate';
import { ApplicationRequest } from '../schemas/applications';
import { checkApplication, checkFillTime, normalizeApplication } from './check-application';

const NOW = Date.UTC(2026, 10, 26, 21);
const VALID = {
  type: 'partner',
  company: 'ООО «Альфа»',
  unp: '190123456',
  contact: 'Иван',
  phone: '+375 (29) 123-45-67',
  email: 'ivan@example.by',
  region: 'Гомель',
  interests: ['partner-station'],
  consent: true,
  lang: 'en',
  website: '',
  startedAt: NOW - 10_000,
};

describe('checkApplication', () => {
  it('accepts what the schema accepts', () => {
    expect(checkApplication(VALID)).toEqual({ ok: true, value: VALID });
    expect(validate(ApplicationRequest, VALID).ok).toBe(true);
  });

  it('reports every invalid field at once, with a problem each', () => {
    const check = checkApplication({
      ...VALID,
      company: ' A ',
      unp: '19012345',
      phone: '12 (34)',
      interests: ['software', 'software'],
      consent: false,
      extra: 1,
    });
    expect(check).toEqual({
      ok: false,
      fields: {
        company: 'tooShort',
        unp: 'format',
        phone: 'format',
        interests: 'duplicate',
        consent: 'notAccepted',
      },
      unknownFields: ['extra'],
      notAnObject: false,
    });
  });

  it('refuses what is not an object', () => {
    for (const body of [null, [], 'x', 1])
      expect(checkApplication(body)).toMatchObject({ ok: false, notAnObject: true });
  });

  it('is never looser than the schema', () => {
    for (const change of [
      { unp: '１９０１２３４５６' },
      { email: 'a b@c.by' },
      { product: 'no-slash' },
      { message: 'x'.repeat(2001) },
      { interests: [] },
      { lang: 'by' },
    ]) {
      const body = { ...VALID, ...change };
      expect(checkApplication(body).ok, JSON.stringify(change)).toBe(false);
      expect(validate(ApplicationRequest, body).ok, JSON.stringify(change)).toBe(false);
    }
  });
});

describe('checkFillTime', () => {
  it('refuses a form sent within 3 s, from the future or over a day old', () => {
    expect(checkFillTime(NOW - 3000, NOW)).toBeUndefined();
    expect(checkFillTime(NOW - 2999, NOW)).toBe('tooFast');
    expect(checkFillTime(NOW + 1, NOW)).toBe('stale');
    expect(checkFillTime(NOW - 24 * 3600_000 - 1, NOW)).toBe('stale');
  });
});

describe('normalizeApplication', () => {
  it('trims the texts and drops an empty page or message', () => {
    const value = normalizeApplication({
      ...(VALID as ApplicationRequest),
      company: '  ООО  ',
      product: '',
      message: '   ',
    });
    expect(value.company).toBe('ООО');
    expect(value.product).toBeUndefined();
    expect(value.message).toBeUndefined();
  });
});
