import { describe, expect, it } from 'vitest';
import { placeholdersOf } from './catalogue-walk';
import { en } from './locales/en';
import { ru } from './locales/ru';
import type { TextTree } from './types';

/**
 * Differences between two language trees: keys present in only one, empty texts, a text in one
 * where the other has a group, and texts whose placeholders differ.
 */
function catalogueProblems(a: TextTree, b: TextTree, names: [string, string]): string[] {
  const problems: string[] = [];
  const walk = (left: TextTree, right: TextTree, prefix: string) => {
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    for (const name of keys) {
      const key = prefix === '' ? name : `${prefix}.${name}`;
      const l = left[name];
      const r = right[name];
      if (l === undefined || r === undefined) {
        problems.push(`${key}: missing in ${l === undefined ? names[0] : names[1]}`);
      } else if (typeof l === 'string' && typeof r === 'string') {
        if (l.trim() === '') problems.push(`${key}: empty in ${names[0]}`);
        if (r.trim() === '') problems.push(`${key}: empty in ${names[1]}`);
        if (placeholdersOf(l).join() !== placeholdersOf(r).join()) {
          problems.push(`${key}: placeholders differ`);
        }
      } else if (typeof l !== 'string' && typeof r !== 'string') {
        walk(l, r, key);
      } else {
        problems.push(`${key}: a text in one language and a group in the other`);
      }
    }
  };
  walk(a, b, '');
  return problems;
}

describe('catalogue parity check', () => {
  it('reports missing keys, empty texts, shape and placeholder differences', () => {
    const left = { a: 'x', b: { c: 'y {{n}}', d: '' }, e: 'z', f: { g: 'h' } };
    const right = { a: 'x', b: { c: 'y {{m}}', d: 'w' }, f: 'g', i: 'j' };
    expect(catalogueProblems(left, right, ['ru', 'en']).sort()).toEqual([
      'b.c: placeholders differ',
      'b.d: empty in ru',
      'e: missing in en',
      'f: a text in one language and a group in the other',
      'i: missing in ru',
    ]);
  });
});

describe('ru and en catalogues', () => {
  it('have the same keys, no empty texts and the same placeholders', () => {
    expect(catalogueProblems(ru, en, ['ru', 'en'])).toEqual([]);
  });

  it('list the same sections in the same order', () => {
    expect(Object.keys(en)).toEqual(Object.keys(ru));
  });

  it('use the placeholders the frame relies on', () => {
    expect(placeholdersOf(ru.header.search.noResults)).toEqual(['query']);
    expect(placeholdersOf(ru.footer.copyright)).toEqual(['year']);
    expect(placeholdersOf(ru.admin.sql.affectedRows)).toEqual(['count']);
  });
});
