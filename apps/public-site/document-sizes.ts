import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The module that holds the sizes: `import sizes from 'virtual:document-sizes'`. */
export const DOCUMENT_SIZES_MODULE = 'virtual:document-sizes';
const RESOLVED = `\0${DOCUMENT_SIZES_MODULE}`;

/** The downloadable documents' sizes in bytes by file name, as the directory holds them now. */
export function readDocumentSizes(dir: string): Record<string, number> {
  const sizes: Record<string, number> = {};
  for (const name of readdirSync(dir).sort()) {
    const stat = statSync(join(dir, name));
    if (stat.isFile()) sizes[name] = stat.size;
  }
  return sizes;
}

/**
 * The sizes of the files under public/assets/documents, measured when the site is built (and
 * when the dev server or the unit tests load the module), so that a download row says «PDF,
 * 245 КБ» of the file it serves: replacing a file changes its size at the next build, with no
 * number written by hand.
 */
export function documentSizes(dir: string): Plugin {
  return {
    name: 'fuelcard-document-sizes',
    resolveId: (id) => (id === DOCUMENT_SIZES_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      for (const name of Object.keys(readDocumentSizes(dir))) this.addWatchFile(join(dir, name));
      return `export default ${JSON.stringify(readDocumentSizes(dir))};`;
    },
  };
}
