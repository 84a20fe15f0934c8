import { Type, type Static } from '@sinclair/typebox';
import type {
  APPLICATION_INTERESTS,
  APPLICATION_LANGUAGES,
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
} from '../applications/application-rules';
import {
  APPLICATION_LIMITS,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  PRODUCT_PATTERN,
  UNP_PATTERN,
} from '../applications/application-rules';

/*
 * Applications of visitors who want to become a client or partner, or to see a demo (issue 25):
 * the site's form at /application sends one to POST /api/applications; the console's «Заявки»
 * screen works them off (docs/decisions/api-0015-applications.md).
 */

export const ApplicationTypeSchema = Type.Union(
  [Type.Literal('client'), Type.Literal('partner'), Type.Literal('demo')],
  { description: 'What the visitor asks for.' },
);
export const ApplicationInterestSchema = Type.Union([
  Type.Literal('fuel-cards'),
  Type.Literal('e-money'),
  Type.Literal('partner-station'),
  Type.Literal('software'),
]);
export const ApplicationStatusSchema = Type.Union(
  [Type.Literal('new'), Type.Literal('in_progress'), Type.Literal('closed'), Type.Literal('spam')],
  { description: 'new (новая), in_progress (в работе), closed (закрыта), spam (спам).' },
);
const ApplicationLanguageSchema = Type.Union([Type.Literal('ru'), Type.Literal('en')], {
  description: "The form's language.",
});

const L = APPLICATION_LIMITS;

/** The body of POST /api/applications. `checkApplication` checks it whole, field by field. */
export const ApplicationRequest = Type.Object(
  {
    type: ApplicationTypeSchema,
    product: Type.Optional(
      Type.String({
        maxLength: L.product.max,
        pattern: PRODUCT_PATTERN,
        description: "The site page the form was opened from, such as '/equipment'.",
      }),
    ),
    company: Type.String({ minLength: L.company.min, maxLength: L.company.max }),
    unp: Type.String({ pattern: UNP_PATTERN, description: 'УНП: exactly 9 digits.' }),
    contact: Type.String({ minLength: L.contact.min, maxLength: L.contact.max }),
    phone: Type.String({
      minLength: L.phone.min,
      maxLength: L.phone.max,
      pattern: PHONE_PATTERN,
      description: 'Digits, spaces, + ( ) -; at least 7 digits.',
    }),
    email: Type.String({ maxLength: L.email.max, pattern: EMAIL_PATTERN }),
    region: Type.String({
      minLength: L.region.min,
      maxLength: L.region.max,
      description: 'An office or region name.',
    }),
    interests: Type.Array(ApplicationInterestSchema, {
      minItems: L.interests.min,
      maxItems: L.interests.max,
      uniqueItems: true,
    }),
    message: Type.Optional(Type.String({ maxLength: L.message.max })),
    consent: Type.Literal(true, { description: 'Consent to personal-data processing.' }),
    lang: ApplicationLanguageSchema,
    website: Type.String({
      maxLength: L.website.max,
      description: 'Honeypot: people leave it empty. A filled one is stored as spam (still 201).',
    }),
    startedAt: Type.Number({
      minimum: 0,
      description:
        'When the form was shown, ms since the epoch. Sooner than 3 s before the submission, ' +
        'in the future or older than 24 h: 400.',
    }),
    startedAtSignature: Type.Optional(
      Type.String({
        maxLength: APPLICATION_LIMITS.startedAtSignature.max,
        description:
          'The API’s signature of `startedAt`, as GET /api/applications/form-start gave them. ' +
          'Missing or not matching: 400 as a form sent too fast (field `startedAtSignature`).',
      }),
    ),
  },
  { additionalProperties: false, description: 'An application from the site’s form.' },
);
export type ApplicationRequest = Static<typeof ApplicationRequest>;

export const ApplicationCreated = Type.Object(
  {
    reference: Type.String({
      pattern: '^A-\\d{4}-\\d{6,}$',
      description:
        'The application’s number to quote, A-<year>-<6 digits or more past 999,999> (A-2026-000123).',
    }),
  },
  { description: 'The application was received.' },
);
export type ApplicationCreated = Static<typeof ApplicationCreated>;

export const ApplicationFormStart = Type.Object(
  {
    startedAt: Type.Number({ description: 'Now, ms since the epoch: when the form is shown.' }),
    startedAtSignature: Type.String({ description: 'The API’s signature of `startedAt`.' }),
  },
  { additionalProperties: false, description: 'A signed time for a form being shown.' },
);
export type ApplicationFormStart = Static<typeof ApplicationFormStart>;

export const ApplicationRefusal = Type.Object(
  {
    error: Type.String({ description: 'The first problem, in Russian.' }),
    field: Type.Optional(Type.String()),
    fields: Type.Optional(
      Type.Record(Type.String(), Type.String(), {
        description: 'Every invalid field at once: its name → its Russian message.',
      }),
    ),
  },
  { description: 'A refused application (400) or too many of them (429).' },
);
export type ApplicationRefusal = Static<typeof ApplicationRefusal>;

/* ---- The console ---- */

export const APPLICATIONS_PAGE_SIZE = 25;
export const APPLICATIONS_MAX_LIMIT = 100;
export const APPLICATIONS_SEARCH_MAX_LENGTH = 200;

export const ApplicationListQuery = Type.Object(
  {
    page: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,6}$', description: '1-based.' })),
    limit: Type.Optional(
      Type.String({ pattern: '^([1-9]\\d?|100)$', description: 'Rows a page (1–100, 25).' }),
    ),
    status: Type.Optional(ApplicationStatusSchema),
    q: Type.Optional(
      Type.String({
        maxLength: APPLICATIONS_SEARCH_MAX_LENGTH,
        description: 'Part of the company, УНП, contact, e-mail or reference (any case).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ApplicationListQuery = Static<typeof ApplicationListQuery>;

export const ApplicationAssignee = Type.Union(
  [
    Type.Object(
      { id: Type.Integer(), username: Type.Union([Type.String(), Type.Null()]) },
      { additionalProperties: false },
    ),
    Type.Null(),
  ],
  { description: 'Who took it (username null once that account is deleted).' },
);

export const ApplicationItem = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    reference: Type.String(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
    type: ApplicationTypeSchema,
    product: Type.Union([Type.String(), Type.Null()]),
    company: Type.String(),
    unp: Type.String(),
    contact: Type.String(),
    phone: Type.String(),
    email: Type.String(),
    region: Type.String(),
    interests: Type.Array(Type.String()),
    message: Type.String(),
    lang: Type.String(),
    status: ApplicationStatusSchema,
    assignee: ApplicationAssignee,
    note: Type.String(),
  },
  { additionalProperties: false },
);
export type ApplicationItem = Static<typeof ApplicationItem>;

export const ApplicationCounts = Type.Object(
  {
    new: Type.Integer({ minimum: 0 }),
    in_progress: Type.Integer({ minimum: 0 }),
    closed: Type.Integer({ minimum: 0 }),
    spam: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false, description: 'Applications in each status (search applied).' },
);
export type ApplicationCounts = Static<typeof ApplicationCounts>;

export const ApplicationPage = Type.Object(
  {
    items: Type.Array(ApplicationItem),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 1 }),
    counts: ApplicationCounts,
  },
  { description: 'A page of applications, newest first.' },
);
export type ApplicationPage = Static<typeof ApplicationPage>;

export const ApplicationUpdate = Type.Object(
  {
    status: Type.Optional(ApplicationStatusSchema),
    assigneeId: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), Type.Null()], {
        description: 'An administrator’s id; null: nobody.',
      }),
    ),
    note: Type.Optional(Type.String({ maxLength: L.note.max })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type ApplicationUpdate = Static<typeof ApplicationUpdate>;

/* The schemas and the plain rules state the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameValues: [
  Same<Static<typeof ApplicationTypeSchema>, (typeof APPLICATION_TYPES)[number]>,
  Same<Static<typeof ApplicationInterestSchema>, (typeof APPLICATION_INTERESTS)[number]>,
  Same<Static<typeof ApplicationStatusSchema>, (typeof APPLICATION_STATUSES)[number]>,
  Same<Static<typeof ApplicationLanguageSchema>, (typeof APPLICATION_LANGUAGES)[number]>,
] = [true, true, true, true];
void sameValues;
