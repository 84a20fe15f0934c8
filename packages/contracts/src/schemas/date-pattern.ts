// Kept free of TypeBox so that the format registry can use it without pulling in the schema builder.

const dayOf31 = '(?:0[1-9]|[12]\\d|3[01])';
const dayOf30 = '(?:0[1-9]|[12]\\d|30)';
const dayOf28 = '(?:0[1-9]|1\\d|2[0-8])';
const commonDate = `\\d{4}-(?:(?:0[13578]|1[02])-${dayOf31}|(?:0[469]|11)-${dayOf30}|02-${dayOf28})`;
const leapYear = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:0[48]|[2468][048]|[13579][26])00)';
const leapDay = `${leapYear}-02-29`;

/**
 * A calendar date `YYYY-MM-DD` that exists in the Gregorian calendar (leap years included),
 * as a plain regular expression so that both Ajv (Fastify) and TypeBox enforce it.
 */
export const ISO_DATE_PATTERN = `^(?:${commonDate}|${leapDay})$`;
