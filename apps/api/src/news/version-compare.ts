import type { TextDiffPart } from '@fuelcard/contracts';
import { diffWords } from 'diff';
import { Parser } from 'htmlparser2';
import type { StoredNews } from '../db/port';

/** Elements after which the text of a description breaks a line. */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'li', 'ul', 'ol', 'br', 'div', 'blockquote']);

/** The text of a (sanitized) description as people read it: tags gone, blocks on their lines. */
export function descriptionText(html: string): string {
  let text = '';
  const parser = new Parser(
    {
      ontext: (chunk) => {
        text += chunk;
      },
      onclosetag: (name) => {
        if (BLOCKS.has(name)) text += '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Words as Unicode's word boundaries give them (jsdiff's own tokenizer knows Latin letters only and
 * would split a Cyrillic word into letters).
 */
const WORDS = new Intl.Segmenter('ru', { granularity: 'word' });

/** A word diff of two texts, from `before` (removed) to `after` (added). */
function wordDiff(before: string, after: string): TextDiffPart[] {
  return diffWords(before, after, { intlSegmenter: WORDS }).map((part) => ({
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
    text: part.value,
  }));
}

/** A word diff of two descriptions' text, from `before` (removed) to `after` (added). */
export function descriptionDiff(before: string, after: string): TextDiffPart[] {
  return wordDiff(descriptionText(before), descriptionText(after));
}

/** Plain fields that are texts: a change to one is also shown word by word. */
const TEXT_FIELDS = new Set([
  'titles.ru',
  'titles.en',
  'cover.alt.ru',
  'cover.alt.en',
  'seo.description.ru',
  'seo.description.en',
  'seo.title.ru',
  'seo.title.en',
]);

/** The plain fields of an item, named as the comparison shows them. */
function fields(item: StoredNews): Record<string, string> {
  return {
    slug: item.slug,
    priority: item.priority,
    status: item.status,
    'dates.date': item.dates.date,
    'dates.startDate': item.dates.startDate,
    'dates.expireDate': item.dates.expireDate,
    'dates.startTime': item.dates.startTime ?? '',
    'dates.expireTime': item.dates.expireTime ?? '',
    'titles.ru': item.titles.ru,
    'titles.en': item.titles.en,
    cover: item.cover ? String(item.cover.imageId) : '',
    'cover.alt.ru': item.cover?.alt.ru ?? '',
    'cover.alt.en': item.cover?.alt.en ?? '',
    'seo.description.ru': item.seo?.description.ru ?? '',
    'seo.description.en': item.seo?.description.en ?? '',
    'seo.title.ru': item.seo?.title.ru ?? '',
    'seo.title.en': item.seo?.title.en ?? '',
  };
}

/**
 * The fields that differ between two stored states of an item, named as the comparison names them
 * (the descriptions as `descriptions.ru` and `descriptions.en`): what a version changed.
 */
export function changedFields(before: StoredNews, after: StoredNews): string[] {
  const was = fields(before);
  const now = fields(after);
  return [
    ...Object.keys(was).filter((field) => was[field] !== now[field]),
    ...(['ru', 'en'] as const)
      .filter((lang) => before.descriptions[lang] !== after.descriptions[lang])
      .map((lang) => `descriptions.${lang}`),
  ];
}

/** What differs between a version and the current item: plain fields and each description. */
export function compareNews(version: StoredNews, current: StoredNews) {
  const before = fields(version);
  const after = fields(current);
  return {
    changes: Object.keys(before)
      .filter((field) => before[field] !== after[field])
      .map((field) => {
        const was = before[field]!;
        const now = after[field]!;
        // «Новые тарифы с 1 декабря» against «Тарифы с 1 декабря»: one word added, not the whole
        // title struck and written again.
        return TEXT_FIELDS.has(field) && was !== '' && now !== ''
          ? { field, before: was, after: now, parts: wordDiff(was, now) }
          : { field, before: was, after: now };
      }),
    descriptions: {
      ru: descriptionDiff(version.descriptions.ru, current.descriptions.ru),
      en: descriptionDiff(version.descriptions.en, current.descriptions.en),
    },
  };
}

/** A stored item as a news body (what the editor would send to save it). */
export function asNewsInput(item: StoredNews) {
  return {
    slug: item.slug,
    priority: item.priority,
    dates: { ...item.dates },
    titles: { ...item.titles },
    descriptions: { ...item.descriptions },
    status: item.status,
    cover: item.cover ? { imageId: item.cover.imageId, alt: { ...item.cover.alt } } : null,
    // Always sent, so that saving an earlier version also clears texts it did not have.
    seo: {
      description: { ru: item.seo?.description.ru ?? '', en: item.seo?.description.en ?? '' },
      title: { ru: item.seo?.title.ru ?? '', en: item.seo?.title.en ?? '' },
    },
  };
}
