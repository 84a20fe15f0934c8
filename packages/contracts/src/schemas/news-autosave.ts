import { Type, type Static } from '@sinclair/typebox';
import { NewsInput } from './news';

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
  },
  { additionalProperties: false },
);
export type NewsAutosave = Static<typeof NewsAutosave>;
