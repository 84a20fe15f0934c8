import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LNG,
  isPublicLanguage,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  LANG_STORAGE_KEY,
  normalizeLanguage,
  PUBLIC_LANGUAGES,
  SUPPORTED_LANGUAGES,
  toPublicLanguage,
  WINDOW_LANG_KEY,
} from './languages';

describe('language constants', () => {
  it('match the spec', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['ru', 'en', 'by']);
    expect(PUBLIC_LANGUAGES).toEqual(['ru', 'en']);
    expect(DEFAULT_LANGUAGE).toBe('ru');
    expect(FALLBACK_LNG).toEqual({ by: ['ru'], default: ['ru'] });
    expect(LANG_COOKIE).toBe('lang');
    expect(LANG_COOKIE_MAX_AGE).toBe(31536000);
    expect(LANG_STORAGE_KEY).toBe('i18nextLng');
    expect(WINDOW_LANG_KEY).toBe('__INITIAL_LANG__');
  });
});

describe('normalizeLanguage', () => {
  it.each([
    ['ru', 'ru'],
    ['ru-RU', 'ru'],
    ['RU', 'ru'],
    [' ru_BY ', 'ru'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB', 'en'],
    ['be', 'by'],
    ['be-BY', 'by'],
    ['by', 'by'],
    ['de', null],
    ['uk-UA', null],
    ['russian', null],
    ['', null],
    [undefined, null],
    [null, null],
    [42, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });
});

describe('public languages', () => {
  it('shows by in Russian and keeps ru and en', () => {
    expect(toPublicLanguage('by')).toBe('ru');
    expect(toPublicLanguage('ru')).toBe('ru');
    expect(toPublicLanguage('en')).toBe('en');
    expect(isPublicLanguage('en')).toBe(true);
    expect(isPublicLanguage('by')).toBe(false);
  });
});
