import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { etagOf } from './html-etag';
import { contentSecurityPolicy, scriptHash } from './security-headers';

/** Content codings a page is kept in besides identity, best first (as the API's news list). */
export const PAGE_ENCODINGS = ['br', 'gzip'] as const;
export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** Below this many bytes a compressed copy is not worth its header. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A rendered HTML page as it is sent, the same bytes to every visitor: the render cache keeps
 * these, and the error pages are these too.
 */
export interface PageAnswer {
  status: number;
  /** The render's headers without Set-Cookie, Content-Length and Content-Security-Policy. */
  headers: ReadonlyArray<readonly [string, string]>;
  body: Buffer;
  /** A weak ETag of the page, computed without the render nonce (an unchanged page keeps it). */
  etag: string;
  /** The page's Content-Security-Policy: its own inline scripts by hash. */
  csp: string;
  /** The address the page names as canonical (origin, path and query), or null. */
  canonical: string | null;
  /** Whether the page tells robots not to index it (search results, previews): never stored. */
  noindex: boolean;
  /** The body in a coding, compressed on first use and kept with the page; null when small. */
  encoded(encoding: PageEncoding): Buffer | null;
  /** Bytes held: body and the copies made so far (for the cache's size bound). */
  readonly size: number;
}

/**
 * How hard a page is compressed: 'kept' pages once for many answers (brotli quality 5, as the
 * API: about gzip's speed, a smaller result), 'once' pages for one answer each (a search filled
 * per query) at the fastest settings, a fifth of the work for a quarter more bytes.
 */
export type Compression = 'kept' | 'once';

function compress(body: Buffer, encoding: PageEncoding, compression: Compression): Buffer {
  const fast = compression === 'once';
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: fast ? 1 : 5 } })
    : gzipSync(body, { level: fast ? 1 : 6 });
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The hashes of the inline scripts the renderer wrote: those carrying this render's nonce. A
 * script that got into the page any other way (injected through content) carries no nonce the
 * renderer gave it — the nonce is random per render and chosen before any content is read — so
 * it is not listed and the browser does not run it.
 */
export function scriptHashesOf(html: string, nonce: string): string[] {
  const marker = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!attributes.includes(marker) || /\ssrc=/i.test(attributes)) continue;
    hashes.add(scriptHash(Buffer.from(text, 'latin1')));
  }
  return [...hashes];
}

const CANONICAL = /<link rel="canonical" href="([^"]*)"/;
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

function canonicalOf(html: string): string | null {
  const href = CANONICAL.exec(html)?.[1];
  if (href === undefined) return null;
  return Buffer.from(href.replaceAll('&amp;', '&'), 'latin1').toString('utf8');
}

/** A page answer from a rendered HTML body. */
export function pageAnswer(
  status: number,
  headers: ReadonlyArray<readonly [string, string]>,
  body: Buffer,
  nonce: string,
  compression: Compression = 'kept',
): PageAnswer {
  // latin1 keeps every byte as one character, so offsets and hashes are of the bytes sent.
  const html = body.toString('latin1');
  const copies = new Map<PageEncoding, Buffer>();
  return {
    status,
    headers,
    body,
    etag: etagOf(Buffer.from(html.replaceAll(nonce, ''), 'latin1')),
    csp: contentSecurityPolicy(scriptHashesOf(html, nonce)),
    canonical: canonicalOf(html),
    noindex: NOINDEX.test(html.slice(0, html.indexOf('</head>') + 1 || undefined)),
    encoded(encoding) {
      if (body.length < COMPRESS_FROM_BYTES) return null;
      let copy = copies.get(encoding);
      if (!copy) copies.set(encoding, (copy = compress(body, encoding, compression)));
      return copy;
    },
    get size() {
      let bytes = body.length;
      for (const copy of copies.values()) bytes += copy.length;
      return bytes;
    },
  };
}

/** The response headers a page answer keeps from the render. */
export function keptHeaders(response: Response): Array<[string, string]> {
  return [...response.headers].filter(
    ([name]) =>
      name !== 'set-cookie' && name !== 'content-length' && name !== 'content-security-policy',
  );
}
