import type { NewsInput } from '@fuelcard/contracts';
import type { NewsRepository } from '../db/port';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http-error';
import { slugIsGenerated, toNewsRecord } from './news-record';

/** How many `-2`, `-3`… suffixes a generated slug tries before giving up with 409. */
const MAX_SLUG_ATTEMPTS = 50;

const duplicateSlug = () =>
  new HttpError(409, 'Новость с таким slug уже существует', 'error', 'slug');

/**
 * Saves through `save(attempt)`; a taken slug that the editor typed is a 409 on the slug field, a
 * taken slug the server generated (nobody typed it) is tried again with a suffix.
 */
async function withFreeSlug<T>(
  input: NewsInput,
  save: (attempt: number) => Promise<T>,
): Promise<T> {
  const generated = slugIsGenerated(input);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save(attempt);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (!generated || attempt >= MAX_SLUG_ATTEMPTS) throw duplicateSlug();
    }
  }
}

/** Creates an item; returns its id. */
export function createNewsItem(news: NewsRepository, input: NewsInput): Promise<number> {
  return withFreeSlug(input, (attempt) => news.create((id) => toNewsRecord(input, id, attempt)));
}

/** Replaces an item; false when its id is unknown. */
export function updateNewsItem(
  news: NewsRepository,
  id: number,
  input: NewsInput,
): Promise<boolean> {
  return withFreeSlug(input, (attempt) => news.update(id, toNewsRecord(input, id, attempt)));
}
