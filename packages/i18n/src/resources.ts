import { en } from './locales/en';
import { ru } from './locales/ru';
import type { PublicLanguage } from './languages';

/** The catalogue shape, defined by the Russian texts. */
export type Catalogue = typeof ru;

/** A top-level section of the catalogue (a page, or a part of the frame). */
export type SectionName = keyof Catalogue;

/** Dotted path of every text in the catalogue, e.g. 'detailedNewsMain.notFound'. */
export type CatalogueKey = LeafKeys<Catalogue>;

type LeafKeys<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafKeys<T[K]>}`;
}[keyof T & string];

/** Every catalogue language, each with all sections. `by` has none and falls back to ru. */
export const resources: Readonly<Record<PublicLanguage, Catalogue>> = { ru, en };

/** The names of all sections, in catalogue order. */
export const SECTION_NAMES = Object.keys(ru) as SectionName[];
