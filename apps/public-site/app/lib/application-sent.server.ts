/**
 * Where the follow-up of a sent application goes (round 10, finding 13): the phone and e-mail the
 * visitor typed, echoed on «Заявка принята» so that a mistyped number can be noticed. The form's
 * action keeps them in a short-lived cookie on its redirect (the page with `?reference=` is a GET
 * that must not send the form again, and works without JavaScript); the page shows them only
 * under the reference they were sent with. Nothing from the address bar is ever echoed, so a
 * crafted link cannot make the page say «we will call +…».
 */

/** The cookie's name; listed on /cookie-policy (a technical cookie). */
export const SENT_COOKIE = 'application_sent';
/** Thirty minutes: long enough to reload the confirmation, short for a visitor's contact. */
export const SENT_COOKIE_MAX_AGE = 30 * 60;

/** The contact the visitor gave, as the API took it. */
export interface SentContact {
  phone: string;
  email: string;
}

/** The longest phone and e-mail the form takes (application-form.ts). */
const MAX = { phone: 60, email: 400 } as const;

const isContactText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * The form page's addresses: the page, and React Router's data address, which the browser asks
 * after a form sent with JavaScript (a cookie of `Path=/application` is not sent to
 * `/application.data`: the next character is not a `/`).
 */
const SENT_COOKIE_PATHS = ['/application', '/application.data'] as const;

/**
 * The `Set-Cookie`s of a sent application: one per address of the form's page (never the rest
 * of the site), unreadable by scripts.
 */
export function sentCookies(reference: string, contact: SentContact, secure: boolean): string[] {
  const value = Buffer.from(
    JSON.stringify({ reference, phone: contact.phone, email: contact.email }),
  ).toString('base64url');
  return SENT_COOKIE_PATHS.map((path) =>
    [
      `${SENT_COOKIE}=${value}`,
      `Path=${path}`,
      `Max-Age=${SENT_COOKIE_MAX_AGE}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(secure ? ['Secure'] : []),
    ].join('; '),
  );
}

/** The raw value of one cookie in a `Cookie` header, or null. */
function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * The contact sent with the application `reference`, from this visitor's own cookie; null when
 * there is none, it belongs to another application, or it is not what the action wrote.
 */
export function sentContactOf(request: Request, reference: string): SentContact | null {
  const raw = cookieValue(request.headers.get('cookie'), SENT_COOKIE);
  if (!raw || raw.length > 2000) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { reference: sentWith, phone, email } = parsed as Record<string, unknown>;
  if (sentWith !== reference) return null;
  if (!isContactText(phone, MAX.phone) || !isContactText(email, MAX.email)) return null;
  return { phone, email };
}
