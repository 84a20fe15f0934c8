import {
  APPLICATION_INTERESTS,
  APPLICATION_LANGUAGES,
  APPLICATION_LIMITS as L,
  APPLICATION_MAX_FORM_AGE_MS,
  APPLICATION_MIN_FILL_MS,
  APPLICATION_TYPES,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  PRODUCT_PATTERN,
  UNP_PATTERN,
} from './application-rules';
import type { ApplicationRequest } from '../schemas/applications';
import { cleanLine, cleanLines } from './clean-text';

/** The fields of an application, in the form's order (the first invalid one leads). */
export const APPLICATION_FIELDS = [
  'type',
  'product',
  'company',
  'unp',
  'contact',
  'phone',
  'email',
  'region',
  'interests',
  'message',
  'consent',
  'lang',
  'website',
  'startedAt',
  'startedAtSignature',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/**
 * What is wrong with a field: missing or blank; a JSON value of the wrong type; shorter or longer
 * than its limits (for interests: fewer or more choices); not in its format (УНП, phone, e-mail,
 * page); a value not among the allowed ones; a choice given twice; consent not given.
 */
export type ApplicationProblem =
  | 'required'
  | 'type'
  | 'tooShort'
  | 'tooLong'
  | 'format'
  | 'notAllowed'
  | 'duplicate'
  | 'notAccepted';

export type ApplicationProblems = Partial<Record<ApplicationField, ApplicationProblem>>;

export type ApplicationCheck =
  | { ok: true; value: ApplicationRequest }
  | {
      ok: false;
      /** Every invalid field, in the form's order. */
      fields: ApplicationProblems;
      /** Names the body has that an application has not. */
      unknownFields: string[];
      /** The body is not a JSON object at all. */
      notAnObject: boolean;
    };

const unp = new RegExp(UNP_PATTERN);
const phone = new RegExp(PHONE_PATTERN);
const email = new RegExp(EMAIL_PATTERN);
const product = new RegExp(PRODUCT_PATTERN);

/** A required text whose trimmed length is checked. */
function text(value: unknown, min: number, max: number): ApplicationProblem | undefined {
  if (value === undefined) return 'required';
  if (typeof value !== 'string') return 'type';
  const length = value.trim().length;
  if (length === 0) return 'required';
  if (length < min) return 'tooShort';
  if (value.length > max) return 'tooLong';
  return undefined;
}

function oneOf(values: readonly string[], value: unknown): ApplicationProblem | undefined {
  if (value === undefined) return 'required';
  if (typeof value !== 'string') return 'type';
  return values.includes(value) ? undefined : 'notAllowed';
}

const checks: Record<ApplicationField, (value: unknown) => ApplicationProblem | undefined> = {
  type: (value) => oneOf(APPLICATION_TYPES, value),
  product: (value) => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return 'type';
    if (value.length > L.product.max) return 'tooLong';
    return product.test(value) ? undefined : 'format';
  },
  company: (value) => text(value, L.company.min, L.company.max),
  unp: (value) => {
    if (value === undefined) return 'required';
    if (typeof value !== 'string') return 'type';
    if (value === '') return 'required';
    return unp.test(value) ? undefined : 'format';
  },
  contact: (value) => text(value, L.contact.min, L.contact.max),
  phone: (value) => {
    const problem = text(value, 1, L.phone.max);
    if (problem) return problem;
    const digits = (value as string).replace(/\D/g, '').length;
    return phone.test(value as string) && digits >= L.phone.minDigits ? undefined : 'format';
  },
  email: (value) => {
    const problem = text(value, 1, L.email.max);
    if (problem) return problem;
    return email.test(value as string) ? undefined : 'format';
  },
  region: (value) => text(value, L.region.min, L.region.max),
  interests: (value) => {
    if (value === undefined) return 'required';
    if (!Array.isArray(value)) return 'type';
    if (value.length < L.interests.min) return 'required';
    if (value.some((entry) => typeof entry !== 'string')) return 'type';
    if (value.some((entry) => !(APPLICATION_INTERESTS as readonly unknown[]).includes(entry)))
      return 'notAllowed';
    if (new Set(value).size !== value.length) return 'duplicate';
    return value.length > L.interests.max ? 'tooLong' : undefined;
  },
  message: (value) => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return 'type';
    return value.length > L.message.max ? 'tooLong' : undefined;
  },
  consent: (value) =>
    value === true ? undefined : value === undefined ? 'required' : 'notAccepted',
  lang: (value) => oneOf(APPLICATION_LANGUAGES, value),
  website: (value) => {
    if (value === undefined) return 'required';
    if (typeof value !== 'string') return 'type';
    return value.length > L.website.max ? 'tooLong' : undefined;
  },
  startedAt: (value) => {
    if (value === undefined) return 'required';
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'type';
    return value < 0 ? 'notAllowed' : undefined;
  },
  startedAtSignature: (value) => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return 'type';
    return value.length > L.startedAtSignature.max ? 'tooLong' : undefined;
  },
};

/**
 * Checks an application body whole: every field's problem at once (the form shows them all),
 * the same rules as the ApplicationRequest schema plus what a schema cannot say (trimmed lengths,
 * at least 7 digits in a phone). The site checks with it before sending; the API answers with it.
 */
export function checkApplication(body: unknown): ApplicationCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, fields: {}, unknownFields: [], notAnObject: true };
  const record = body as Record<string, unknown>;
  const fields: ApplicationProblems = {};
  for (const field of APPLICATION_FIELDS) {
    const problem = checks[field](record[field]);
    if (problem) fields[field] = problem;
  }
  const known: readonly string[] = APPLICATION_FIELDS;
  const unknownFields = Object.keys(record).filter((key) => !known.includes(key));
  if (Object.keys(fields).length > 0 || unknownFields.length > 0)
    return { ok: false, fields, unknownFields, notAnObject: false };
  return { ok: true, value: record as unknown as ApplicationRequest };
}

/**
 * Whether a form shown at `startedAt` may be submitted at `nowMs`: 'tooFast' sooner than 3 s
 * after, 'stale' in the future or older than 24 h.
 */
export function checkFillTime(startedAt: number, nowMs: number): 'tooFast' | 'stale' | undefined {
  if (startedAt > nowMs || nowMs - startedAt > APPLICATION_MAX_FORM_AGE_MS) return 'stale';
  return nowMs - startedAt < APPLICATION_MIN_FILL_MS ? 'tooFast' : undefined;
}

/**
 * The values as stored: control characters and invisible formatting (zero-width, bidirectional)
 * removed — one-line texts also lose their line breaks — and only then trimmed, so that nothing
 * removed leaves a space behind; an empty page or message absent. A text that was nothing but
 * such characters is empty: check the result again.
 */
export function normalizeApplication(value: ApplicationRequest): ApplicationRequest {
  const message = value.message === undefined ? undefined : cleanLines(value.message);
  const page = value.product === undefined ? undefined : cleanLine(value.product);
  return {
    ...value,
    company: cleanLine(value.company),
    contact: cleanLine(value.contact),
    phone: cleanLine(value.phone),
    email: cleanLine(value.email),
    region: cleanLine(value.region),
    ...(page ? { product: page } : { product: undefined }),
    ...(message ? { message } : { message: undefined }),
  };
}
