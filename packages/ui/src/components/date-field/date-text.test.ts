import { describe, expect, it } from 'vitest';
import { formatDateText, parseDateText, parseTimeText } from './date-text';

describe('parseDateText', () => {
  it.each([
    ['6.12.2026', '2026-12-06'],
    ['06.12.2026', '2026-12-06'],
    [' 06.12.2026 ', '2026-12-06'],
    ['2026-12-06', '2026-12-06'],
    ['6/12/2026', '2026-12-06'],
    ['06122026', '2026-12-06'],
    ['29.02.2028', '2028-02-29'],
  ])('reads «%s» as %s', (text, iso) => {
    expect(parseDateText(text)).toEqual({ kind: 'valid', value: iso });
  });

  it.each([
    '31.02.2026',
    '29.02.2027',
    '00.12.2026',
    '06.13.2026',
    '2026-13-01',
    '6.12',
    'завтра',
    '06.12.26',
  ])('refuses «%s»', (text) => {
    expect(parseDateText(text)).toEqual({ kind: 'invalid' });
  });

  it('reads blank as empty', () => {
    expect(parseDateText('  ')).toEqual({ kind: 'empty' });
  });

  it('writes an ISO day the Russian way and leaves other text as it is', () => {
    expect(formatDateText('2026-12-06')).toBe('06.12.2026');
    expect(formatDateText('')).toBe('');
    expect(formatDateText('31.02.2026')).toBe('31.02.2026');
  });
});

describe('parseTimeText', () => {
  it.each([
    ['9:00', '09:00'],
    ['09:00', '09:00'],
    ['0900', '09:00'],
    ['900', '09:00'],
    ['9.30', '09:30'],
    ['9', '09:00'],
    ['23:59', '23:59'],
    ['0:00', '00:00'],
  ])('reads «%s» as %s', (text, time) => {
    expect(parseTimeText(text)).toEqual({ kind: 'valid', value: time });
  });

  it.each(['24:00', '12:60', '9:5', 'полдень', '12345'])('refuses «%s»', (text) => {
    expect(parseTimeText(text)).toEqual({ kind: 'invalid' });
  });

  it('reads blank as empty', () => {
    expect(parseTimeText('')).toEqual({ kind: 'empty' });
  });
});
