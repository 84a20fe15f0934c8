import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { ImportsOf } from '../app/lib/hydration-after-paint.server';

/** `import"./x.js"` and `…from"./x.js"`: a built chunk's static imports of its sibling chunks. */
const STATIC_IMPORT = /\b(?:from|import)\s*"(\.\/[\w.-]+\.js)"/g;
const ASSET = /^\/assets\/[\w.-]+\.js$/;

/**
 * Which chunks a built client chunk (`/assets/….js`) imports statically, read from the file under
 * `clientDir` once (the files are immutable, their names hashed); null for anything else. The page
 * rewrite orders the hydration code's chunks by it (app/lib/hydration-after-paint.server.ts).
 */
export function assetImports(clientDir: string): ImportsOf {
  const known = new Map<string, readonly string[] | null>();
  return (href) => {
    if (!ASSET.test(href)) return null;
    let imports = known.get(href);
    if (imports === undefined) {
      try {
        const text = readFileSync(join(clientDir, href), 'utf8');
        imports = [...text.matchAll(STATIC_IMPORT)].map(([, path = '']) =>
          posix.join('/assets', path),
        );
      } catch {
        imports = null;
      }
      known.set(href, imports);
    }
    return imports;
  };
}
