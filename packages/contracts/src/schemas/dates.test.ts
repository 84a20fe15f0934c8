import { describe, expect, it } from 'vitest';
import { validate } from './validate';
import { IsoDateOrEmpty, NewsDates } from './dates';

describe('IsoDateOrEmpty', () => {
  it.each([
    ['', 'empty means not set'],
    ['2025-07-28', 'an ordinary date'],
    ['2025-01-31', '31 days in January'],
    ['2025-04-30', '30 days in April'],
    ['2025-02-28', 'last day of February in a common year'],
    ['2024-02-29', 'leap day in a year divisible by 4'],
    ['2000-02-29', 'leap day in a year divisible by 400'],
    ['1996-02-29', 'leap day in 1996'],
    ['2025-12-31', 'last day of the year'],
  ])('accepts %j (%s)', (value) => {
    expect(validate(IsoDateOrEmpty, value).ok).toBe(true);
  });

  it.each([
    [' ', 'blank'],
    ['2025-7-28', 'one-digit month'],
    ['28.07.2025', 'Russian notation'],
    ['2025-07-28T00:00:00Z', 'a date-time'],
    ['2025-00-10', 'month zero'],
    ['2025-13-01', 'month 13'],
    ['2025-07-00', 'day zero'],
    ['2025-07-32', 'day 32'],
    ['2025-04-31', '31 April'],
    ['2025-02-29', 'leap day in a common year'],
    ['1900-02-29', 'leap day in a century not divisible by 400'],
    ['2025-02-30', '30 February'],
    ['2025-07-28\n', 'trailing newline'],
  ])('rejects %j (%s)', (value) => {
    expect(validate(IsoDateOrEmpty, value).ok).toBe(false);
  });
});

describe('NewsDates', () => {
  it('accepts three dates, some empty', () => {
    expect(
      validate(NewsDates, { date: '2025-07-28', startDate: '', expireDate: '2025-07-31' }).ok,
    ).toBe(true);
  });

  it.each<[unknown, string]>([
    [{ date: '2025-07-28', startDate: '' }, 'a missing field'],
    [{ date: '2025-07-28', startDate: '', expireDate: '', extra: '' }, 'an unknown field'],
    [{ date: null, startDate: '', expireDate: '' }, 'null instead of an empty string'],
  ])('rejects %j (%s)', (value) => {
    expect(validate(NewsDates, value).ok).toBe(false);
  });
});
