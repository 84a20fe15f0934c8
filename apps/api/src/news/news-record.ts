import {
  DEFAULT_PRIORITY,
  generateSlug,
  hasAnySeo,
  hasAnyTitle,
  slugify,
  type NewsInput,
  type NewsSeo,
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
/** One thing wrong with a news body: the Russian message and the body field it is about. */
export interface NewsProblem {
  field: string;
  error: string;
}

/** A cover shown on the site needs its description in both languages (read aloud, alt). */
function coverAltProblems(cover: { alt: { ru: string; en: string } }): NewsProblem[] {
  return (['ru', 'en'] as const)
    .filter((language) => cleanTitle(cover.alt[language]) === '')
    .map((language) => ({
      field: `cover.alt.${language}`,
      error:
        language === 'ru'
          ? 'Укажите описание обложки на русском языке'
          : 'Укажите описание обложки на английском языке',
    }));
}

/** Throws the first problem of a cover's descriptions (400), with every one of them in `errors`. */
export function checkCoverAlt(cover: { alt: { ru: string; en: string } }): void {
  throwProblems(coverAltProblems(cover));
}

/**
 * Everything wrong with a news body beyond its schema, in the form's order (issue 26 §2: all
 * field errors at once): at least one title, a time of day only with its date, a show-from
 * moment not after the show-until one, the cover's descriptions to publish, and descriptions
 * the sanitizer can take in bounded time (nesting depth and element count).
 */
export function newsInputProblems(
  input: NewsInput,
  status: NewsStatus = 'published',
): NewsProblem[] {
  const problems: NewsProblem[] = [];
  if (!hasAnyTitle({ ru: cleanTitle(input.titles.ru), en: cleanTitle(input.titles.en) }))
    problems.push({
      field: 'titles.ru',
      error: 'Укажите заголовок новости хотя бы на одном языке',
    });
  const { startDate, expireDate, startTime = '', expireTime = '' } = input.dates;
  // A time of day narrows its date (issue 26 §3): without the date it means nothing.
  if (startTime !== '' && startDate === '')
    problems.push({
      field: 'dates.startTime',
      error: 'Укажите дату начала показа для времени начала',
    });
  if (expireTime !== '' && expireDate === '')
    problems.push({
      field: 'dates.expireTime',
      error: 'Укажите дату окончания показа для времени окончания',
    });
  if (startDate !== '' && expireDate !== '' && startDate > expireDate)
    problems.push({
      field: 'dates.startDate',
      error: 'Дата начала показа не может быть позже даты окончания',
    });
  else if (
    startDate !== '' &&
    startDate === expireDate &&
    (startTime || '00:00') > (expireTime || '23:59')
  )
    problems.push({
      field: 'dates.startTime',
      error: 'Время начала показа не может быть позже времени окончания',
    });
  for (const language of ['ru', 'en'] as const) {
    const problem = descriptionComplexityProblem(input.descriptions[language]);
    if (problem)
      problems.push({
        field: `descriptions.${language}`,
        error: `${LANGUAGE_LABELS[language]}: ${DESCRIPTION_COMPLEXITY_MESSAGES[problem]}`,
      });
  }
  // The cover's descriptions are needed where it is shown: to publish, not to keep a draft.
  if (input.cover && status === 'published') problems.push(...coverAltProblems(input.cover));
  return problems;
}

/**
 * The server's rules for a news body (newsInputProblems): throws HttpError 400 with the first
 * problem as `{ error, field }`, as before, and, when there are several, all of them in the
 * additive `errors` list.
 */
export function checkNewsInput(input: NewsInput, status: NewsStatus = 'published'): void {
  throwProblems(newsInputProblems(input, status));
}

function throwProblems(problems: NewsProblem[]): void {
  const [first] = problems;
  if (!first) return;
  // One problem answers exactly as before; several add the list (additive).
  const extra = problems.length > 1 ? { errors: problems } : undefined;
  throw new HttpError(400, first.error, 'error', first.field, extra);
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
 * the spec's console expects); the cover and the SEO texts the body's, else the kept ones.
 */
export function toNewsRecord(
  input: NewsInput,
  id: number,
  attempt = 1,
  keep: Pick<StoredNews, 'status' | 'cover' | 'seo'> = { status: 'published', cover: null },
): StoredNews {
  const seo = input.seo === undefined ? keep.seo : cleanSeo(input.seo);
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
    ...(hasAnySeo(seo) ? { seo } : {}),
  };
}

/** The SEO texts as stored: plain text, cleaned like titles (issue 26 §1). */
function cleanSeo(seo: NewsSeo): NewsSeo {
  return {
    description: { ru: cleanTitle(seo.description.ru), en: cleanTitle(seo.description.en) },
    title: { ru: cleanTitle(seo.title.ru), en: cleanTitle(seo.title.en) },
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
