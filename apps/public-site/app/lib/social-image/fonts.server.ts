import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** A font as satori takes it. */
export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

/**
 * The site's typeface (Golos Text, as app/styles/fonts.css sets it) from the
 * @fontsource/golos-text package, never from the internet: its Latin, Latin Extended and Cyrillic
 * subsets in the two weights the picture uses, as WOFF (satori reads no WOFF2). Each subset is a
 * family of its own: satori falls back from one listed family to the next for a character the
 * first lacks, but not between files of one family.
 */
export const CARD_FONT_FAMILIES = [
  'Golos Text Latin',
  'Golos Text Cyrillic',
  'Golos Text Latin Ext',
] as const;

const SUBSETS: Readonly<Record<(typeof CARD_FONT_FAMILIES)[number], string>> = {
  'Golos Text Latin': 'latin',
  'Golos Text Cyrillic': 'cyrillic',
  'Golos Text Latin Ext': 'latin-ext',
};

const require = createRequire(import.meta.url);
let loaded: Promise<CardFont[]> | undefined;

/** The fonts, read once (about 70 kB). */
export function cardFonts(): Promise<CardFont[]> {
  loaded ??= Promise.all(
    CARD_FONT_FAMILIES.flatMap((name) =>
      ([400, 700] as const).map(async (weight) => ({
        name,
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(
            `@fontsource/golos-text/files/golos-text-${SUBSETS[name]}-${weight}-normal.woff`,
          ),
        ),
      })),
    ),
  );
  return loaded;
}
