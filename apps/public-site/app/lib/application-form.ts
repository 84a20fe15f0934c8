import {
  APPLICATION_INTERESTS,
  APPLICATION_TYPES,
  type ApplicationInterest,
  type ApplicationType,
} from '@fuelcard/contracts';
import { checkApplication } from '@fuelcard/contracts/application-check';

/*
 * The application form's fields (issue 25), shared by the page in the browser (errors on blur and
 * before sending) and its server action. The rules are the contract's (`checkApplication` of
 * `POST /api/applications`), applied to the very body the action sends.
 */

export { APPLICATION_INTERESTS, APPLICATION_TYPES };
export type { ApplicationInterest, ApplicationType };

/** The catalogue key of each interest's label (application.fields.interests.*). */
export const INTEREST_KEYS: Readonly<Record<ApplicationInterest, string>> = {
  'fuel-cards': 'fuelCards',
  'e-money': 'eMoney',
  'partner-station': 'partnerStation',
  software: 'software',
};

/** The value of the region choice that names no office. */
export const OTHER_REGION = 'other';

/** The fields a visitor fills in, in the order the form shows them (and the error summary lists them). */
export const APPLICATION_FIELDS = [
  'type',
  'company',
  'unp',
  'region',
  'contact',
  'phone',
  'email',
  'interests',
  'message',
  'consent',
] as const;
export type ApplicationField = (typeof APPLICATION_FIELDS)[number];

/** What the form holds, as sent (strings, the interests ticked, the consent box). */
export interface ApplicationValues {
  type: string;
  product: string;
  company: string;
  unp: string;
  contact: string;
  phone: string;
  email: string;
  region: string;
  interests: string[];
  message: string;
  consent: boolean;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
  /** When the server showed the form (ms since the epoch, as text). */
  startedAt: string;
  /** The API's signature of `startedAt` ('' when the API could not give one). */
  startedAtSignature: string;
}

/** What is wrong with a field: left empty, or filled against its rule. */
export type ApplicationFieldError = 'missing' | 'invalid';

/** Which fields are wrong and how (their message: `errorMessageKey`). */
export type ApplicationErrors = Partial<Record<ApplicationField, ApplicationFieldError>>;

/** The fields whose empty value has its own message (what to enter) apart from the rule's. */
const MISSING_MESSAGE_FIELDS: readonly ApplicationField[] = [
  'company',
  'unp',
  'contact',
  'phone',
  'email',
];

/**
 * The catalogue key of a wrong field's message: application.errors.missing.<field> for an empty
 * text field («Укажите телефон»), else application.errors.<field> (the field's rule).
 */
export const errorMessageKey = (field: ApplicationField, error: ApplicationFieldError): string =>
  error === 'missing' && MISSING_MESSAGE_FIELDS.includes(field)
    ? `application.errors.missing.${field}`
    : `application.errors.${field}`;

/** The id of a field's control on the page (the error summary links to it). */
export const fieldId = (field: ApplicationField): string =>
  field === 'interests'
    ? 'application-interests-fuel-cards'
    : field === 'type'
      ? 'application-type-client'
      : `application-${field}`;

const text = (form: FormData, name: string, max = 4000): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

/** The form's values from its submitted data (anything missing is empty). */
export function applicationValues(form: FormData): ApplicationValues {
  return {
    type: text(form, 'type', 20),
    product: text(form, 'product', 200),
    company: text(form, 'company', 400),
    unp: text(form, 'unp', 40),
    contact: text(form, 'contact', 400),
    phone: text(form, 'phone', 60),
    email: text(form, 'email', 400),
    region: text(form, 'region', 40),
    interests: form
      .getAll('interests')
      .filter((value): value is string => typeof value === 'string')
      .slice(0, 10),
    message: text(form, 'message', 4000),
    consent: form.get('consent') === 'on' || form.get('consent') === 'true',
    website: text(form, 'website', 400),
    startedAt: text(form, 'startedAt', 20),
    startedAtSignature: text(form, 'startedAtSignature', 200),
  };
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * The body of `POST /api/applications` the form's values make: texts trimmed, an empty message
 * left out; `region` and `product` as given (the server action puts the office's name and a
 * known product page in their place).
 */
export function applicationBody(
  values: ApplicationValues,
  lang: 'ru' | 'en',
  region = values.region,
) {
  const message = values.message.trim();
  const product = values.product.trim();
  return {
    type: values.type,
    ...(product === '' ? {} : { product }),
    company: values.company.trim(),
    unp: values.unp.trim(),
    contact: values.contact.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    region,
    interests: values.interests,
    ...(message === '' ? {} : { message }),
    consent: values.consent,
    lang,
    website: values.website,
    startedAt: Number.parseInt(values.startedAt, 10),
    ...(values.startedAtSignature === '' ? {} : { startedAtSignature: values.startedAtSignature }),
  };
}

/**
 * Every wrong field at once, by the contract's check of the body the values make; the region must
 * also be one the form offers (`regions`).
 */
export function applicationErrors(
  values: ApplicationValues,
  regions: readonly string[],
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const check = checkApplication(applicationBody(values, 'ru'));
  if (!check.ok)
    for (const field of APPLICATION_FIELDS) {
      const problem = check.fields[field];
      if (problem) errors[field] = problem === 'required' ? 'missing' : 'invalid';
    }
  if (!regions.includes(values.region)) errors.region = values.region === '' ? 'missing' : 'invalid';
  return errors;
}

/** What is wrong with one field, if anything. */
export function fieldError(
  field: ApplicationField,
  values: ApplicationValues,
  regions: readonly string[],
): ApplicationFieldError | undefined {
  return applicationErrors(values, regions)[field];
}

/** The application type a `?type=` asks for, or null for anything else. */
export function applicationTypeOf(value: string | null): ApplicationType | null {
  return value !== null && isOneOf(APPLICATION_TYPES, value) ? value : null;
}
