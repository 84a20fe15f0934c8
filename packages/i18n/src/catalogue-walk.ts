import type { TextTree } from './types';

/** Every text of a catalogue tree as [dotted key, text] pairs, in order. */
export function flattenCatalogue(tree: TextTree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([name, value]): Array<[string, string]> => {
    const key = prefix === '' ? name : `${prefix}.${name}`;
    return typeof value === 'string' ? [[key, value]] : flattenCatalogue(value, key);
  });
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The interpolation placeholders of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').sort();
}

/** A text as shown when nothing is interpolated: placeholders and the space before them removed. */
export function withoutPlaceholders(text: string): string {
  return text.replace(/\s*\{\{\s*[\w.]+\s*\}\}/g, '').trim();
}
