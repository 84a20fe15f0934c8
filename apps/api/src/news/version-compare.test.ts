import { describe, expect, it } from 'vitest';
import { descriptionDiff } from './version-compare';

describe('descriptionDiff', () => {
  it('compares Russian text word by word, never letter by letter', () => {
    const parts = descriptionDiff('<p>Новые тарифы с месяца</p>', '<p>Новые тарифы с мая</p>');
    expect(parts).toEqual([
      { kind: 'same', text: 'Новые тарифы с ' },
      { kind: 'removed', text: 'месяца' },
      { kind: 'added', text: 'мая' },
    ]);
  });
});
