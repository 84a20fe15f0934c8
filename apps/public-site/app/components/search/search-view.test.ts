import { describe, expect, it } from 'vitest';
import { moreLines } from './search-view';

const snippets = (count: number) =>
  Array.from({ length: count }, () => [{ text: 'x', match: true }]);

describe('moreLines', () => {
  it('says nothing when every excerpt shows at every width', () => {
    expect(moreLines({ snippets: snippets(1), more: 0 })).toEqual([]);
    expect(moreLines({ snippets: [], more: 0 })).toEqual([]);
  });

  it('gives one line for every width when the counts agree', () => {
    expect(moreLines({ snippets: snippets(1), more: 4 })).toEqual([{ count: 4, width: null }]);
  });

  it('counts the excerpts phones hide (one excerpt a result under 600 px)', () => {
    expect(moreLines({ snippets: snippets(3), more: 0 })).toEqual([
      { count: 2, width: 'moreNarrow' },
    ]);
    expect(moreLines({ snippets: snippets(3), more: 5 })).toEqual([
      { count: 5, width: 'moreWide' },
      { count: 7, width: 'moreNarrow' },
    ]);
  });
});
