import type { NewsInput } from '@fuelcard/contracts';
import type { NewsChange, NewsRepository, Repositories, StoredNews } from '../db/port';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError } from '../http-error';
import { slugIsGenerated, toNewsRecord } from './news-record';

/** How many `-2`, `-3`… suffixes a generated slug tries before giving up with 409. */
const MAX_SLUG_ATTEMPTS = 50;

export const NEWS_NOT_FOUND = 'Новость не найдена';

const duplicateSlug = () =>
  new HttpError(409, 'Такой адрес уже занят другой новостью', 'error', 'slug');

/**
 * Saves through `save(attempt)`; a taken slug that the editor typed is a 409 on the slug field, a
 * taken slug the server generated (nobody typed it) is tried again with a suffix.
 */
async function withFreeSlug<T>(
  generated: boolean,
  save: (attempt: number) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await save(attempt);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (!generated || attempt >= MAX_SLUG_ATTEMPTS) throw duplicateSlug();
    }
  }
}

/** A cover must name an uploaded image. */
export async function checkCover(repos: Repositories, input: NewsInput): Promise<void> {
  if (input.cover && !(await repos.images.find(input.cover.imageId)))
    throw new HttpError(400, 'Обложка не найдена: загрузите изображение ещё раз', 'error', 'cover');
}

/**
 * The media library keeps a cover's descriptions when it has none of its own yet (issue 26 §7):
 * an image uploaded in the editor gets its alt texts from the form that uses it, language by
 * language; descriptions the library already has are never overwritten from a news item.
 */
export async function rememberCoverAlt(repos: Repositories, input: NewsInput): Promise<void> {
  if (!input.cover) return;
  const image = await repos.images.libraryImage(input.cover.imageId);
  if (!image) return;
  const alt = {
    ru: image.alt.ru || (input.cover.alt.ru ?? '').trim(),
    en: image.alt.en || (input.cover.alt.en ?? '').trim(),
  };
  if (alt.ru !== image.alt.ru || alt.en !== image.alt.en)
    await repos.images.updateAlt(image.id, alt);
}

/** Creates an item (published unless the body says draft); returns its id. */
export async function createNewsItem(
  repos: Repositories,
  input: NewsInput,
  change: Omit<NewsChange, 'action'>,
): Promise<number> {
  await checkCover(repos, input);
  const id = await withFreeSlug(slugIsGenerated(input), (attempt) =>
    repos.news.create((id) => toNewsRecord(input, id, attempt), { ...change, action: 'create' }),
  );
  await rememberCoverAlt(repos, input);
  return id;
}

/**
 * Replaces an item, keeping its status and cover unless the body sets them. Answers what the save
 * did (update, publish or unpublish: the version's and the audit's action) and the version it
 * stored, undefined when the id is unknown. A `change.expectedVersions` that misses the item's
 * last version throws NewsVersionConflict (nothing is saved).
 */
export async function updateNewsItem(
  repos: Repositories,
  id: number,
  input: NewsInput,
  change: Omit<NewsChange, 'action'>,
): Promise<{ action: 'update' | 'publish' | 'unpublish'; version: number } | undefined> {
  const current = await repos.news.find(id);
  if (!current) return undefined;
  await checkCover(repos, input);
  const action =
    input.status && input.status !== current.status
      ? input.status === 'published'
        ? 'publish'
        : 'unpublish'
      : 'update';
  const saved = await withFreeSlug(slugIsGenerated(input), (attempt) =>
    repos.news.update(id, toNewsRecord(input, id, attempt, current), { ...change, action }),
  );
  if (!saved) return undefined;
  await rememberCoverAlt(repos, input);
  return { action, version: saved };
}

/** Stores an earlier content again (a version restored), as a new version. */
export async function storeAgain(
  news: NewsRepository,
  id: number,
  content: StoredNews,
  change: NewsChange,
): Promise<number | false> {
  return withFreeSlug(false, () => news.update(id, content, change));
}
