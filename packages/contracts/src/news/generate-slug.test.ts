import { describe, expect, it } from 'vitest';
import { formSlugFromTitles, generateSlug, newsSlug } from './generate-slug';

describe('generateSlug', () => {
  it.each([
    [{ ru: 'Новость', en: 'Big news' }, 3, 'big-news'],
    [{ ru: 'Новость', en: '' }, 3, 'novost'],
    [{ ru: 'Новость', en: '   ' }, 3, 'novost'],
    [{ ru: 'Новость', en: '!!!' }, 3, 'novost'],
    [{ ru: '', en: '' }, 3, 'news-3'],
    [{ ru: '—', en: '???' }, '12', 'news-12'],
  ])('%j with id %j → %j', (titles, id, expected) => {
    expect(generateSlug(titles, id)).toBe(expected);
  });
});

describe('formSlugFromTitles', () => {
  it.each([
    [{ ru: 'Новость', en: 'Big news' }, 'novost'],
    [{ ru: '', en: 'Big news' }, 'big-news'],
    [{ ru: '…', en: 'Big news' }, 'big-news'],
    [{ ru: '', en: '' }, ''],
  ])('%j → %j', (titles, expected) => {
    expect(formSlugFromTitles(titles)).toBe(expected);
  });
});

describe('newsSlug', () => {
  it('uses the item slug as stored', () => {
    expect(newsSlug({ slug: 'My-Slug', titles: { ru: 'Новость', en: 'News' } }, 1)).toBe('My-Slug');
  });

  it.each([[''], ['  ']])('generates one when the slug is %j', (slug) => {
    expect(newsSlug({ slug, titles: { ru: 'Новость', en: '' } }, 1)).toBe('novost');
    expect(newsSlug({ slug, titles: { ru: '', en: '' } }, 8)).toBe('news-8');
  });
});
