import {
  DEFAULT_PRIORITY,
  generateSlug,
  hasAnyTitle,
  slugify,
  type NewsInput,
} from '@fuelcard/contracts';
import { sanitizeDescription } from '@fuelcard/contracts/sanitize-description';
import { HttpError } from '../http-error';
import type { NewsRecord } from '../db/port';

/**
 * The server's rules for a news body, beyond its schema: at least one title, a show-from date
 * not after the show-until date. Throws HttpError 400.
 */
export function checkNewsInput(input: NewsInput): void {
  if (!hasAnyTitle(input.titles)) {
    throw new HttpError(400, 'Укажите заголовок новости хотя бы на одном языке');
  }
  const { startDate, expireDate } = input.dates;
  if (startDate !== '' && expireDate !== '' && startDate > expireDate) {
    throw new HttpError(400, 'Дата начала показа не может быть позже даты окончания');
  }
}

/**
 * The slug an item is saved with: the given one normalised by the shared slug rule, else the
 * shared generated one. An all-digit slug gets a `news-` prefix, so that /news/{slug} can never
 * be read as another item's id.
 */
export function finalSlug(input: NewsInput, id: number): string {
  const slug = slugify(input.slug ?? '') || generateSlug(input.titles, id);
  return /^\d+$/.test(slug) ? `news-${slug}` : slug;
}

/** The record to store for a body: trimmed titles, sanitized descriptions, defaults applied. */
export function toNewsRecord(input: NewsInput, id: number): NewsRecord {
  return {
    slug: finalSlug(input, id),
    priority: input.priority ?? DEFAULT_PRIORITY,
    dates: { ...input.dates },
    titles: { ru: input.titles.ru.trim(), en: input.titles.en.trim() },
    descriptions: {
      ru: sanitizeDescription(input.descriptions.ru),
      en: sanitizeDescription(input.descriptions.en),
    },
  };
}
