import { describe, expect, it } from 'vitest';
import type { ConsoleNewsRow } from './news-index';
import { boundDay, shortBoundText } from './news-row-dates';

// Review s47, finding 2: a wide desk's row says its bound on the badge's line, short.
const t = (key: string, values?: Record<string, string | number>) =>
  ({
    'admin.news.shortBound.scheduled': `с ${values?.at}`,
    'admin.news.shortBound.live': `до ${values?.at}`,
    'admin.news.shortBound.expired': `${values?.at}`,
  })[key] ?? key;

const item = (
  state: ConsoleNewsRow['state'],
  dates: Partial<ConsoleNewsRow['dates']>,
): ConsoleNewsRow => ({
  id: '1',
  slug: 'item',
  priority: 'B',
  dates: { date: '2026-11-20', startDate: '', expireDate: '', ...dates },
  titles: { ru: 'Новость', en: '' },
  state,
});

describe('the short showing bound of a wide desk’s row', () => {
  const now = new Date('2026-11-28T12:00:00Z');

  it('gives the day and month within half a year of today, the year too further off, and no time', () => {
    const scheduled = item('scheduled', { startDate: '2026-12-08', startTime: '09:00' });
    expect(shortBoundText(t, scheduled, now)).toBe('с 08.12');
    // Next year's January is near: no year.
    expect(shortBoundText(t, item('live', { expireDate: '2027-01-28' }), now)).toBe('до 28.01');
    expect(shortBoundText(t, item('expired', { expireDate: '2026-11-24' }), now)).toBe('24.11');
    // Further than half a year, ahead or behind: with the year.
    expect(shortBoundText(t, item('scheduled', { startDate: '2027-11-28' }), now)).toBe(
      'с 28.11.2027',
    );
    expect(shortBoundText(t, item('live', { expireDate: '2099-12-31' }), now)).toBe(
      'до 31.12.2099',
    );
    expect(shortBoundText(t, item('expired', { expireDate: '2025-07-31' }), now)).toBe(
      '31.07.2025',
    );
  });

  it('has none for a draft, an item without a bound, and a live item without a last day', () => {
    expect(shortBoundText(t, item('draft', { startDate: '2026-12-08' }), now)).toBe('');
    expect(shortBoundText(t, item('live', {}), now)).toBe('');
    expect(boundDay(item('live', { startDate: '2026-11-01' }))).toBe('');
    expect(boundDay(item('scheduled', { startDate: '2026-12-08' }))).toBe('2026-12-08');
  });
});
