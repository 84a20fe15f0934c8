import { describe, expect, it } from 'vitest';
import { NewsInput, NewsItem } from './news';
import { NewsDetail } from './news-queries';
import { hasAnySeo, NewsSeo, SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from './news-seo';
import { validate } from './validate';

const seo: NewsSeo = {
  description: { ru: 'Кратко о новости', en: 'The news in brief' },
  title: { ru: 'Для соцсетей', en: 'For social networks' },
};

const item: NewsItem = {
  slug: 'welcome',
  priority: 'A',
  dates: { date: '2025-07-28', startDate: '', expireDate: '' },
  titles: { ru: 'Добро пожаловать', en: 'Welcome' },
  descriptions: { ru: '<p>Текст</p>', en: '<p>Text</p>' },
};

describe('NewsSeo', () => {
  it('is optional in items, bodies and answers (additive)', () => {
    expect(validate(NewsItem, item).ok).toBe(true);
    expect(validate(NewsItem, { ...item, seo }).ok).toBe(true);
    expect(validate(NewsInput, { ...item, seo }).ok).toBe(true);
    expect(validate(NewsDetail, { ...item, seo }).ok).toBe(false); // NewsDetail needs its id etc.
  });

  it('accepts texts exactly at their limits', () => {
    const atLimit = {
      description: { ru: 'я'.repeat(SEO_DESCRIPTION_MAX_LENGTH), en: '' },
      title: { ru: '', en: 'x'.repeat(SEO_TITLE_MAX_LENGTH) },
    };
    expect(validate(NewsSeo, atLimit).ok).toBe(true);
  });

  it.each([
    ['a description too long', { ...seo, description: { ru: 'я'.repeat(161), en: '' } }],
    ['a title too long', { ...seo, title: { ru: '', en: 'x'.repeat(91) } }],
    ['a missing language', { ...seo, title: { ru: '' } }],
    ['a third language', { ...seo, description: { ru: '', en: '', by: '' } }],
    ['an unknown field', { ...seo, keywords: { ru: '', en: '' } }],
    ['a number', { ...seo, title: { ru: 1, en: '' } }],
  ])('rejects %s', (_, value) => {
    expect(validate(NewsSeo, value).ok).toBe(false);
  });

  it('hasAnySeo is true only when a text holds more than whitespace', () => {
    const empty = { description: { ru: '', en: ' ' }, title: { ru: '', en: '' } };
    expect(hasAnySeo(undefined)).toBe(false);
    expect(hasAnySeo(empty)).toBe(false);
    expect(hasAnySeo({ ...empty, title: { ru: '', en: 'X' } })).toBe(true);
  });
});
