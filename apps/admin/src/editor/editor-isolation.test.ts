import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Lexical must stay out of the console's first load (issue 8): only src/editor imports it, and the
 * only way into src/editor from elsewhere is the dynamic import of the lazy editor.
 * (scripts/check-bundle.mjs checks the built chunks as well.)
 */
describe('the editor stays in its lazy chunk', () => {
  const outside = sourceFiles(SRC).filter((file) => !relative(SRC, file).startsWith('editor'));

  it('no module outside src/editor imports lexical', () => {
    const offenders = outside.filter((file) => /from ['"](?:lexical|@lexical\/[^'"]+)['"]/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('src/editor is reached only through one dynamic import', () => {
    const statics = outside.filter((file) => /from ['"][./]+(?:\.\.\/)*editor\//.test(readFileSync(file, 'utf8')));
    expect(statics.map((file) => relative(SRC, file))).toEqual([]);
    const dynamic = outside.filter((file) => /import\(['"][./]+editor\/rich-text-editor['"]\)/.test(readFileSync(file, 'utf8')));
    expect(dynamic.map((file) => relative(SRC, file))).toEqual(['screens/news/lazy-rich-text-editor.tsx']);
  });
});
