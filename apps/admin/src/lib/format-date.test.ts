import { describe, expect, it } from 'vitest';
import { formatRuDate, formatRuDateTime } from './format-date';

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
