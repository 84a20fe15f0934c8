import { describe, expect, it } from 'vitest';
import { rowsForm } from './sql-result';

describe('rowsForm', () => {
  it.each([
    [1, 'one'],
    [3, 'few'],
    [6, 'many'],
    [21, 'one'],
  ] as const)('%i → %s', (count, form) => {
    expect(rowsForm(count)).toBe(form);
  });
});
