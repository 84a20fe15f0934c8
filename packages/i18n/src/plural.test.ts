import { describe, expect, it } from 'vitest';
import { pluralForm } from './plural';

describe('pluralForm', () => {
  it('follows the Russian rules: 1 and 21 one, 2–4 and 22 few, 5, 11, 12 and 0 many', () => {
    expect([1, 21, 101].map((n) => pluralForm('ru', n))).toEqual(['one', 'one', 'one']);
    expect([2, 4, 22, 34].map((n) => pluralForm('ru', n))).toEqual(['few', 'few', 'few', 'few']);
    expect([0, 5, 11, 12, 14, 25].map((n) => pluralForm('ru', n))).toEqual(Array(6).fill('many'));
  });

  it('follows the English rules: only 1 is singular, 21 and 2 are plural', () => {
    expect(pluralForm('en', 1)).toBe('one');
    expect([0, 2, 3, 21, 22, 101].map((n) => pluralForm('en', n))).toEqual(Array(6).fill('many'));
  });
});
