import { createHash } from 'node:crypto';
import fresh from 'fresh';

/** A weak validator of a rendered page: the same bytes give the same tag. */
export function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/**
 * Whether an If-None-Match header names the tag (weak comparison, lists and '*' allowed), by the
 * `fresh` package as in the API. Only If-None-Match is given to it: the request's Cache-Control
 * is for caches on the way, not for the origin's validator check.
 */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return fresh({ 'if-none-match': Array.isArray(header) ? header.join(',') : header }, { etag });
}
