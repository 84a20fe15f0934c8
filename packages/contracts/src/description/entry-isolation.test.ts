import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every module the file imports, followed through relative imports: [relative files, packages]. */
function importGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)) {
      if (specifier!.startsWith('.')) visit(`${resolve(dirname(file), specifier!)}.ts`);
      else packages.add(specifier!);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('the package entries', () => {
  it('keep sanitize-html out of the main entry that browser bundles import', () => {
    const { files, packages } = importGraph(join(src, 'index.ts'));
    expect(files).toContain(join(src, 'description', 'palette.ts'));
    expect([...packages].filter((name) => name.includes('sanitize'))).toEqual([]);
    expect(files).not.toContain(join(src, 'description', 'sanitize-description.ts'));
  });

  it('export the sanitizer at its own subpath', () => {
    expect(packageJson.exports['./sanitize-description']).toBe(
      './src/description/sanitize-description.ts',
    );
    expect(importGraph(join(src, 'description', 'sanitize-description.ts')).packages).toContain(
      'sanitize-html',
    );
  });
});
