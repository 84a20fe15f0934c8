import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { PageI18n, Translate } from './create-i18n-with-texts';
import { pluralForm, type PluralForm } from './plural';

const I18nContext = createContext<PageI18n | null>(null);

/**
 * Hands the console's translations (createI18nWithTexts) to its components: a plain context, no
 * i18next in the browser (about 18 kB of gzip off the console's first load, issue 26 §9). Texts
 * added later (addTexts) are read by `t` at once; a lazily loaded screen adds its texts before it
 * renders.
 */
export function I18nProvider({ i18n, children }: { i18n: PageI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** The translation function of the instance given to the nearest I18nProvider. */
export function useT(): Translate {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT needs an I18nProvider.');
  return i18n.t;
}

/** The catalogue's plural form for a count in the page's language (see pluralForm). */
export function usePluralForm(): (count: number) => PluralForm {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('usePluralForm needs an I18nProvider.');
  const { language } = i18n;
  return (count) => pluralForm(language, count);
}

/** The language of the instance given to the nearest I18nProvider (a calendar's month names). */
export function useLanguage(): PageI18n['language'] {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useLanguage needs an I18nProvider.');
  return i18n.language;
}
