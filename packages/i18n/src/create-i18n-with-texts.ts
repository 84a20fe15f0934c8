import type { PublicLanguage } from './languages';
import type { TextTree } from './types';

export interface CreateI18nWithTextsOptions {
  /** The page's language. */
  lng: PublicLanguage;
  /** The catalogue sections the page needs, in that language (e.g. handed over by a loader). */
  texts: TextTree;
}

/** Values for a text's `{{name}}` placeholders, and the text to show when the key is missing. */
export type TranslateOptions = { defaultValue?: string } & Record<string, unknown>;

/** i18next's `t` as the public site uses it: a dotted key, placeholders, a default value. */
export type Translate = (key: string, options?: TranslateOptions) => string;

/** The translations of one page in one language. */
export interface PageI18n {
  readonly language: PublicLanguage;
  readonly isInitialized: true;
  readonly t: Translate;
  /** The texts held so far (addTexts merges into it). */
  readonly texts: TextTree;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function merge(target: TextTree, source: TextTree): void {
  for (const [name, value] of Object.entries(source)) {
    const current = target[name];
    if (typeof value === 'object' && typeof current === 'object') merge(current, value);
    else target[name] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

/**
 * The translations of a page, holding only the given texts (docs/decisions/public-site-0005).
 * It answers like i18next does for the site's texts: a dotted key gives its text with `{{name}}`
 * placeholders filled in; a missing key gives `defaultValue`, else the key itself. It imports
 * neither i18next (about 15 kB of gzip on every page) nor the catalogue: the server picks the
 * sections of each page and hands them over with the page's data.
 */
export function createI18nWithTexts({ lng, texts }: CreateI18nWithTextsOptions): PageI18n {
  const tree: TextTree = {};
  merge(tree, texts);
  const t: Translate = (key, options) => {
    let node: TextTree | string | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    const text = typeof node === 'string' ? node : (options?.defaultValue ?? key);
    return options
      ? text.replace(PLACEHOLDER, (placeholder, name: string) =>
          options[name] === undefined ? placeholder : String(options[name]),
        )
      : text;
  };
  return { language: lng, isInitialized: true, t, texts: tree };
}

/** Adds more sections of the page's language (deep merge; existing texts are overwritten). */
export function addTexts(instance: PageI18n, _lng: PublicLanguage, texts: TextTree): void {
  merge(instance.texts, texts);
}
