import {
  DEFAULT_LANGUAGE,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  normalizeLanguage,
  toPublicLanguage,
  type PublicLanguage,
  type SupportedLanguage,
} from './languages';

export interface BrowserLanguageSources {
  /** The value the server put on `window[WINDOW_LANG_KEY]`. */
  windowValue?: unknown;
  /** The value saved under LANG_STORAGE_KEY. */
  stored?: string | null;
  /** `navigator.language`, or `navigator.languages` in order of preference. */
  browser?: string | readonly string[] | null;
}

/**
 * The initial language in the browser (spec §4): the window-provided value, else the stored
 * choice, else the browser language prefix, else Russian. Unrecognised values are skipped.
 */
export function detectLanguage({
  windowValue,
  stored,
  browser,
}: BrowserLanguageSources): SupportedLanguage {
  const browserValues = typeof browser === 'string' ? [browser] : (browser ?? []);
  for (const candidate of [windowValue, stored, ...browserValues]) {
    const language = normalizeLanguage(candidate);
    if (language !== null) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Language tags of an Accept-Language header, most preferred first (q=0 dropped). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      const weight = q === undefined ? 1 : Number(q);
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

export interface ServerLanguageSources {
  /** The `lang` query parameter. */
  query?: string | null;
  /** The value of the `lang` cookie. */
  cookie?: string | null;
  /** The Accept-Language request header. */
  acceptLanguage?: string | null;
}

/**
 * The language of a server-rendered public page: ?lang=, then the `lang` cookie, then the
 * Accept-Language header, else Russian. Only ru and en are offered publicly, so `by` gives ru.
 */
export function detectServerLanguage({
  query,
  cookie,
  acceptLanguage,
}: ServerLanguageSources): PublicLanguage {
  for (const candidate of [query, cookie, ...parseAcceptLanguage(acceptLanguage)]) {
    const language = normalizeLanguage(candidate);
    if (language !== null) return toPublicLanguage(language);
  }
  return DEFAULT_LANGUAGE;
}

/** The value of the `lang` cookie in a Cookie header, or null. */
export function readLangCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === LANG_COOKIE) {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    }
  }
  return null;
}

/** The cookie string that stores a language choice for one year on the whole site. */
export function serializeLangCookie(language: SupportedLanguage): string {
  return `${LANG_COOKIE}=${language}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/**
 * The Set-Cookie value that stores a `?lang=` choice as asked (`by` is stored as `by`, and shown in
 * Russian), or null when the query names no recognised language or the cookie already says the
 * same. Used by the page loaders and by the server's render cache, which stores such pages without
 * the cookie and gives each answer the cookie its own request needs.
 */
export function langCookieToSet(
  query: string | null | undefined,
  cookieHeader: string | null | undefined,
): string | null {
  const asked = normalizeLanguage(query);
  if (asked === null) return null;
  if (normalizeLanguage(readLangCookie(cookieHeader)) === asked) return null;
  return serializeLangCookie(asked);
}
