import { Type, type Static } from '@sinclair/typebox';
import { NewsTitles } from './localized-text';
import { NewsCover } from './news';

export const MEDIA_PAGE_SIZE = 24;

export const MediaQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({
        maxLength: 200,
        description:
          'Searches the alternative texts, the file name and the titles of the news using it.',
      }),
    ),
    page: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$' })),
  },
  { additionalProperties: false },
);
export type MediaQuery = Static<typeof MediaQuery>;

export const MediaUse = Type.Object(
  {
    newsId: Type.Integer({ minimum: 1 }),
    title: Type.String({ description: 'The item’s Russian title (else its English one).' }),
    as: Type.Union([Type.Literal('cover'), Type.Literal('body')]),
  },
  { additionalProperties: false, description: 'A news item that shows the image.' },
);
export type MediaUse = Static<typeof MediaUse>;

export const MediaItem = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    alt: Type.Object({ ru: Type.String(), en: Type.String() }, { additionalProperties: false }),
    fileName: Type.Union([Type.String(), Type.Null()]),
    bytes: Type.Integer({ minimum: 0, description: 'Size of the file as uploaded.' }),
    uploadedAt: Type.String({ description: 'ISO 8601.' }),
    width: Type.Integer({ minimum: 1 }),
    height: Type.Integer({ minimum: 1 }),
    avif: NewsCover.properties.avif,
    webp: NewsCover.properties.webp,
    jpeg: NewsCover.properties.jpeg,
    usedIn: Type.Array(MediaUse),
  },
  { additionalProperties: false, description: 'An image of the media library.' },
);
export type MediaItem = Static<typeof MediaItem>;

export const MediaPage = Type.Object(
  {
    items: Type.Array(MediaItem),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  },
  { description: 'A page of the media library, newest upload first.' },
);
export type MediaPage = Static<typeof MediaPage>;

export const MediaAltRequest = Type.Object(
  {
    alt: NewsTitles,
  },
  { additionalProperties: false, description: 'New alternative texts of a library image.' },
);
export type MediaAltRequest = Static<typeof MediaAltRequest>;

export const UploadImageQuery = Type.Object(
  {
    name: Type.Optional(
      Type.String({
        maxLength: 200,
        description: 'The file’s name, kept for the library’s search.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type UploadImageQuery = Static<typeof UploadImageQuery>;
