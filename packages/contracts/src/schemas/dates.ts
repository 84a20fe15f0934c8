import { Type, type Static } from '@sinclair/typebox';
import { ISO_DATE_PATTERN } from './date-pattern';

export { ISO_DATE_PATTERN };

export const IsoDateOrEmpty = Type.String({
  pattern: `^$|${ISO_DATE_PATTERN}`,
  description: 'A calendar date YYYY-MM-DD, or an empty string when the date is not set.',
  examples: ['2025-07-28', ''],
});
export type IsoDateOrEmpty = Static<typeof IsoDateOrEmpty>;

/** A time of day `HH:MM` (24 hours, 00:00–23:59). */
export const NEWS_TIME_PATTERN = '^(?:[01]\\d|2[0-3]):[0-5]\\d$';

export const NewsTimeOrEmpty = Type.String({
  pattern: `^$|${NEWS_TIME_PATTERN}`,
  description:
    'A time of day HH:MM in Minsk (Europe/Minsk), or an empty string when the time is not set.',
  examples: ['09:00', ''],
});
export type NewsTimeOrEmpty = Static<typeof NewsTimeOrEmpty>;

export const NewsDates = Type.Object(
  {
    date: IsoDateOrEmpty,
    startDate: IsoDateOrEmpty,
    expireDate: IsoDateOrEmpty,
    startTime: Type.Optional(NewsTimeOrEmpty),
    expireTime: Type.Optional(NewsTimeOrEmpty),
  },
  {
    additionalProperties: false,
    description:
      'Dates of a news item: publication date, first day shown and last day shown (inclusive). ' +
      'An empty start or end means no bound. Optional times of day (HH:MM, Minsk) narrow the ' +
      'bounds to the minute: the item shows from startTime on its startDate and until expireTime ' +
      'on its expireDate, that minute included; a time needs its date. Without times the bounds ' +
      'are whole days, both inclusive.',
  },
);
export type NewsDates = Static<typeof NewsDates>;
