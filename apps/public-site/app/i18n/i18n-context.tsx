import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, type ReactNode } from 'react';

const I18nContext = createContext<I18n | null>(null);

/**
 * Hands the page's i18next instance to the components. The site makes a new instance when the
 * language changes, so a plain context is all it needs; react-i18next's binding (about 2 KB on
 * every page) would add nothing here.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The translation function of the page's language. */
export function useT(): TFunction {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT needs an I18nProvider.');
  return i18n.t;
}
