import { describe, expect, it } from 'vitest';
import type { ConsoleNewsRow } from './news-index';
import { boundDay, boundText } from './news-row-dates';

const t = (key: string, values?: Record<string, string | number>) =>
  ({
    'admin.news.startsFrom': `Покажется ${values?.at}`,
    'admin.news.showsUntil': `Снимется ${values?.at}`,
    'admin.news.endedOn': `Снята ${values?.at}`,
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

// Review s48, finding 6: every width says the bound in words («Покажется …»), none short.
describe('the showing bound of a row', () => {
  it('says it with a verb: the start of a scheduled item, the last day of a live or expired one', () => {
    expect(boundText(t, item('scheduled', { startDate: '2026-12-08' }))).toMatch(
      /^Покажется 08\.12\.2026/,
    );
    expect(boundText(t, item('live', { expireDate: '2027-01-28' }))).toMatch(
      /^Снимется 28\.01\.2027/,
    );
    expect(boundText(t, item('expired', { expireDate: '2026-11-24' }))).toMatch(
      /^Снята 24\.11\.2026/,
    );
  });

  it('has none for a draft, an item without a bound, and a live item without a last day', () => {
    expect(boundText(t, item('draft', { startDate: '2026-12-08' }))).toBe('');
    expect(boundText(t, item('live', {}))).toBe('');
    expect(boundDay(item('live', { startDate: '2026-11-01' }))).toBe('');
    expect(boundDay(item('scheduled', { startDate: '2026-12-08' }))).toBe('2026-12-08');
  });
});
