// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shortened } from './shortened-text';

describe('shortened', () => {
  it('keeps a short text and cuts a long one at a word, with an ellipsis', () => {
    expect(shortened('Новые терминалы', 20)).toBe('Новые терминалы');
    expect(shortened('Новые терминалы на заправках страны', 20)).toBe('Новые терминалы на…');
    expect([...shortened('Новые терминалы на заправках страны', 20)].length).toBeLessThanOrEqual(
      20,
    );
  });

  it('cuts inside a word when no word ends in the second half, and counts code points', () => {
    expect(shortened('Сверхдлинноесловобезпробелов и ещё', 12)).toBe('Сверхдлинно…');
    expect(shortened('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
  });
});
