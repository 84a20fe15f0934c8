/*
 * The rules of an application as plain data, without the schema builder, so that a page can
 * check a form (check-application.ts) without pulling TypeBox into its bundle.
 */

export const APPLICATION_TYPES = ['client', 'partner', 'demo'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const APPLICATION_INTERESTS = [
  'fuel-cards',
  'e-money',
  'partner-station',
  'software',
] as const;
export type ApplicationInterest = (typeof APPLICATION_INTERESTS)[number];

export const APPLICATION_LANGUAGES = ['ru', 'en'] as const;
export type ApplicationLanguage = (typeof APPLICATION_LANGUAGES)[number];

/** new → in_progress → closed; spam: a filled honeypot, or marked so in the console. */
export const APPLICATION_STATUSES = ['new', 'in_progress', 'closed', 'spam'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Lengths (characters) of the fields; `company`, `contact` and `region` count trimmed. */
export const APPLICATION_LIMITS = {
  product: { max: 200 },
  company: { min: 2, max: 200 },
  contact: { min: 2, max: 120 },
  phone: { min: 7, max: 30, minDigits: 7 },
  email: { max: 254 },
  region: { min: 1, max: 100 },
  interests: { min: 1, max: 4 },
  message: { max: 2000 },
  website: { max: 500 },
  startedAtSignature: { max: 200 },
  note: { max: 2000 },
} as const;

/** A submission sooner than this after the form was shown is refused (a bot). */
export const APPLICATION_MIN_FILL_MS = 3000;
/** A form shown longer ago than this (or in the future) is refused: reload it. */
export const APPLICATION_MAX_FORM_AGE_MS = 24 * 60 * 60 * 1000;

/** УНП: the 9-digit payer number of a Belarusian organisation. */
export const UNP_PATTERN = '^\\d{9}$';
export const PHONE_PATTERN = '^[0-9 +()\\-]{7,30}$';
/**
 * An address as mail systems take it: the local part's allowed characters (no `?`, `&`, `<`, `>`,
 * quotes or commas, which would turn a `mailto:` link or a Reply-To into something else), a domain
 * of labels and a letter TLD. The mail server is the real check.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\\.[A-Za-z]{2,63}$";
/** A page of the site the visitor came from ('' or absent: none). */
export const PRODUCT_PATTERN = '^(/\\S*)?$';
