import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, draftKeys, readDraft, writeDraft } from './drafts';

const isTitle = (value: unknown): value is { title: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { title?: unknown }).title === 'string';

describe('drafts', () => {
  beforeEach(() => localStorage.clear());

  it('writes, reads and clears a draft with its time', () => {
    const key = draftKey('news', 'anna', 'new');
    writeDraft(key, { title: 'Летняя акция' }, new Date('2026-11-22T10:00:00Z'));
    expect(readDraft(key, isTitle)).toEqual({
      savedAt: '2026-11-22T10:00:00.000Z',
      values: { title: 'Летняя акция' },
    });
    clearDraft(key);
    expect(readDraft(key, isTitle)).toBeNull();
  });

  it('ignores what is not a draft of that shape', () => {
    localStorage.setItem(draftKey('x'), '{not json');
    localStorage.setItem(draftKey('y'), JSON.stringify({ savedAt: 'now', values: { title: 1 } }));
    expect(readDraft(draftKey('x'), isTitle)).toBeNull();
    expect(readDraft(draftKey('y'), isTitle)).toBeNull();
  });

  it('lists the keys under a prefix, and escapes the parts of a key', () => {
    writeDraft(draftKey('news', 'anna', 7), { title: 'a' });
    writeDraft(draftKey('news', 'anna', 'new'), { title: 'b' });
    writeDraft(draftKey('news', 'boris', 7), { title: 'c' });
    writeDraft(draftKey('news', 'anna.x', 7), { title: 'd' });
    expect(draftKeys(draftKey('news', 'anna'))).toEqual([
      draftKey('news', 'anna', 7),
      draftKey('news', 'anna', 'new'),
    ]);
  });
});
