import { detectServerLanguage, readLangCookie } from '@fuelcard/i18n';

/** The visitor's language: ?lang=, then the lang cookie, then Accept-Language, else Russian. */
export function requestLanguage(request: Request) {
  const url = new URL(request.url);
  return detectServerLanguage({
    query: url.searchParams.get('lang'),
    cookie: readLangCookie(request.headers.get('cookie')),
    acceptLanguage: request.headers.get('accept-language'),
  });
}
