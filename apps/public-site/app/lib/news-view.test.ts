// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dateLocale, formatLongDate } from './dates';
import { localized, newsSummary } from './news-view';

describe('localized', () => {
  it('takes the page language and falls back to Russian when that text is blank', () => {
    expect(localized({ ru: 'Новость', en: 'News' }, 'en')).toBe('News');
    expect(localized({ ru: 'Новость', en: '  ' }, 'en')).toBe('Новость');
    expect(localized({ ru: 'Новость', en: 'News' }, 'by')).toBe('Новость');
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
