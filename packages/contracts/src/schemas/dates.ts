import { Type, type Static } from '@sinclair/typebox';
import { ISO_DATE_PATTERN } from './date-pattern';

export { ISO_DATE_PATTERN };

export const IsoDateOrEmpty = Type.String({
  pattern: `^$|${ISO_DATE_PATTERN}`,
  description: 'A calendar date YYYY-MM-DD, or an empty string when the date is not set.',
  examples: ['2025-07-28', ''],
});
export type IsoDateOrEmpty = Static<typeof IsoDateOrEmpty>;

export const NewsDates = Type.Object(
  {
    date: IsoDateOrEmpty,
    startDate: IsoDateOrEmpty,
    expireDate: IsoDateOrEmpty,
  },
  {
    additionalProperties: false,
    description:
      'Dates of a news item: publication date, first day shown and last day shown (inclusive). ' +
      'An empty start or end means no bound.',
  },
);
export type NewsDates = Static<typeof NewsDates>;
