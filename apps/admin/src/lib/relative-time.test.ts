import { describe, expect, it } from 'vitest';
import { relativeMoment } from './relative-time';

describe('relativeMoment', () => {
  const now = new Date(2026, 10, 28, 21, 30);
  const at = (...parts: [number, number, number, number, number]) =>
    new Date(...parts).toISOString();

  it('says «now», minutes, then hours today', () => {
    expect(relativeMoment(new Date(2026, 10, 28, 21, 29, 30).toISOString(), now)).toEqual({
      kind: 'now',
    });
    expect(relativeMoment(at(2026, 10, 28, 21, 25), now)).toEqual({ kind: 'minutes', count: 5 });
    expect(relativeMoment(at(2026, 10, 28, 18, 10), now)).toEqual({ kind: 'hours', count: 3 });
    // A moment a little ahead (another clock) is now.
    expect(relativeMoment(at(2026, 10, 28, 21, 31), now)).toEqual({ kind: 'now' });
  });

  it('says yesterday with its time, and a date before that', () => {
    expect(relativeMoment(at(2026, 10, 27, 23, 50), now)).toEqual({
      kind: 'yesterday',
      time: '23:50',
    });
    expect(relativeMoment(at(2026, 10, 20, 9, 5), now)).toEqual({
      kind: 'date',
      dateTime: '20.11.2026, 09:05',
    });
  });

  it('is null without a date', () => {
    expect(relativeMoment('', now)).toBeNull();
    expect(relativeMoment('not a date', now)).toBeNull();
  });
});
