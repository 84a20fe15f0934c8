import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from './localized-text';
import { hasAnyTitle, NewsInput, NewsItem, NewsMap, SLUG_MAX_LENGTH } from './news';
import { validate } from './validate';

const item: NewsItem = {
  slug: 'welcome',
  priority: 'A',
  dates: { date: '2025-07-28', startDate: '2025-07-28', expireDate: '' },
  titles: { ru: 'Добро пожаловать', en: 'Welcome' },
  descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
};

describe('NewsItem', () => {
  it('accepts a complete item', () => {
    expect(validate(NewsItem, item).ok).toBe(true);
  });

  it.each([
    ['priority C', { ...item, priority: 'C' }],
    ['a missing slug', { ...item, slug: undefined }],
    ['a title too long', { ...item, titles: { ru: 'я'.repeat(TITLE_MAX_LENGTH + 1), en: '' } }],
    [
      'a description too long',
      { ...item, descriptions: { ru: '', en: 'x'.repeat(DESCRIPTION_MAX_LENGTH + 1) } },
    ],
    ['a third language', { ...item, titles: { ru: '', en: '', by: '' } }],
    ['a missing English title', { ...item, titles: { ru: 'Только' } }],
  ])('rejects %s', (_, value) => {
    expect(validate(NewsItem, value).ok).toBe(false);
  });

  it('accepts texts exactly at their limits', () => {
    const atLimit = {
      ...item,
      titles: { ru: 'я'.repeat(TITLE_MAX_LENGTH), en: '' },
      descriptions: { ru: '', en: 'x'.repeat(DESCRIPTION_MAX_LENGTH) },
    };
    expect(validate(NewsItem, atLimit).ok).toBe(true);
  });
});

describe('NewsMap', () => {
  it.each([['1'], ['42'], ['1234567890123']])('accepts the id key %j', (id) => {
    expect(validate(NewsMap, { [id]: item }).ok).toBe(true);
  });

  it.each([['0'], ['01'], ['-1'], ['a'], ['1.5'], ['']])('rejects the id key %j', (id) => {
    expect(validate(NewsMap, { [id]: item }).ok).toBe(false);
  });

  it('accepts an empty map and rejects a list', () => {
    expect(validate(NewsMap, {}).ok).toBe(true);
    expect(validate(NewsMap, [item]).ok).toBe(false);
  });
});

describe('NewsInput', () => {
  const { slug: _slug, priority: _priority, ...minimal } = item;

  it('accepts a body without slug and priority', () => {
    expect(validate(NewsInput, minimal).ok).toBe(true);
  });

  it('accepts a full body and an empty slug', () => {
    expect(validate(NewsInput, item).ok).toBe(true);
    expect(validate(NewsInput, { ...item, slug: '' }).ok).toBe(true);
  });

  it.each([
    ['an unknown field', { ...item, id: 3 }],
    ['a slug too long', { ...item, slug: 'a'.repeat(SLUG_MAX_LENGTH + 1) }],
    ['priority in lowercase', { ...item, priority: 'a' }],
    ['missing dates', { titles: item.titles, descriptions: item.descriptions }],
    ['an impossible date', { ...minimal, dates: { ...item.dates, expireDate: '2025-02-30' } }],
  ])('rejects %s', (_, value) => {
    expect(validate(NewsInput, value).ok).toBe(false);
  });
});

describe('hasAnyTitle', () => {
  it.each([
    [{ ru: 'Новость', en: '' }, true],
    [{ ru: '', en: 'News' }, true],
    [{ ru: 'Новость', en: 'News' }, true],
    [{ ru: '', en: '' }, false],
    [{ ru: '  \n', en: '\t' }, false],
  ])('%j → %s', (titles, expected) => {
    expect(hasAnyTitle(titles)).toBe(expected);
  });
});
