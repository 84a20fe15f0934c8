// @vitest-environment node
import type { NewsItem } from '@fuelcard/contracts';
import { describe, expect, it } from 'vitest';
import { latestNewsChange, minskIso, newsModifiedAt, newsPublishedAt } from './news-dates.server';

const item = (dates: Partial<NewsItem['dates']>, updatedAt?: unknown): NewsItem =>
  // updatedAt as anything: the site must cope with what an older or newer API sends.
  ({
    slug: 'x',
    priority: 'B',
    dates: { date: '', startDate: '', expireDate: '', ...dates },
    titles: { ru: 'Заголовок', en: '' },
    descriptions: { ru: '', en: '' },
    ...(updatedAt === undefined ? {} : { updatedAt }),
  }) as unknown as NewsItem;

const iso = (moment: Date | null) => moment && minskIso(moment);

describe('news dates', () => {
  it('publishes an item at the start of its publication day in Minsk, else of its first day shown', () => {
    expect(iso(newsPublishedAt(item({ date: '2025-07-28', startDate: '2025-07-20' })))).toBe(
      '2025-07-28T00:00:00+03:00',
    );
    expect(newsPublishedAt(item({ date: '2025-07-28' }))!.toISOString()).toBe(
      '2025-07-27T21:00:00.000Z',
    );
    expect(iso(newsPublishedAt(item({ startDate: '2025-07-20' })))).toBe(
      '2025-07-20T00:00:00+03:00',
    );
    expect(newsPublishedAt(item({}))).toBeNull();
    expect(newsPublishedAt(item({ date: '2025-13-45' }))).toBeNull();
  });

  it('publishes an item with a start time (issue 26 §3) at that minute of its first day shown', () => {
    const timed = { startDate: '2025-07-28', startTime: '09:30' };
    expect(iso(newsPublishedAt(item({ date: '2025-07-28', ...timed })))).toBe(
      '2025-07-28T09:30:00+03:00',
    );
    expect(iso(newsPublishedAt(item(timed)))).toBe('2025-07-28T09:30:00+03:00');
    expect(iso(newsModifiedAt(item(timed)))).toBe('2025-07-28T09:30:00+03:00');
    // Another publication day keeps its start of day.
    expect(iso(newsPublishedAt(item({ date: '2025-07-29', ...timed })))).toBe(
      '2025-07-29T00:00:00+03:00',
    );
  });

  it('takes the last change from updatedAt when the API sends it', () => {
    expect(iso(newsModifiedAt(item({ date: '2025-07-28' }, '2025-08-01T10:00:00Z')))).toBe(
      '2025-08-01T13:00:00+03:00',
    );
    expect(
      iso(newsModifiedAt(item({ date: '2025-07-28' }, Date.parse('2025-08-01T10:00:00Z')))),
    ).toBe('2025-08-01T13:00:00+03:00');
  });

  it('falls back to the first day shown, then the publication day, and is never before the publication', () => {
    expect(iso(newsModifiedAt(item({ date: '2025-07-01', startDate: '2025-07-05' })))).toBe(
      '2025-07-05T00:00:00+03:00',
    );
    expect(iso(newsModifiedAt(item({ date: '2025-07-28' }, 'not a date')))).toBe(
      '2025-07-28T00:00:00+03:00',
    );
    expect(iso(newsModifiedAt(item({ date: '2025-07-28', startDate: '2025-07-01' })))).toBe(
      '2025-07-28T00:00:00+03:00',
    );
    expect(iso(newsModifiedAt(item({ date: '2025-07-28' }, '2025-07-01T00:00:00Z')))).toBe(
      '2025-07-28T00:00:00+03:00',
    );
    expect(newsModifiedAt(item({}))).toBeNull();
  });

  it('gives the latest change of a list', () => {
    expect(
      iso(
        latestNewsChange([
          item({ date: '2025-07-28' }),
          item({ date: '2025-01-01' }, '2025-09-01T00:00:00Z'),
          item({}),
        ]),
      ),
    ).toBe('2025-09-01T03:00:00+03:00');
    expect(latestNewsChange([])).toBeNull();
  });
});
