/*
 * The application form's fields and their rules (issue 25), shared by the page in the browser
 * (errors on blur and before sending) and its server action. The rules are those of the API's
 * `POST /api/applications`; the server action checks the assembled call with the contract's
 * schema as well (application.server.ts).
 */

export const APPLICATION_TYPES = ['client', 'partner', 'demo'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const APPLICATION_INTERESTS = ['fuel-cards', 'e-money', 'partner-station', 'software'] as const;
export type ApplicationInterest = (typeof APPLICATION_INTERESTS)[number];

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
  'contact',
  'phone',
  'email',
  'region',
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
}

/** Which fields are wrong (their message is the catalogue's application.errors.<field>). */
export type ApplicationErrors = Partial<Record<ApplicationField, true>>;

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
  };
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

const between = (value: string, min: number, max: number) => {
  const length = value.trim().length;
  return length >= min && length <= max;
};

const PHONE_CHARACTERS = /^[\d\s+()-]+$/;
// One @, something on both sides, a dot in the domain, no spaces (as the API's `format: email`).
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Whether one field breaks its rule; `regions` are the region values the form offers. */
export function fieldIsWrong(
  field: ApplicationField,
  values: ApplicationValues,
  regions: readonly string[],
): boolean {
  switch (field) {
    case 'type':
      return !isOneOf(APPLICATION_TYPES, values.type);
    case 'company':
      return !between(values.company, 2, 200);
    case 'unp':
      return !/^\d{9}$/.test(values.unp.trim());
    case 'contact':
      return !between(values.contact, 2, 120);
    case 'phone': {
      const phone = values.phone.trim();
      return (
        phone.length < 7 ||
        phone.length > 30 ||
        !PHONE_CHARACTERS.test(phone) ||
        phone.replace(/\D/g, '').length < 7
      );
    }
    case 'email': {
      const email = values.email.trim();
      return email.length > 254 || !EMAIL.test(email);
    }
    case 'region':
      return !regions.includes(values.region);
    case 'interests':
      return (
        values.interests.length < 1 ||
        values.interests.length > APPLICATION_INTERESTS.length ||
        new Set(values.interests).size !== values.interests.length ||
        !values.interests.every((interest) => isOneOf(APPLICATION_INTERESTS, interest))
      );
    case 'message':
      return values.message.length > 2000;
    case 'consent':
      return !values.consent;
  }
}

/** Every wrong field at once. */
export function applicationErrors(
  values: ApplicationValues,
  regions: readonly string[],
): ApplicationErrors {
  const errors: ApplicationErrors = {};
  for (const field of APPLICATION_FIELDS) if (fieldIsWrong(field, values, regions)) errors[field] = true;
  return errors;
}

/** The application type a `?type=` asks for, or null for anything else. */
export function applicationTypeOf(value: string | null): ApplicationType | null {
  return value !== null && isOneOf(APPLICATION_TYPES, value) ? value : null;
}
