import { Type, type Static } from '@sinclair/typebox';

/** At most this many characters in a search snippet's description (issue 26 §1). */
export const SEO_DESCRIPTION_MAX_LENGTH = 160;
/** At most this many characters in a social title (og:title, twitter:title). */
export const SEO_TITLE_MAX_LENGTH = 90;

function localizedUpTo(maxLength: number, description: string) {
  const text = Type.String({ maxLength });
  return Type.Object({ ru: text, en: text }, { additionalProperties: false, description });
}

export const NewsSeo = Type.Object(
  {
    description: localizedUpTo(
      SEO_DESCRIPTION_MAX_LENGTH,
      `Meta description in Russian and English (plain text, at most ${SEO_DESCRIPTION_MAX_LENGTH} characters each; empty: the automatic excerpt).`,
    ),
    title: localizedUpTo(
      SEO_TITLE_MAX_LENGTH,
      `Social title (og:title, twitter:title) in Russian and English (plain text, at most ${SEO_TITLE_MAX_LENGTH} characters each; empty: the title).`,
    ),
  },
  {
    additionalProperties: false,
    description:
      'Search and social fields of a news item (additive, optional): omitted from answers when all ' +
      'four are empty; omitted from a save, the item keeps its own.',
  },
);
export type NewsSeo = Static<typeof NewsSeo>;

/** True when at least one of the four SEO texts holds more than whitespace. */
export function hasAnySeo(seo: NewsSeo | undefined): seo is NewsSeo {
  if (!seo) return false;
  return [seo.description.ru, seo.description.en, seo.title.ru, seo.title.en].some(
    (text) => text.trim() !== '',
  );
}
