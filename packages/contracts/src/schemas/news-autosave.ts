import { Type, type Static } from '@sinclair/typebox';
import { NewsInput } from './news';
import { FieldChange, TextDiffPart } from './news-workflow';

/** The answer of an autosave (issue 26 §4): when the server stored it. */
export const NewsAutosaveSaved = Type.Object(
  { savedAt: Type.String({ format: 'date-time' }) },
  { additionalProperties: false },
);
export type NewsAutosaveSaved = Static<typeof NewsAutosaveSaved>;

/** The caller's autosave of an item: never public, not a version. */
export const NewsAutosave = Type.Object(
  {
    savedAt: Type.String({ format: 'date-time' }),
    basedOn: Type.Integer({ description: 'The version of the item the editor had open.' }),
    content: NewsInput,
    adminUsername: Type.Optional(Type.String({ description: 'Who typed it (the caller).' })),
    changes: Type.Optional(
      Type.Array(FieldChange, {
        description:
          'Plain fields where the autosave differs from the item as stored: before is the stored item, after the autosave.',
      }),
    ),
    descriptions: Type.Optional(
      Type.Object(
        { ru: Type.Array(TextDiffPart), en: Type.Array(TextDiffPart) },
        {
          description:
            'A word diff of each description as text, from the stored item (removed) to the autosave (added).',
        },
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'The history lists it above the versions as the unpublished changes (issue 26 §4): never on the site until saved.',
  },
);
export type NewsAutosave = Static<typeof NewsAutosave>;
