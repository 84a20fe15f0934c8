import {
  LANG_STORAGE_KEY,
  LANGUAGE_CHANGE_FAILED_ERROR,
  serializeLangCookie,
  type PublicLanguage,
} from '@fuelcard/i18n';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';

/** Keeps the page's language in local storage (i18nextLng), as the language detector's cache. */
export function useStoredLanguage(lang: PublicLanguage): void {
  useEffect(() => {
    try {
      if (window.localStorage.getItem(LANG_STORAGE_KEY) !== lang) window.localStorage.setItem(LANG_STORAGE_KEY, lang);
    } catch {
      // Blocked storage: the lang cookie still carries the choice.
    }
  }, [lang]);
}

/**
 * Switches the site's language: stores it in local storage and the lang cookie (path /, one
 * year) and reloads the page data, which the server renders in the new language. A `?lang=` in
 * the address would override the cookie, so it is dropped. A failure logs a console error.
 */
export function useLanguageSwitch(): (lang: PublicLanguage) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  return useCallback(
    (lang: PublicLanguage) => {
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
