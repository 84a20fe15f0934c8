import { describe, expect, it } from 'vitest';
import { minsk, newsItem } from './news-fixture';
import { isNewsVisibleAt, visibleNews } from './visibility';

describe('isNewsVisibleAt', () => {
  it.each([
    ['', '', '2025-07-28T12:00', true],
    ['2025-07-28', '', '2025-07-27T23:59:59', false],
    ['2025-07-28', '', '2025-07-28T00:00', true],
    ['2025-07-28', '', '2030-01-01T00:00', true],
    ['', '2025-07-31', '1999-01-01T00:00', true],
    ['', '2025-07-31', '2025-07-31T23:59:59', true],
    ['', '2025-07-31', '2025-08-01T00:00', false],
    ['2025-07-28', '2025-07-31', '2025-07-29T12:00', true],
    ['2025-07-28', '2025-07-28', '2025-07-28T18:00', true],
    ['2025-07-28', '2025-07-28', '2025-07-29T00:00', false],
    ['2025-07-31', '2025-07-28', '2025-07-29T12:00', false],
  ])('start %j end %j at %s (Minsk) → %s', (startDate, expireDate, at, expected) => {
    expect(isNewsVisibleAt(newsItem({ dates: { startDate, expireDate } }), minsk(at))).toBe(
      expected,
    );
  });

  it('counts days in Minsk, not in UTC', () => {
    const item = newsItem({ dates: { startDate: '2025-07-28' } });
    // 22:30 UTC on the 27th is already 01:30 on the 28th in Minsk.
    expect(isNewsVisibleAt(item, new Date('2025-07-27T22:30:00Z'))).toBe(true);
    expect(isNewsVisibleAt(item, new Date('2025-07-27T20:30:00Z'))).toBe(false);
  });

  it('ignores the publication date', () => {
    const item = newsItem({ dates: { date: '2099-01-01' } });
    expect(isNewsVisibleAt(item, minsk('2025-07-28T12:00'))).toBe(true);
  });
});

describe('visibleNews', () => {
  it('keeps the visible items under their ids', () => {
    const map = {
      '1': newsItem({ dates: { expireDate: '2025-07-01' } }),
      '2': newsItem({ dates: { startDate: '2025-07-01' } }),
      '3': newsItem(),
      '4': newsItem({ dates: { startDate: '2025-08-01' } }),
    };
    const visible = visibleNews(map, minsk('2025-07-28T12:00'));
    expect(Object.keys(visible)).toEqual(['2', '3']);
    expect(visible['2']).toBe(map['2']);
  });

  it('returns an empty map when nothing is visible', () => {
    expect(
      visibleNews(
        { '1': newsItem({ dates: { expireDate: '2000-01-01' } }) },
        minsk('2025-07-28T12:00'),
      ),
    ).toEqual({});
  });
});
