import {
  createI18n,
  resources,
  type CatalogueKey,
  type PublicLanguage,
  type SectionName,
  type TextTree,
} from '@fuelcard/i18n';
import type { i18n } from 'i18next';

/** Sections every page shows: the header, navigation, search, footer, consent dialog and error page. */
export const FRAME_SECTIONS = ['common', 'header', 'nav', 'footer', 'cookies', 'errors'] as const satisfies readonly SectionName[];

/**
 * The texts a page needs in its language, handed to the browser with the page data: whole
 * sections ('home') or parts of them ('news.backToNews', 'home.partners').
 */
export function pageTexts(lang: PublicLanguage, paths: readonly (SectionName | `${SectionName}.${string}`)[]): TextTree {
  const catalogue = resources[lang] as unknown as TextTree;
  const texts: TextTree = {};
  for (const path of paths) {
    const parts = path.split('.');
    let source: TextTree | string | undefined = catalogue;
    let target = texts;
    parts.forEach((part, index) => {
      source = typeof source === 'object' ? source[part] : undefined;
      if (source === undefined) throw new Error(`No catalogue texts at "${path}".`);
      if (index === parts.length - 1) target[part] = source;
      else target = (target[part] ??= {}) as TextTree;
    });
  }
  return texts;
}

const instances = new Map<PublicLanguage, i18n>();

/** A server-side translation function of the whole catalogue (titles, descriptions, office names). */
export function translator(lang: PublicLanguage): (key: CatalogueKey | (string & {}), options?: Record<string, unknown>) => string {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n({ lng: lang });
    instances.set(lang, instance);
  }
  const { t } = instance;
  return (key, options) => t(key, options ?? {}) as string;
}
