import type { PublicLanguage } from '@fuelcard/i18n';
import { checkFillTime } from '@fuelcard/contracts/application-check';
import { data, redirect, type AppLoadContext } from 'react-router';
import {
  APPLICATION_FIELDS,
  applicationBody,
  applicationErrors,
  applicationValues,
  type ApplicationErrors,
  type ApplicationField,
  type ApplicationValues,
} from './application-form';
import { productOf, regionForApi, REGION_VALUES } from './application-options.server';
import { sentCookies } from './application-sent.server';
import { queryLanguage, requestLanguage } from './language.server';
import { siteConfig } from './site-config.server';

/** How long the site waits for the API's answer before it tells the visitor to try again. */
export const APPLICATION_API_TIMEOUT_MS = 8_000;
/** How long a form's page waits for its signed time before it shows the form without one. */
export const FORM_START_TIMEOUT_MS = 3_000;

/**
 * When the form is shown, as the API signs it (`GET /api/applications/form-start`): the API takes
 * no other time for the fill-time check. The API down or slow: the time of this server without a
 * signature — the API is needed to send the form anyway, and refuses it as sent too fast, which
 * gives the form a signed time (`submitApplication`). Never throws.
 */
export async function formStart(
  apiUrl: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ startedAt: string; startedAtSignature: string }> {
  try {
    const response = await fetchImpl(`${apiUrl}/api/applications/form-start`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FORM_START_TIMEOUT_MS),
    });
    const body: unknown = await response.json();
    if (
      response.ok &&
      isObject(body) &&
      typeof body.startedAt === 'number' &&
      Number.isSafeInteger(body.startedAt) &&
      typeof body.startedAtSignature === 'string' &&
      body.startedAtSignature.length <= 200
    )
      return { startedAt: String(body.startedAt), startedAtSignature: body.startedAtSignature };
  } catch {
    // Shown without a signature (below).
  }
  return { startedAt: String(Date.now()), startedAtSignature: '' };
}

/** A problem with the whole form rather than one field (application.errors.<problem>). */
export type ApplicationProblem = 'tooFast' | 'tooMany' | 'unavailable' | 'rejected';

/** What the action answers when the application was not taken: the form again, as it was sent. */
export interface ApplicationRejection {
  values: ApplicationValues;
  errors: ApplicationErrors;
  problem: ApplicationProblem | null;
}

/** An application reference as the API gives it (letters, digits, dashes). */
const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;

/** The reference a `?reference=` shows after a sent application, or null. */
export function referenceOf(request: Request): string | null {
  const reference = new URL(request.url).searchParams.get('reference');
  return reference !== null && REFERENCE.test(reference) ? reference : null;
}

/**
 * The body of `POST /api/applications` from the form's checked values: the office's name as the
 * region, the product only when it is one of the site's product pages.
 */
export function applicationCall(values: ApplicationValues, lang: PublicLanguage) {
  const {
    product: _asked,
    startedAt,
    ...body
  } = applicationBody(values, lang, regionForApi(values.region));
  const product = productOf(values.product, 'ru');
  return {
    ...body,
    ...(product ? { product: product.path } : {}),
    startedAt: Number.isFinite(startedAt) ? startedAt : 0,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form fields the API's 400 names (its field names are the form's; `region` and the rest). */
function fieldsOf(body: unknown): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (!isObject(body) || !isObject(body.fields)) return errors;
  for (const name of Object.keys(body.fields)) {
    const field = name.replace(/^\//, '').split(/[/.[]/, 1)[0] as ApplicationField;
    if ((APPLICATION_FIELDS as readonly string[]).includes(field)) errors[field] = 'invalid';
  }
  return errors;
}

type ApiAnswer =
  | { kind: 'accepted'; reference: string }
  | {
      kind: 'refused';
      errors: ApplicationErrors;
      problem: ApplicationProblem | null;
      /** The API did not take the form's signed time: the form comes back with a new one. */
      unsigned?: boolean;
    };

/** Sends the application to the API and reads its answer; never throws. */
export async function sendApplication(
  apiUrl: string,
  call: ReturnType<typeof applicationCall>,
  clientIp: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiAnswer> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetchImpl(`${apiUrl}/api/applications`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(clientIp ? { 'x-forwarded-for': clientIp } : {}),
      },
      body: JSON.stringify(call),
      signal: AbortSignal.timeout(APPLICATION_API_TIMEOUT_MS),
    });
    body = await response.json().catch(() => null);
  } catch {
    return { kind: 'refused', errors: {}, problem: 'unavailable' };
  }
  if (
    response.status === 201 &&
    isObject(body) &&
    typeof body.reference === 'string' &&
    REFERENCE.test(body.reference)
  )
    return { kind: 'accepted', reference: body.reference };
  if (response.status === 429) return { kind: 'refused', errors: {}, problem: 'tooMany' };
  if (response.status === 400) {
    // A time the API did not sign (or a form without one) counts as sent too fast.
    if (isObject(body) && body.field === 'startedAtSignature')
      return { kind: 'refused', errors: {}, problem: 'tooFast', unsigned: true };
    const errors = fieldsOf(body);
    if (Object.keys(errors).length > 0) return { kind: 'refused', errors, problem: null };
    const message = isObject(body) && typeof body.error === 'string' ? body.error : '';
    return { kind: 'refused', errors, problem: /быстро/i.test(message) ? 'tooFast' : 'rejected' };
  }
  return { kind: 'refused', errors: {}, problem: 'unavailable' };
}

/**
 * The form again with what is wrong (400, or 503 while the API cannot take it). A form opened over
 * a day ago (or with a time it cannot have), or whose time the API did not take as its own, comes
 * back with a new signed time, so that it can be sent once corrected (the API refuses a stale or
 * unsigned form); any other keeps its time (a quick correction is not "too fast").
 */
async function rejection(
  values: ApplicationValues,
  errors: ApplicationErrors,
  problem: ApplicationProblem | null,
  renew: { apiUrl: string; fetchImpl: typeof fetch; unsigned?: boolean },
) {
  const status = problem === 'unavailable' ? 503 : problem === 'tooMany' ? 429 : 400;
  const shownAt = Number(values.startedAt);
  const stale = !Number.isFinite(shownAt) || checkFillTime(shownAt, Date.now()) === 'stale';
  const kept =
    stale || renew.unsigned
      ? { ...values, ...(await formStart(renew.apiUrl, renew.fetchImpl)) }
      : values;
  return data<ApplicationRejection>({ values: kept, errors, problem }, { status });
}

/**
 * The form's server action: the values checked by the form's rules, then sent to the API. Taken:
 * a redirect to the page with the reference (a reload does not send it again), with the phone and
 * e-mail sent in a short-lived cookie for the page to echo (application-sent.server.ts). Not taken: the
 * form again with every value kept and each wrong field marked; the API down or slow is a
 * problem of the whole form, never a 500.
 */
export async function submitApplication(
  request: Request,
  context: AppLoadContext | undefined,
  fetchImpl: typeof fetch = fetch,
) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const values = applicationValues(form);
  const { apiUrl, siteUrl } = siteConfig(context);
  const errors = applicationErrors(values, REGION_VALUES);
  if (Object.keys(errors).length > 0) return rejection(values, errors, null, { apiUrl, fetchImpl });
  const lang = requestLanguage(request);
  const call = applicationCall(values, lang);
  const answer = await sendApplication(apiUrl, call, context?.clientIp, fetchImpl);
  if (answer.kind === 'refused')
    return rejection(values, answer.errors, answer.problem, {
      apiUrl,
      fetchImpl,
      unsigned: answer.unsigned,
    });
  const params = new URLSearchParams({ reference: answer.reference });
  const asked = queryLanguage(request);
  if (asked) params.set('lang', asked);
  const secure = (siteUrl ?? request.url).startsWith('https:');
  const headers = new Headers();
  for (const cookie of sentCookies(answer.reference, call, secure))
    headers.append('set-cookie', cookie);
  return redirect(`/application?${params.toString()}`, { status: 303, headers });
}
