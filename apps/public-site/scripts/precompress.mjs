// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of build/client,
// at the strongest settings, once per build. The server sends these copies as they are
// (@fastify/static `preCompressed`): no compression work per request, and smaller files than
// compressing on the fly at a speed-friendly level would give.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images other than SVG, PDFs and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.html',
  '.map',
]);
/** Below this a compressed copy saves less than its headers cost (the server's own threshold). */
export const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses the files under `root`; returns what it wrote, for the build's log and the tests. */
export function precompress(root) {
  const written = [];
  for (const path of files(root)) {
    if (isCopy(path)) {
      // A copy left by an earlier build of a file that is gone is removed with it.
      if (!existsQuiet(path.slice(0, -3))) unlinkSync(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(path).toLowerCase())) continue;
    // Copies of an earlier build of this file go first, so that none outlives the file.
    for (const suffix of ['br', 'gz'])
      if (existsQuiet(`${path}.${suffix}`)) unlinkSync(`${path}.${suffix}`);
    const body = readFileSync(path);
    if (body.length < MIN_BYTES) continue;
    const copies = {
      br: brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gz: gzipSync(body, { level: 9 }),
    };
    for (const [suffix, copy] of Object.entries(copies)) {
      // A copy that is not smaller is not kept: the server then sends the file itself.
      if (copy.length >= body.length) continue;
      writeFileSync(`${path}.${suffix}`, copy);
      written.push({
        path: relative(root, path),
        suffix,
        bytes: body.length,
        compressed: copy.length,
      });
    }
  }
  return written;
}

/** A copy this script writes: a compressible file's name plus .br or .gz (a download such as x.tar.gz is not one). */
function isCopy(path) {
  const match = /\.(br|gz)$/i.exec(path);
  return match !== null && COMPRESSIBLE.has(extname(path.slice(0, -3)).toLowerCase());
}

function existsQuiet(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../build/client', import.meta.url));
  const written = precompress(root);
  const saved = written
    .filter((w) => w.suffix === 'br')
    .reduce((sum, w) => sum + w.bytes - w.compressed, 0);
  console.log(
    `precompress: ${written.length} copies in build/client (brotli saves ${(saved / 1000).toFixed(0)} kB)`,
  );
}
