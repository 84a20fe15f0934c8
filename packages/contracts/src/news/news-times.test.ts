import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { NewsDates } from '../schemas/dates';
import { minsk, newsItem } from './news-fixture';
import { consoleNewsStateAt, newsStateAt, newsStateOn } from './news-state';
import { minuteIn, timeIn } from './today-in';
import { isNewsVisibleAt, visibleNews } from './visibility';

// Issue 26 §3: optional times of day (HH:MM, Minsk) narrow the date bounds to the minute.

describe('timeIn / minuteIn', () => {
  it('gives the Minsk wall-clock minute (UTC+3)', () => {
    expect(timeIn('Europe/Minsk', new Date('2026-11-27T05:59:59Z'))).toBe('08:59');
    expect(timeIn('Europe/Minsk', new Date('2026-11-27T06:00:00Z'))).toBe('09:00');
    expect(minuteIn('Europe/Minsk', new Date('2026-11-27T21:00:00Z'))).toEqual({
      today: '2026-11-28',
      time: '00:00',
    });
    expect(timeIn('Europe/Minsk', new Date('2026-11-27T20:59:00Z'))).toBe('23:59');
  });
});

describe('startTime', () => {
  const item = newsItem({ dates: { startDate: '2026-11-27', startTime: '09:00' } });

  it.each([
    ['2026-11-27T08:59:59', false],
    ['2026-11-27T09:00', true],
    ['2026-11-27T09:01', true],
    ['2026-11-26T23:59', false],
    ['2026-11-28T00:00', true],
  ])('at %s (Minsk) visible %s', (at, visible) => {
    expect(isNewsVisibleAt(item, minsk(at))).toBe(visible);
    expect(newsStateAt(item, minsk(at))).toBe(visible ? 'live' : 'scheduled');
  });

  it('counts the minute in Minsk, not in UTC', () => {
    // 09:00 in Minsk is 06:00 UTC.
    expect(isNewsVisibleAt(item, new Date('2026-11-27T05:59:00Z'))).toBe(false);
    expect(isNewsVisibleAt(item, new Date('2026-11-27T06:00:00Z'))).toBe(true);
  });
});

describe('expireTime', () => {
  const item = newsItem({ dates: { expireDate: '2026-11-27', expireTime: '18:30' } });

  it.each([
    ['2026-11-27T18:29', true],
    ['2026-11-27T18:30', true],
    ['2026-11-27T18:30:59', true],
    ['2026-11-27T18:31', false],
    ['2026-11-28T00:00', false],
  ])('at %s (Minsk) visible %s (the minute itself included)', (at, visible) => {
    expect(isNewsVisibleAt(item, minsk(at))).toBe(visible);
    expect(newsStateAt(item, minsk(at))).toBe(visible ? 'live' : 'expired');
  });
});

describe('without times', () => {
  it('keeps whole days, both inclusive', () => {
    const item = newsItem({ dates: { startDate: '2026-11-27', expireDate: '2026-11-27' } });
    expect(isNewsVisibleAt(item, minsk('2026-11-26T23:59:59'))).toBe(false);
    expect(isNewsVisibleAt(item, minsk('2026-11-27T00:00'))).toBe(true);
    expect(isNewsVisibleAt(item, minsk('2026-11-27T23:59:59'))).toBe(true);
    expect(isNewsVisibleAt(item, minsk('2026-11-28T00:00'))).toBe(false);
  });

  it('treats empty times as absent', () => {
    const item = newsItem({
      dates: { startDate: '2026-11-27', startTime: '', expireDate: '2026-11-27', expireTime: '' },
    });
    expect(isNewsVisibleAt(item, minsk('2026-11-27T00:00'))).toBe(true);
    expect(isNewsVisibleAt(item, minsk('2026-11-27T23:59'))).toBe(true);
  });

  it('newsStateOn without a minute is the start of the day', () => {
    const item = newsItem({ dates: { startDate: '2026-11-27', startTime: '09:00' } });
    expect(newsStateOn(item, '2026-11-27')).toBe('scheduled');
    expect(newsStateOn(item, '2026-11-27', '09:00')).toBe('live');
  });
});

describe('consoleNewsStateAt', () => {
  const dates = { startDate: '2026-11-27', startTime: '09:00' };

  it('says «Запланирована» until the minute, then «Опубликована»; a draft stays a draft', () => {
    expect(consoleNewsStateAt(newsItem({ dates }), minsk('2026-11-27T08:59'))).toBe('scheduled');
    expect(consoleNewsStateAt(newsItem({ dates }), minsk('2026-11-27T09:00'))).toBe('live');
    expect(
      consoleNewsStateAt({ ...newsItem({ dates }), status: 'draft' }, minsk('2026-11-27T09:00')),
    ).toBe('draft');
  });
});

describe('visibleNews', () => {
  it('keeps the items already shown at the minute', () => {
    const map = {
      '1': newsItem({ dates: { startDate: '2026-11-27', startTime: '09:00' } }),
      '2': newsItem({ dates: { startDate: '2026-11-27', startTime: '09:01' } }),
    };
    expect(Object.keys(visibleNews(map, minsk('2026-11-27T09:00')))).toEqual(['1']);
  });
});

describe('NewsDates schema', () => {
  const base = { date: '', startDate: '2026-11-27', expireDate: '' };

  it('accepts HH:MM, empty or absent times', () => {
    expect(Value.Check(NewsDates, base)).toBe(true);
    expect(Value.Check(NewsDates, { ...base, startTime: '09:00', expireTime: '' })).toBe(true);
    expect(Value.Check(NewsDates, { ...base, startTime: '23:59' })).toBe(true);
  });

  it.each(['9:00', '24:00', '12:60', '09:00:00', 'noon'])('refuses %j', (time) => {
    expect(Value.Check(NewsDates, { ...base, startTime: time })).toBe(false);
  });
});
