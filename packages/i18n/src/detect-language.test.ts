import { describe, expect, it } from 'vitest';
import {
  langCookieToSet,
  detectLanguage,
  detectServerLanguage,
  parseAcceptLanguage,
  readLangCookie,
  serializeLangCookie,
} from './detect-language';

describe('detectLanguage (window value, stored choice, browser prefix, ru)', () => {
  it.each([
    [{ windowValue: 'en', stored: 'ru', browser: 'ru-RU' }, 'en'],
    [{ windowValue: 'by', stored: 'en', browser: 'en-US' }, 'by'],
    [{ windowValue: undefined, stored: 'en', browser: 'ru-RU' }, 'en'],
    [{ windowValue: 'xx', stored: 'en', browser: 'ru-RU' }, 'en'],
    [{ windowValue: 5, stored: null, browser: 'en-US' }, 'en'],
    [{ stored: 'de', browser: 'be-BY' }, 'by'],
    [{ stored: null, browser: ['de-DE', 'en-GB', 'ru'] }, 'en'],
    [{ browser: 'fr-FR' }, 'ru'],
    [{}, 'ru'],
  ])('%j → %s', (sources, expected) => {
    expect(detectLanguage(sources)).toBe(expected);
  });
});

describe('detectServerLanguage (?lang=, cookie, Accept-Language, ru)', () => {
  it.each([
    [{ query: 'en', cookie: 'ru', acceptLanguage: 'ru' }, 'en'],
    [{ query: 'by', cookie: 'en', acceptLanguage: 'en' }, 'ru'],
    [{ query: 'xx', cookie: 'en', acceptLanguage: 'ru' }, 'en'],
    [{ query: null, cookie: 'en-US', acceptLanguage: 'ru' }, 'en'],
    [{ cookie: 'zz', acceptLanguage: 'de-DE,en;q=0.8,ru;q=0.5' }, 'en'],
    [{ acceptLanguage: 'en;q=0.3, ru-RU;q=0.9' }, 'ru'],
    [{ acceptLanguage: 'be-BY,en;q=0.8' }, 'ru'],
    [{ acceptLanguage: 'fr, de;q=0.5' }, 'ru'],
    [{}, 'ru'],
  ])('%j → %s', (sources, expected) => {
    expect(detectServerLanguage(sources)).toBe(expected);
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by quality, keeps header order on ties and drops q=0 and *', () => {
    expect(parseAcceptLanguage('de;q=0.5, en-US, ru;q=0.9, fr;q=0, *;q=0.1, it;q=0.5')).toEqual([
      'en-US',
      'ru',
      'de',
      'it',
    ]);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});

describe('language cookie', () => {
  it('reads the lang cookie from a Cookie header', () => {
    expect(readLangCookie('user_uuid=abc; lang=en; other=1')).toBe('en');
    expect(readLangCookie('language=en; xlang=ru')).toBeNull();
    expect(readLangCookie(undefined)).toBeNull();
  });

  it('writes it for the whole site for one year', () => {
    expect(serializeLangCookie('en')).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('langCookieToSet', () => {
  it('stores a recognised ?lang= that differs from the cookie, by as by (shown in Russian)', () => {
    expect(langCookieToSet('en', null)).toBe(serializeLangCookie('en'));
    expect(langCookieToSet('EN', 'lang=ru')).toBe(serializeLangCookie('en'));
    expect(langCookieToSet('by', 'theme=dark')).toBe(serializeLangCookie('by'));
    expect(langCookieToSet('by', 'lang=ru')).toBe(serializeLangCookie('by'));
    expect(detectServerLanguage({ cookie: 'by' })).toBe('ru');
  });

  it('sets nothing without a recognised query or when the cookie already says it', () => {
    expect(langCookieToSet(null, null)).toBeNull();
    expect(langCookieToSet('de', null)).toBeNull();
    expect(langCookieToSet('en', 'a=1; lang=en')).toBeNull();
    expect(langCookieToSet('by', 'lang=by')).toBeNull();
    expect(langCookieToSet('be', 'lang=by')).toBeNull();
  });
});
