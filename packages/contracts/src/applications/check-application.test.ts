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

describe('normalizeApplication: control and invisible characters', () => {
  const base = VALID as ApplicationRequest;

  it('removes control characters before trimming, so none leaves a space behind', () => {
    const value = normalizeApplication({
      ...base,
      message: '\u0000 text\u0007 \n',
      company: '\u0001 ООО\nАльфа\u0000',
      product: '\u0000/equipment',
    });
    expect(value.message).toBe('text');
    expect(value.company).toBe('ООО Альфа');
    expect(value.product).toBe('/equipment');
    expect(normalizeApplication({ ...base, message: 'Строка 1\n\tСтрока\u0007 2' }).message).toBe(
      'Строка 1\n\tСтрока 2',
    );
  });

  it('removes zero-width and bidirectional formatting from every text', () => {
    const invisible =
      '\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\ufeff';
    const value = normalizeApplication({
      ...base,
      company: `${invisible} ООО «Аль\u202eфа»${invisible}`,
      contact: `Ив\u200bан\u2066`,
      region: `\ufeffМинск`,
      phone: `+375\u200b 29 123-45-67`,
      email: `ivan\u200d@example.by`,
      message: `Смотрите \u202ehttps://example.by\u202c\n`,
    });
    expect(value.company).toBe('ООО «Альфа»');
    expect(value.contact).toBe('Иван');
    expect(value.region).toBe('Минск');
    expect(value.phone).toBe('+375 29 123-45-67');
    expect(value.email).toBe('ivan@example.by');
    expect(value.message).toBe('Смотрите https://example.by');
    const nothing = normalizeApplication({ ...base, contact: '\u200b\u202e\ufeff' });
    expect(nothing.contact).toBe('');
    expect(checkApplication(nothing)).toMatchObject({ ok: false, fields: { contact: 'required' } });
  });
});
