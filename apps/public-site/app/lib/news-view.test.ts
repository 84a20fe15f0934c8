// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateLocale, formatLongDate } from './dates';
import { fallbackLang, htmlLangOf, localized, newsCoverView, newsSummary } from './news-view';

describe('localized', () => {
  it('takes the page language and falls back to Russian when that text is blank', () => {
    expect(localized({ ru: 'Новость', en: 'News' }, 'en')).toBe('News');
    expect(localized({ ru: 'Новость', en: '  ' }, 'en')).toBe('Новость');
    expect(localized({ ru: 'Новость', en: 'News' }, 'by')).toBe('Новость');
  });
});

describe('the Russian fallback on an English page', () => {
  it('is marked ru only when the page shows Russian because its own text is blank', () => {
    expect(fallbackLang({ ru: 'Новость', en: '' }, 'en')).toBe('ru');
    expect(fallbackLang({ ru: 'Новость', en: ' ' }, 'en')).toBe('ru');
    expect(fallbackLang({ ru: 'Новость', en: 'News' }, 'en')).toBeUndefined();
    expect(fallbackLang({ ru: 'Новость', en: '' }, 'ru')).toBeUndefined();
    expect(htmlLangOf({ ru: '<p>Текст</p>', en: '' }, 'en')).toEqual({ htmlLang: 'ru' });
    expect(htmlLangOf({ ru: '<p>Текст</p>', en: '<p>Text</p>' }, 'en')).toEqual({});
  });

  it('reaches the summary’s title and the cover’s alternative text', () => {
    const entry = {
      id: '3',
      slug: 'tariff',
      dates: { date: '2026-05-01', startDate: '', expireDate: '' },
      titles: { ru: 'Новый тариф', en: '' },
    };
    expect(newsSummary(entry, 'en')).toMatchObject({ title: 'Новый тариф', titleLang: 'ru' });
    expect(newsSummary(entry, 'ru')).not.toHaveProperty('titleLang');
    expect(newsSummary({ ...entry, titles: { ru: 'Новый тариф', en: 'New tariff' } }, 'en')).not.toHaveProperty(
      'titleLang',
    );
    const cover = {
      alt: { ru: 'Терминал', en: '' },
      width: 1600,
      height: 900,
      avif: [],
      webp: [],
      jpeg: { url: '/api/images/x.jpg', width: 1200 },
    };
    expect(newsCoverView(cover as never, 'en')).toMatchObject({ alt: 'Терминал', altLang: 'ru' });
    expect(newsCoverView(cover as never, 'ru')).not.toHaveProperty('altLang');
  });
});

describe('formatLongDate', () => {
  it('writes the day in long form in the page language, Russian for any other', () => {
    expect(formatLongDate('2025-07-28', 'ru')).toBe('28 июля 2025 г.');
    expect(formatLongDate('2025-07-28', 'en')).toBe('28 July 2025');
    expect(formatLongDate('2025-07-28', 'by')).toBe('28 июля 2025 г.');
    expect(dateLocale('by')).toBe('ru-RU');
  });

  it('gives nothing for an empty or malformed day', () => {
    expect(formatLongDate('', 'ru')).toBe('');
    expect(formatLongDate('2025-13-45', 'ru')).toBe('');
  });
});

describe('newsSummary', () => {
  it('uses the stored slug or the generated one', () => {
    const base = {
      id: '3',
      priority: 'A' as const,
      dates: { date: '2026-05-01', startDate: '', expireDate: '' },
      titles: { ru: 'Новый тариф', en: 'New tariff' },
      descriptions: { ru: '', en: '' },
    };
    expect(newsSummary({ ...base, slug: 'own-slug' }, 'ru').slug).toBe('own-slug');
    expect(newsSummary({ ...base, slug: '' }, 'ru').slug).toBe('new-tariff');
  });
});

describe('newsSummary excerpt', () => {
  const base = {
    id: '4',
    slug: 'a',
    dates: { date: '2026-05-01', startDate: '', expireDate: '' },
    titles: { ru: 'Новость', en: 'News' },
  };

  it('takes the excerpt of the page language (else Russian), cut near 160 characters at a word', () => {
    const long = `${'слово '.repeat(40)}конец`;
    const summary = newsSummary({ ...base, excerpts: { ru: long, en: '' } }, 'en');
    expect([...summary.excerpt!].length).toBeLessThanOrEqual(160);
    expect(summary.excerpt).toMatch(/^слово слово .*…$/);
    expect(newsSummary({ ...base, excerpts: { ru: 'Раз', en: 'One\n\ntwo' } }, 'en').excerpt).toBe(
      'One two',
    );
  });

  it('is empty when the entry carries no excerpts', () => {
    expect(newsSummary(base, 'ru').excerpt).toBe('');
  });
});
