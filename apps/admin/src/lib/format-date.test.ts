import { describe, expect, it } from 'vitest';
import { formatRuDate, formatRuDateTime, formatRuMoment } from './format-date';

describe('formatRuDate', () => {
  it('shows a calendar date as that day in the Russian locale', () => {
    expect(formatRuDate('2025-07-28')).toBe('28.07.2025');
    expect(formatRuDate('2025-01-01')).toBe('01.01.2025');
  });

  it('shows a timestamp in the Russian locale', () => {
    expect(formatRuDate('2025-07-28T12:00:00.000Z')).toMatch(/^2[789]\.07\.2025$/);
  });

  it.each(['', null, undefined, 'not a date'])('gives null for %j', (value) => {
    expect(formatRuDate(value)).toBeNull();
  });
});

describe('formatRuDateTime', () => {
  it('shows a moment with its time in the Russian locale', () => {
    expect(formatRuDateTime('2026-11-22T11:05:00.000Z')).toMatch(/^2[23]\.11\.2026, \d{2}:05$/);
  });

  it.each(['', null, undefined, 'soon'])('gives null for %j', (value) => {
    expect(formatRuDateTime(value)).toBeNull();
  });
});

describe('formatRuMoment', () => {
  it('gives the time alone on the same calendar day, else the date and time', () => {
    const saved = new Date(2026, 10, 25, 6, 6);
    expect(formatRuMoment(saved.toISOString(), new Date(2026, 10, 25, 23, 59))).toEqual({
      time: '06:06',
    });
    expect(formatRuMoment(saved.toISOString(), new Date(2026, 10, 26, 0, 1))).toEqual({
      dateTime: '25.11.2026, 06:06',
    });
  });

  it.each(['', null, undefined, 'soon'])('gives null for %j', (value) => {
    expect(formatRuMoment(value)).toBeNull();
  });
});
