import { describe, expect, it } from 'vitest';
import {
  descriptionComplexityProblem,
  MAX_DESCRIPTION_DEPTH,
  MAX_DESCRIPTION_ELEMENTS,
} from './description-complexity';

describe('descriptionComplexityProblem', () => {
  it('accepts what the editor produces, and long flat text', () => {
    expect(
      descriptionComplexityProblem(
        '<h2>Title</h2><ol><li><span style="color: #48AE5A"><b><i><u><a href="https://x.by">x</a></u></i></b></span></li></ol>',
      ),
    ).toBeUndefined();
    expect(descriptionComplexityProblem('<p>hello world</p>'.repeat(5555))).toBeUndefined();
    expect(descriptionComplexityProblem('a'.repeat(100_000))).toBeUndefined();
  });

  it('accepts exactly the deepest nesting and counts void elements as closed', () => {
    expect(descriptionComplexityProblem('<b>'.repeat(MAX_DESCRIPTION_DEPTH))).toBeUndefined();
    expect(descriptionComplexityProblem('<br>'.repeat(1000))).toBeUndefined();
  });

  it.each([
    ['33,333 nested <b>', '<b>'.repeat(33_333)],
    ['one level too deep', '<b>'.repeat(MAX_DESCRIPTION_DEPTH + 1)],
    ['nested unknown elements', '<x>'.repeat(33_333)],
    ['nested lists', '<ul><li>'.repeat(12_500)],
  ])('refuses %s as too deep', (_, html) => {
    expect(descriptionComplexityProblem(html)).toBe('depth');
  });

  it('refuses too many elements', () => {
    expect(descriptionComplexityProblem('<br>'.repeat(MAX_DESCRIPTION_ELEMENTS + 1))).toBe(
      'elements',
    );
  });
});
