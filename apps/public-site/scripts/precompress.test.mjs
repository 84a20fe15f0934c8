// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isCompressedCopy } from '../server/static-cache';
import { COMPRESSIBLE, precompress } from './precompress.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes .br and .gz copies of text files that decompress to the file, and nothing else', () => {
    root = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(root, 'assets'));
    const script = Buffer.from('export const text = "Топливные карточки";\n'.repeat(100));
    writeFileSync(join(root, 'assets/entry-Ab12.js'), script);
    writeFileSync(join(root, 'assets/small.css'), 'a{color:red}');
    writeFileSync(join(root, 'photo.png'), Buffer.alloc(4096, 7));
    writeFileSync(join(root, 'assets/gone.js.br'), 'left by an earlier build');
    // A download that is compressed itself, and an old copy of a file now too small for one.
    writeFileSync(join(root, 'archive.tar.gz'), Buffer.alloc(2048, 1));
    writeFileSync(join(root, 'assets/small.css.br'), 'an earlier, larger small.css');

    const written = precompress(root);

    expect(written.map((w) => `${w.path}.${w.suffix}`).sort()).toEqual([
      join('assets', 'entry-Ab12.js.br'),
      join('assets', 'entry-Ab12.js.gz'),
    ]);
    expect(brotliDecompressSync(readFileSync(join(root, 'assets/entry-Ab12.js.br')))).toEqual(
      script,
    );
    expect(gunzipSync(readFileSync(join(root, 'assets/entry-Ab12.js.gz')))).toEqual(script);
    // Below 1 kB, and formats that are compressed already, get no copy; stale copies go.
    expect(existsSync(join(root, 'assets/small.css.br'))).toBe(false);
    expect(existsSync(join(root, 'photo.png.br'))).toBe(false);
    expect(existsSync(join(root, 'assets/gone.js.br'))).toBe(false);
    expect(existsSync(join(root, 'archive.tar.gz'))).toBe(true);
  });

  it('names its copies exactly as the server recognises them', () => {
    for (const extension of COMPRESSIBLE) {
      expect(isCompressedCopy(`/assets/file${extension}.br`), extension).toBe(true);
      expect(isCompressedCopy(`/assets/file${extension}.gz`), extension).toBe(true);
    }
    expect(isCompressedCopy('/docs/archive.tar.gz')).toBe(false);
  });
});
