import { Type, type Static } from '@sinclair/typebox';
import { NewsDates } from './dates';
import { NewsDescriptions, NewsTitles } from './localized-text';
import { NewsSeo } from './news-seo';
import { Priority } from './roles';

export const SLUG_MAX_LENGTH = 200;

/** Keys of the news map: the news id as a positive integer string. */
export const NEWS_ID_PATTERN = '^[1-9]\\d*$';

export const NewsStatus = Type.Union([Type.Literal('draft'), Type.Literal('published')], {
  description: 'A draft is never public; a published item shows within its dates.',
});
export type NewsStatus = Static<typeof NewsStatus>;

export const ImageSource = Type.Object(
  {
    url: Type.String({
      description: 'Absolute path on the API: /api/images/<content hash>.<ext>.',
    }),
    width: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);

export const NewsCover = Type.Object(
  {
    imageId: Type.Integer({ minimum: 1 }),
    alt: NewsTitles,
    width: Type.Integer({ minimum: 1, description: 'Width of the picture as uploaded.' }),
    height: Type.Integer({ minimum: 1 }),
    avif: Type.Array(ImageSource),
    webp: Type.Array(ImageSource),
    jpeg: ImageSource,
  },
  {
    additionalProperties: false,
    description:
      'The cover image: its alternative text and its re-encodings (AVIF and WebP at up to three ' +
      'widths, a JPEG fallback), served with immutable caching.',
  },
);
export type NewsCover = Static<typeof NewsCover>;

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
    cover: Type.Optional(NewsCover),
    seo: Type.Optional(NewsSeo),
    status: Type.Optional(NewsStatus),
    updatedAt: Type.Optional(
      Type.String({ description: 'Last save, ISO 8601 (with a token only, like status).' }),
    ),
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
    status: Type.Optional(NewsStatus),
    seo: Type.Optional(NewsSeo),
    cover: Type.Optional(
      Type.Union([
        Type.Object(
          {
            imageId: Type.Integer({ minimum: 1 }),
            alt: NewsTitles,
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ]),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Body of a news create or update. Priority defaults to B; status to published on a create ' +
      "and to the item's own on an update; a cover needs its alternative text in both languages. " +
      'At least one title must be non-blank.',
  },
);
export type NewsInput = Static<typeof NewsInput>;

/** The server rule for news bodies: at least one of the titles holds more than whitespace. */
export function hasAnyTitle(titles: NewsTitles): boolean {
  return titles.ru.trim() !== '' || titles.en.trim() !== '';
}
