import {
  detectServerLanguage,
  langCookieToSet,
  normalizeLanguage,
  readLangCookie,
  toPublicLanguage,
  type PublicLanguage,
} from '@fuelcard/i18n';

/** The visitor's language: ?lang=, then the lang cookie, then Accept-Language, else Russian. */
export function requestLanguage(request: Request): PublicLanguage {
  const url = new URL(request.url);
  return detectServerLanguage({
    query: url.searchParams.get('lang'),
    cookie: readLangCookie(request.headers.get('cookie')),
    acceptLanguage: request.headers.get('accept-language'),
  });
}

/** The language a recognised `?lang=` asks for (`by` shows Russian), or null when the query names none. */
export function queryLanguage(request: Request): PublicLanguage | null {
  const query = normalizeLanguage(new URL(request.url).searchParams.get('lang'));
  return query === null ? null : toPublicLanguage(query);
}

/**
 * The Set-Cookie value that stores a `?lang=` choice (path /, one year), or null when the query
 * holds no recognised language or the cookie already says the same.
 */
export function langCookieFromQuery(request: Request): string | null {
  return langCookieToSet(new URL(request.url).searchParams.get('lang'), request.headers.get('cookie'));
}
