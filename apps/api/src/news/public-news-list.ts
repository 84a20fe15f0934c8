import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  NEWS_TIME_ZONE,
  minuteAfter,
  minuteIn,
  visibleNews,
  type NewsMap,
} from '@fuelcard/contracts';

/** Content codings the list is kept in besides identity, best first. */
export const NEWS_ENCODINGS = ['br', 'gzip'] as const;
export type NewsEncoding = (typeof NEWS_ENCODINGS)[number];

/** Below this many bytes a compressed copy is not worth its header. */
const COMPRESS_FROM_BYTES = 1024;

/** The public news list as sent: the serialized body, its compressed copies and validator. */
export interface PublicNewsAnswer {
  body: Buffer;
  /**
   * A weak ETag of the content, the same for every coding of it and across restarts (the same
   * news give the same tag).
   */
  etag: string;
  /** The body in a coding, compressed on first use and kept with the answer; null when small. */
  encoded(encoding: NewsEncoding): Buffer | null;
}

function compress(body: Buffer, encoding: NewsEncoding): Buffer {
  // Brotli quality 5: about gzip's speed with a smaller result; a 1,000-item list takes ~30 ms.
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);
}

function toAnswer(json: string): PublicNewsAnswer {
  const body = Buffer.from(json);
  const copies = new Map<NewsEncoding, Buffer>();
  return {
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded(encoding) {
      if (body.length < COMPRESS_FROM_BYTES) return null;
      let copy = copies.get(encoding);
      if (!copy) copies.set(encoding, (copy = compress(body, encoding)));
      return copy;
    },
  };
}

export interface PublicNewsListOptions {
  /** Changes whenever the news may have changed (the storage's newsChangeToken). */
  changeToken: () => string;
  /** Every item, stored order (the repository's `all`). */
  readAll: () => Promise<NewsMap>;
  now: () => Date;
  /** Called each time the list is built again (a metric). */
  onRebuild?: () => void;
}

/**
 * The answer of the public (token-less) news list, kept until it may have changed
 * (docs/decisions/api-0005-public-news-cache.md). The list is the hottest call of the product —
 * the public site asks for it to render and to check its render cache — so it is built once per
 * state of the database and calendar day, not per request:
 *  - the storage's change token moves with every write that may touch the news, by this
 *    instance or any other writer (SQLite: its own change counters; PostgreSQL: the news
 *    table's notifications to every instance);
 *  - visibility follows the calendar day in Minsk, which can only change on a minute boundary,
 *    and the items' times of day (issue 26 §3): the minutes of today at which an item appears
 *    or disappears are taken from the list read, and the key counts those passed.
 * A spurious change only rebuilds the answer (and keeps it, with its compressed copies, when the
 * bytes are the same); the ETag is a hash of the bytes, so every instance gives the same data the
 * same ETag. Compressed copies are made once per answer, not per request.
 */
export function createPublicNewsList(
  options: PublicNewsListOptions,
): () => Promise<PublicNewsAnswer> {
  let minute = Number.NaN;
  let today = '';
  let time = '';
  let key = '';
  let answer: PublicNewsAnswer | null = null;
  /** The minutes of `changesDay` at which an item of the last list read appears or disappears. */
  let changes: string[] = [];
  let changesDay = '';

  const keyOf = (token: string) => {
    const passed = changesDay === today ? changes.filter((change) => change <= time).length : '';
    return `${token}:${today}:${passed}`;
  };

  return async () => {
    const now = options.now();
    const thisMinute = Math.floor(now.getTime() / 60_000);
    if (thisMinute !== minute) {
      minute = thisMinute;
      ({ today, time } = minuteIn(NEWS_TIME_ZONE, now));
    }
    const token = options.changeToken();
    const nextKey = keyOf(token);
    if (answer && nextKey === key) return answer;
    // The repository builds items of exactly the contract's shape, so plain JSON is the schema's.
    options.onRebuild?.();
    const all = await options.readAll();
    changes = visibilityChangesOf(all, today);
    changesDay = today;
    const next = toAnswer(JSON.stringify(visibleNews(all, now)));
    // A write elsewhere (a consent, a login attempt) leaves the list as it was: the kept answer
    // and its compressed copies stay, so such writes never cost a new compression.
    if (next.etag !== answer?.etag) answer = next;
    key = keyOf(token);
    return answer;
  };
}

/** The minutes of `today` at which an item of the map appears or disappears (sorted). */
function visibilityChangesOf(map: NewsMap, today: string): string[] {
  const minutes = new Set<string>();
  for (const { dates } of Object.values(map)) {
    if (dates.startTime && dates.startDate === today) minutes.add(dates.startTime);
    if (dates.expireTime && dates.expireDate === today) minutes.add(minuteAfter(dates.expireTime));
  }
  return [...minutes].filter((minute) => minute < '24:00').sort();
}
