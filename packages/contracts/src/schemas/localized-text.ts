import { Type, type Static, type TString } from '@sinclair/typebox';

export const TITLE_MAX_LENGTH = 300;
export const DESCRIPTION_MAX_LENGTH = 100_000;

function localized(text: TString, description: string) {
  return Type.Object({ ru: text, en: text }, { additionalProperties: false, description });
}

export const LocalizedText = localized(Type.String(), 'A text in Russian and in English.');
export type LocalizedText = Static<typeof LocalizedText>;

export const NewsTitles = localized(
  Type.String({ maxLength: TITLE_MAX_LENGTH }),
  `Titles of a news item in Russian and English (plain text, at most ${TITLE_MAX_LENGTH} characters each; may be empty).`,
);
export type NewsTitles = Static<typeof NewsTitles>;

export const NewsDescriptions = localized(
  Type.String({ maxLength: DESCRIPTION_MAX_LENGTH }),
  `Descriptions of a news item in Russian and English as rich-text HTML (at most ${DESCRIPTION_MAX_LENGTH} characters each; may be empty).`,
);
export type NewsDescriptions = Static<typeof NewsDescriptions>;
