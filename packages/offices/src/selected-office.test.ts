import { describe, expect, it } from 'vitest';
import { findOffice, officeOrDefault, parseSavedOfficeId } from './selected-office';

describe('findOffice', () => {
  it('finds each of the six offices and nothing else', () => {
    for (const id of [1, 2, 3, 4, 5, 6]) expect(findOffice(id)?.id).toBe(id);
    expect(findOffice(0)).toBeUndefined();
    expect(findOffice(7)).toBeUndefined();
  });

  it('falls back to Minsk in officeOrDefault', () => {
    expect(officeOrDefault(4).id).toBe(4);
    expect(officeOrDefault(42).id).toBe(1);
  });
});

describe('parseSavedOfficeId', () => {
  it.each([
    ['3', 3],
    [' 6 ', 6],
    ['2', 2],
    ['{"id":5,"departmentsName":"offices.grodno.name"}', 5],
    ['{"id":"4"}', 4],
  ])('reads %j as office %i without a warning', (raw, id) => {
    expect(parseSavedOfficeId(raw)).toEqual({ id });
  });

  it('uses the default office silently when nothing is saved', () => {
    expect(parseSavedOfficeId(null)).toEqual({ id: 1 });
    expect(parseSavedOfficeId('')).toEqual({ id: 1 });
  });

  it.each(['0', '7', '-1', '2.5', 'minsk', '{"id":99}', '{"name":"x"}', '[1]', 'null', '{broken'])(
    'falls back to the default office with a warning for %j',
    (raw) => {
      const result = parseSavedOfficeId(raw);
      expect(result.id).toBe(1);
      expect(result.warning).toContain(raw);
      expect(result.warning).toContain('default office');
    },
  );

  it('shortens a very long saved value in the warning', () => {
    const result = parseSavedOfficeId('x'.repeat(500));
    expect(result.warning!.length).toBeLessThan(200);
  });
});
