const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Cache-Control of a file served from build/client. Vite's hashed bundles under /assets/ never
 * change and are cached for a year; the downloadable documents also live under /assets/documents/
 * but keep their names when the company replaces them, so they, like every other public file,
 * are cached for an hour.
 */
export function staticCacheControl(path: string): string {
  const normalized = path.replaceAll('\\', '/');
  const hashed = normalized.includes('/assets/') && !normalized.includes('/assets/documents/');
  return hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=3600';
}

/** The formats the build writes compressed copies of (scripts/precompress.mjs, COMPRESSIBLE). */
const COPY_PATTERN = /\.(js|mjs|css|svg|json|webmanifest|xml|txt|html|map)\.(br|gz)$/i;

/**
 * The build's compressed copies (`x.js.br`, `x.js.gz`, scripts/precompress.mjs) are sent in place
 * of their file to clients that accept the coding; they are not addresses of their own. A file
 * that is compressed itself (a download `x.tar.gz`) is served as any other.
 */
export function isCompressedCopy(path: string): boolean {
  return COPY_PATTERN.test(path);
}
