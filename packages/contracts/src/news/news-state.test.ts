import { describe, expect, it } from 'vitest';
import { newsStateAt, newsStateOn } from './news-state';
import { isNewsVisibleAt } from './visibility';

const item = (startDate: string, expireDate: string) => ({
  dates: { date: '', startDate, expireDate },
});

describe('newsStateOn', () => {
  it.each([
    ['', '', 'live'],
    ['2025-07-28', '', 'live'],
    ['', '2025-07-28', 'live'],
    ['2025-07-28', '2025-07-28', 'live'],
    ['2025-07-29', '', 'scheduled'],
    ['2025-07-29', '2025-08-31', 'scheduled'],
    ['', '2025-07-27', 'expired'],
    ['2025-07-01', '2025-07-27', 'expired'],
    ['2025-07-30', '2025-07-27', 'expired'],
    ['2025-07-30', '2025-07-31', 'scheduled'],
  ] as const)('from %j until %j is %s on 2025-07-28', (start, expire, state) => {
    expect(newsStateOn(item(start, expire), '2025-07-28')).toBe(state);
  });
});

describe('newsStateAt', () => {
  it('is live exactly when the public sees the item (Minsk calendar day)', () => {
    // 21:30 UTC on the 27th is already the 28th in Minsk (UTC+3).
    const now = new Date('2025-07-27T21:30:00Z');
    for (const [start, expire] of [
      ['2025-07-28', ''],
      ['', '2025-07-27'],
      ['2025-07-29', ''],
      ['', ''],
    ] as const) {
      expect(newsStateAt(item(start, expire), now) === 'live').toBe(
        isNewsVisibleAt(item(start, expire), now),
      );
    }
    expect(newsStateAt(item('2025-07-28', ''), now)).toBe('live');
    expect(newsStateAt(item('', '2025-07-27'), now)).toBe('expired');
  });
});
