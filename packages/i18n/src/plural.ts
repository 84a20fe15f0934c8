import type { PublicLanguage } from './languages';

/** The plural forms the catalogue's counted texts are keyed by (`…one`, `…few`, `…many`). */
export type PluralForm = 'one' | 'few' | 'many';

const RULES: Record<PublicLanguage, Intl.PluralRules> = {
  ru: new Intl.PluralRules('ru-RU'),
  en: new Intl.PluralRules('en-GB'),
};

/**
 * The catalogue's form for a count in a language, by the language's own rules (Intl.PluralRules):
 * Russian one (1, 21…), few (2–4, 22…), many (the rest); English one (1) and many (the rest, 21
 * included — English has no «few»).
 */
export function pluralForm(language: PublicLanguage, count: number): PluralForm {
  const form = RULES[language].select(count);
  return form === 'one' || form === 'few' ? form : 'many';
}
