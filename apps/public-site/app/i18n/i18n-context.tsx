import type { PageI18n, Translate } from '@fuelcard/i18n';
import { createContext, useContext, type ReactNode } from 'react';

const I18nContext = createContext<PageI18n | null>(null);

/**
 * Hands the page's translations to the components. The site makes a new instance when the
 * language changes, so a plain context is all it needs (no i18next in the browser: ADR
 * public-site-0005).
 */
export function I18nProvider({ i18n, children }: { i18n: PageI18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The page's language. */
export function useLanguage(): PageI18n['language'] {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useLanguage needs an I18nProvider.');
  return i18n.language;
}

/** The translation function of the page's language. */
export function useT(): Translate {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT needs an I18nProvider.');
  return i18n.t;
}
