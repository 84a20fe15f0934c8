import { describe, expect, it } from 'vitest';
import { NEWS_TIME_ZONE, todayIn } from './today-in';

describe('todayIn', () => {
  it.each([
    ['Europe/Minsk', '2025-07-27T20:59:59.999Z', '2025-07-27'],
    ['Europe/Minsk', '2025-07-27T21:00:00.000Z', '2025-07-28'],
    ['Europe/Minsk', '2024-12-31T21:00:00.000Z', '2025-01-01'],
    ['UTC', '2025-07-27T23:59:59.999Z', '2025-07-27'],
    ['America/New_York', '2025-07-28T03:59:00Z', '2025-07-27'],
    ['Asia/Tokyo', '2025-02-28T15:00:00Z', '2025-03-01'],
    ['UTC', '2024-02-29T12:00:00Z', '2024-02-29'],
  ])('in %s at %s it is %s', (timeZone, instant, expected) => {
    expect(todayIn(timeZone, new Date(instant))).toBe(expected);
  });

  it('uses Minsk by default', () => {
    expect(NEWS_TIME_ZONE).toBe('Europe/Minsk');
    expect(todayIn(undefined, new Date('2025-07-27T22:00:00Z'))).toBe('2025-07-28');
  });

  it('uses the current moment by default', () => {
    const before = todayIn('UTC');
    const expected = new Date().toISOString().slice(0, 10);
    expect([before, todayIn('UTC')]).toContain(expected);
  });

  it('pads the year to four digits', () => {
    expect(todayIn('UTC', new Date('0099-05-01T12:00:00Z'))).toBe('0099-05-01');
  });

  it('rejects an unknown time zone', () => {
    expect(() => todayIn('Mars/Olympus', new Date())).toThrow(RangeError);
  });
});
