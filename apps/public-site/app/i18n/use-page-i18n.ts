import { addTexts, createI18nWithTexts, type PublicLanguage, type TextTree } from '@fuelcard/i18n';
import { useMemo } from 'react';
import { useMatches } from 'react-router';

/**
 * One translation instance per page language, fed with the texts every matched route's loader hands
 * over (the root's frame sections plus the page's own). Adding texts is idempotent, so doing it
 * during render keeps server and browser output identical.
 */
export function usePageI18n(lang: PublicLanguage) {
  const matches = useMatches();
  const instance = useMemo(() => createI18nWithTexts({ lng: lang, texts: {} }), [lang]);
  for (const match of matches) {
    const texts = (match.loaderData as { texts?: TextTree } | undefined)?.texts;
    if (texts) addTexts(instance, lang, texts);
  }
  return instance;
}
