import {
  LANG_STORAGE_KEY,
  LANGUAGE_CHANGE_FAILED_ERROR,
  normalizeLanguage,
  readLangCookie,
  serializeLangCookie,
  toPublicLanguage,
  type PublicLanguage,
  type SupportedLanguage,
} from '@fuelcard/i18n';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';

/**
 * Keeps the language choice in local storage (i18nextLng) and the lang cookie in step. A `?lang=`
 * or a lang cookie is the visitor's choice and is stored as given (`by` stays `by`, shown in
 * Russian). Without either, a language stored earlier in local storage only wins over the
 * browser's language: it becomes the cookie and, when it differs, the page data is reloaded in
 * it. Without any choice the page's language is stored.
 */
export function useStoredLanguage(lang: PublicLanguage): void {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    try {
      const asked = normalizeLanguage(new URLSearchParams(window.location.search).get('lang'));
      const chosen = asked ?? normalizeLanguage(readLangCookie(document.cookie));
      const stored = normalizeLanguage(window.localStorage.getItem(LANG_STORAGE_KEY));
      if (chosen) {
        if (stored !== chosen) window.localStorage.setItem(LANG_STORAGE_KEY, chosen);
      } else if (stored) {
        document.cookie = serializeLangCookie(stored);
        if (toPublicLanguage(stored) !== lang) void revalidate();
      } else {
        window.localStorage.setItem(LANG_STORAGE_KEY, lang);
      }
    } catch {
      // Blocked storage: the lang cookie still carries the choice.
    }
  }, [lang, revalidate]);
}

/**
 * Switches the site's language: stores it in local storage and the lang cookie (path /, one
 * year) and reloads the page data, which the server renders in the new language. A `?lang=` in
 * the address would override the cookie, so it is dropped. A failure logs a console error.
 */
export function useLanguageSwitch(): (lang: SupportedLanguage) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  return useCallback(
    (lang: SupportedLanguage) => {
      const failed = (error: unknown) => console.error(LANGUAGE_CHANGE_FAILED_ERROR, error);
      try {
        window.localStorage.setItem(LANG_STORAGE_KEY, lang);
        document.cookie = serializeLangCookie(lang);
        const params = new URLSearchParams(location.search);
        if (params.has('lang')) {
          params.delete('lang');
          const search = params.toString();
          Promise.resolve(
            navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true }),
          ).catch(failed);
        } else {
          revalidator.revalidate().catch(failed);
        }
      } catch (error) {
        failed(error);
      }
    },
    [location.hash, location.pathname, location.search, navigate, revalidator],
  );
}
