import { createHash } from 'node:crypto';

/** A weak validator of a rendered page: the same bytes give the same tag. */
export function etagOf(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names the tag (weak comparison, lists and '*' allowed). */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return value.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
