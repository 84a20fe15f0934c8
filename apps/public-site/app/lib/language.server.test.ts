// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { langCookieFromQuery, queryLanguage, requestLanguage } from './language.server';

const request = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://site.test${path}`, { headers });

describe('requestLanguage', () => {
  it('takes ?lang= first, then the cookie, then Accept-Language, else Russian', () => {
    const all = { cookie: 'lang=ru', 'accept-language': 'ru-RU' };
    expect(requestLanguage(request('/?lang=en', all))).toBe('en');
    expect(requestLanguage(request('/', { cookie: 'x=1; lang=en', 'accept-language': 'ru' }))).toBe('en');
    expect(requestLanguage(request('/', { 'accept-language': 'de-DE, en;q=0.8, ru;q=0.5' }))).toBe('en');
    expect(requestLanguage(request('/', { 'accept-language': 'de-DE' }))).toBe('ru');
    expect(requestLanguage(request('/'))).toBe('ru');
  });

  it('shows Belarusian visitors the Russian site', () => {
    expect(requestLanguage(request('/?lang=by'))).toBe('ru');
    expect(requestLanguage(request('/', { 'accept-language': 'be-BY' }))).toBe('ru');
  });
});

describe('queryLanguage', () => {
  it('names the public language a recognised ?lang= asks for, else null', () => {
    expect(queryLanguage(request('/news?lang=en'))).toBe('en');
    expect(queryLanguage(request('/news?lang=RU-ru'))).toBe('ru');
    expect(queryLanguage(request('/news?lang=by'))).toBe('ru');
    expect(queryLanguage(request('/news?lang=xx'))).toBeNull();
    expect(queryLanguage(request('/news', { cookie: 'lang=en' }))).toBeNull();
  });
});

describe('langCookieFromQuery', () => {
  it('stores a ?lang= choice for a year on the whole site', () => {
    expect(langCookieFromQuery(request('/news?lang=en'))).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('sets nothing without a recognised ?lang= or when the cookie already holds it', () => {
    expect(langCookieFromQuery(request('/'))).toBeNull();
    expect(langCookieFromQuery(request('/?lang=xx'))).toBeNull();
    expect(langCookieFromQuery(request('/?lang=en', { cookie: 'lang=en' }))).toBeNull();
  });
});
