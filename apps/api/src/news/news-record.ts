import {
  DEFAULT_PRIORITY,
  generateSlug,
  hasAnyTitle,
  slugify,
  type NewsInput,
} from '@fuelcard/contracts';
import {
  DESCRIPTION_COMPLEXITY_MESSAGES,
  descriptionComplexityProblem,
} from '@fuelcard/contracts/description-complexity';
import { sanitizeDescription } from '@fuelcard/contracts/sanitize-description';
import type { NewsStatus, StoredNews } from '../db/port';
import { HttpError } from '../http-error';
import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_EXCEPT_WHITESPACE,
  LINE_BREAKS_AND_TABS,
} from '../text/control-characters';

const LANGUAGE_LABELS = { ru: 'Описание (рус.)', en: 'Описание (англ.)' } as const;

/*
 * Control characters never reach the database (nor, through it, a page, a log or a cache):
 * titles lose them all (a tab or line break becomes a space), descriptions keep only tab and
 * line breaks, which HTML treats as spaces.
 */
export function cleanTitle(title: string): string {
  return title.replace(LINE_BREAKS_AND_TABS, ' ').replace(CONTROL_CHARACTERS, '').trim();
}

export function cleanDescription(html: string): string {
  return html.replace(CONTROL_CHARACTERS_EXCEPT_WHITESPACE, '');
}

/**
 * The server's rules for a news body, beyond its schema: at least one title, a show-from date
 * not after the show-until date, and descriptions the sanitizer can take in bounded time (nesting
 * depth and element count). Throws HttpError 400 naming the field.
 */
/** A cover shown on the site needs its description in both languages (read aloud, alt). */
export function checkCoverAlt(cover: { alt: { ru: string; en: string } }): void {
  for (const language of ['ru', 'en'] as const) {
    if (cleanTitle(cover.alt[language]) === '')
      throw new HttpError(
        400,
        language === 'ru'
          ? 'Укажите описание обложки на русском языке'
          : 'Укажите описание обложки на английском языке',
        'error',
        `cover.alt.${language}`,
      );
  }
}

export function checkNewsInput(input: NewsInput, status: NewsStatus = 'published'): void {
  if (!hasAnyTitle({ ru: cleanTitle(input.titles.ru), en: cleanTitle(input.titles.en) })) {
    throw new HttpError(
      400,
      'Укажите заголовок новости хотя бы на одном языке',
      'error',
      'titles.ru',
    );
  }
  const { startDate, expireDate, startTime = '', expireTime = '' } = input.dates;
  // A time of day narrows its date (issue 26 §3): without the date it means nothing.
  if (startTime !== '' && startDate === '') {
    throw new HttpError(
      400,
      'Укажите дату начала показа для времени начала',
      'error',
      'dates.startTime',
    );
  }
  if (expireTime !== '' && expireDate === '') {
    throw new HttpError(
      400,
      'Укажите дату окончания показа для времени окончания',
      'error',
      'dates.expireTime',
    );
  }
  if (startDate !== '' && expireDate !== '' && startDate > expireDate) {
    throw new HttpError(
      400,
      'Дата начала показа не может быть позже даты окончания',
      'error',
      'dates.startDate',
    );
  }
  if (
    startDate !== '' &&
    startDate === expireDate &&
    (startTime || '00:00') > (expireTime || '23:59')
  ) {
    throw new HttpError(
      400,
      'Время начала показа не может быть позже времени окончания',
      'error',
      'dates.startTime',
    );
  }
  // The cover's descriptions are needed where it is shown: to publish, not to keep a draft.
  if (input.cover && status === 'published') checkCoverAlt(input.cover);
  for (const language of ['ru', 'en'] as const) {
    const problem = descriptionComplexityProblem(input.descriptions[language]);
    if (problem) {
      throw new HttpError(
        400,
        `${LANGUAGE_LABELS[language]}: ${DESCRIPTION_COMPLEXITY_MESSAGES[problem]}`,
        'error',
        `descriptions.${language}`,
      );
    }
  }
}

/** True when the body names no usable slug, so that the server makes one from the titles. */
export function slugIsGenerated(input: NewsInput): boolean {
  return slugify(input.slug ?? '') === '';
}

/**
 * The slug an item is saved with: the given one normalised by the shared slug rule, else the
 * shared generated one, with `-{attempt}` when an earlier attempt's was taken. An all-digit slug
 * gets a `news-` prefix, so that /news/{slug} can never be read as another item's id.
 */
export function finalSlug(input: NewsInput, id: number, attempt = 1): string {
  const given = slugify(input.slug ?? '');
  const slug = given || generateSlug(input.titles, id) + (attempt > 1 ? `-${attempt}` : '');
  return /^\d+$/.test(slug) ? `news-${slug}` : slug;
}

/**
 * The record to store for a body: clean titles, sanitized descriptions, defaults applied. The
 * status is the body's, else `keep` (an update keeps the item's own; a create is published, as
 * the spec's console expects); the cover the body's, else `keepCover`.
 */
export function toNewsRecord(
  input: NewsInput,
  id: number,
  attempt = 1,
  keep: { status: NewsStatus; cover: StoredNews['cover'] } = { status: 'published', cover: null },
): StoredNews {
  return {
    status: input.status ?? keep.status,
    cover:
      input.cover === undefined
        ? keep.cover
        : input.cover === null
          ? null
          : {
              imageId: input.cover.imageId,
              alt: { ru: cleanTitle(input.cover.alt.ru), en: cleanTitle(input.cover.alt.en) },
            },
    slug: finalSlug(input, id, attempt),
    priority: input.priority ?? DEFAULT_PRIORITY,
    dates: datesOf(input.dates),
    titles: { ru: cleanTitle(input.titles.ru), en: cleanTitle(input.titles.en) },
    descriptions: {
      ru: sanitizeDescription(cleanDescription(input.descriptions.ru)),
      en: sanitizeDescription(cleanDescription(input.descriptions.en)),
    },
  };
}

/** The dates to store: an empty time is no time (the item reads as one saved without it). */
function datesOf(dates: NewsInput['dates']): StoredNews['dates'] {
  const { startTime, expireTime, ...days } = dates;
  return {
    ...days,
    ...(startTime ? { startTime } : {}),
    ...(expireTime ? { expireTime } : {}),
  };
}
