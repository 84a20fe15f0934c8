import { Type, type Static } from '@sinclair/typebox';
import { NewsDates } from './dates';
import { NewsDescriptions, NewsTitles } from './localized-text';
import { Priority } from './roles';

export const SLUG_MAX_LENGTH = 200;

/** Keys of the news map: the news id as a positive integer string. */
export const NEWS_ID_PATTERN = '^[1-9]\\d*$';

export const NewsItem = Type.Object(
  {
    slug: Type.String({
      maxLength: SLUG_MAX_LENGTH,
      description: 'URL slug of the item, lowercase.',
    }),
    priority: Priority,
    dates: NewsDates,
    titles: NewsTitles,
    descriptions: NewsDescriptions,
  },
  {
    additionalProperties: false,
    description: 'A news item as published (its id is its key in NewsMap).',
  },
);
export type NewsItem = Static<typeof NewsItem>;

export const NewsMap = Type.Record(Type.String({ pattern: NEWS_ID_PATTERN }), NewsItem, {
  additionalProperties: false,
  description: 'Every news item, keyed by its id (a positive integer as a string).',
});
export type NewsMap = Static<typeof NewsMap>;

export const NewsInput = Type.Object(
  {
    slug: Type.Optional(
      Type.String({
        maxLength: SLUG_MAX_LENGTH,
        description: 'URL slug; when missing or empty the server generates it from the titles.',
      }),
    ),
    priority: Type.Optional(Priority),
    dates: NewsDates,
    titles: NewsTitles,
    descriptions: NewsDescriptions,
  },
  {
    additionalProperties: false,
    description:
      'Body of a news create or update. Priority defaults to B. At least one title must be non-blank.',
  },
);
export type NewsInput = Static<typeof NewsInput>;

/** The server rule for news bodies: at least one of the titles holds more than whitespace. */
export function hasAnyTitle(titles: NewsTitles): boolean {
  return titles.ru.trim() !== '' || titles.en.trim() !== '';
}
