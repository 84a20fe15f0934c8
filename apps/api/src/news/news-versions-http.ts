import type { ConsoleNewsItem } from '@fuelcard/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NewsVersionConflict } from '../db/port';
import { HttpError } from '../http-error';
import { createNewsQueries } from './news-queries';
import { NEWS_NOT_FOUND } from './save-news';

/** The 412's message: someone saved the item since the editor opened it. */
export const NEWS_CHANGED_MESSAGE =
  'Новость уже изменили после того, как вы её открыли: посмотрите изменения и решите, что сохранить';

/** An item's ETag: its last version's number, quoted (a strong validator). */
export const newsEtag = (version: number): string => `"${version}"`;

/**
 * The versions a request's If-Match names (RFC 9110 §13.1.1): undefined when it has none, an
 * empty one or `*` (the item only has to exist — the call behaves as without it); else the
 * numbers of its strong tags `"N"`. A weak tag (`W/"N"`) or a foreign one names no version, so
 * the write is refused: If-Match compares strongly.
 */
export function ifMatchVersions(request: FastifyRequest): number[] | undefined {
  const raw = request.headers['if-match'];
  const header = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).trim();
  if (header === '' || header === '*') return undefined;
  const versions: number[] = [];
  for (const match of header.matchAll(/(W\/)?"([^"]*)"/g))
    if (!match[1] && /^[1-9]\d{0,9}$/.test(match[2]!)) versions.push(Number(match[2]));
  return versions;
}

/** What the console edits of one item, with the version it is at (undefined when unknown). */
export function consoleItemReader(app: FastifyInstance) {
  const queries = createNewsQueries({
    queries: app.repos.newsQueries,
    images: app.repos.images,
    changeToken: () => app.storage.newsChangeToken(),
    now: app.clock,
  });
  return async (id: number): Promise<(ConsoleNewsItem & { version: number }) | undefined> => {
    // The version first: a save between the two reads makes the tag older than the content, so
    // the editor's next save is refused (412) rather than silently overwriting that save.
    const version = await app.repos.newsVersions.latest(id);
    const item = await queries.consoleItem(id);
    return item && { ...item, version: version ?? 1 };
  };
}

/**
 * Runs a conditional write: a NewsVersionConflict becomes 412 with the item as it stands now
 * (`current`, with its `version`), so the console can show the changes side by side.
 */
export async function writeIfCurrent<T>(
  read: ReturnType<typeof consoleItemReader>,
  id: number,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof NewsVersionConflict)) throw error;
    const current = await read(id);
    if (!current) throw new HttpError(404, NEWS_NOT_FOUND);
    throw new HttpError(412, NEWS_CHANGED_MESSAGE, 'error', undefined, {
      version: current.version,
      current,
    });
  }
}

/** Sets the ETag of the version a write stored. */
export function tagVersion(reply: FastifyReply, version: number | false | undefined): void {
  if (typeof version === 'number') void reply.header('etag', newsEtag(version));
}
