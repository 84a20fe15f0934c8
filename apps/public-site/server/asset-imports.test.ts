// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetImports } from './asset-imports';

describe('assetImports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'asset-imports-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'assets', 'frame-1.js'),
    'import{a as e}from"./react-2.js";import"./side-3.js";const t=()=>import("./lazy-4.js");export{t};',
  );
  const importsOf = assetImports(dir);

  it('lists the static imports of a built chunk, not its dynamic ones', () => {
    expect(importsOf('/assets/frame-1.js')).toEqual(['/assets/react-2.js', '/assets/side-3.js']);
  });

  it('knows nothing of a missing file or of an address outside /assets', () => {
    expect(importsOf('/assets/missing-5.js')).toBeNull();
    expect(importsOf('/assets/../secret.js')).toBeNull();
    expect(importsOf('/favicon.svg')).toBeNull();
  });
});
