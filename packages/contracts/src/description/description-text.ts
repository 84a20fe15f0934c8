import { Parser } from 'htmlparser2';

/** Elements whose start or end separates words (a paragraph's end is a space, not nothing). */
const BREAKING = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);
/**
 * Blocks that are a line of their own without a sentence's end: a heading, a list item, a term,
 * a table cell. When one ends without punctuation and more text follows, the text reads
 * «Заголовок. Текст», never «Заголовок Текст».
 */
const LINE_BLOCKS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'dt', 'dd', 'td', 'th']);
/** Elements whose text is not read (none survive the sanitizer; a row written another way may). */
const SILENT = new Set(['script', 'style', 'template', 'noscript']);
/** What an excerpt leaves out: headings and lists (their lines are not the story's opening). */
const NOT_IN_EXCERPT = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'dl', 'table']);
/** A text that already ends a sentence or a clause. */
const ENDS_WITH_PUNCTUATION = /[.!?…:;,]["»”')\]]*$/u;

function plainText(html: string, skip: ReadonlySet<string>): string {
  let text = '';
  let silent = 0;
  let skipped = 0;
  let lineEnded = false;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SILENT.has(name)) silent += 1;
        if (skip.has(name)) skipped += 1;
        if (BREAKING.has(name)) text += ' ';
      },
      onclosetag(name) {
        if (SILENT.has(name)) silent = Math.max(0, silent - 1);
        if (skip.has(name)) skipped = Math.max(0, skipped - 1);
        if (BREAKING.has(name)) text += ' ';
        if (LINE_BLOCKS.has(name) && silent === 0 && skipped === 0) lineEnded = true;
      },
      ontext(chunk) {
        if (silent > 0 || skipped > 0) return;
        if (lineEnded && chunk.trim() !== '') {
          const before = text.trimEnd();
          if (before !== '' && !ENDS_WITH_PUNCTUATION.test(before)) text = `${before}. `;
          lineEnded = false;
        }
        text += chunk;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The text of a description as one line: paragraphs, list items and line breaks become spaces
 * («очереди. На», never «очередиНа»), a heading or list item that ends without punctuation is
 * closed with a full stop when text follows («Заправка без очереди. На АЗС»; the letters' case
 * is the author's), entities are decoded, runs of white space are one space. The one way a
 * description becomes plain text: the site's meta and social descriptions, JSON-LD and both
 * feeds, and the fallback of the excerpts.
 */
export function descriptionPlainText(html: string): string {
  return plainText(html, new Set());
}

/**
 * The opening of a description for a card: the text of its paragraphs without its headings and
 * lists (a card already shows the title; «изменены лимиты; уточнён…» is no opening), read as
 * {@link descriptionPlainText} reads. A description of nothing but headings and lists gives its
 * whole plain text.
 */
export function descriptionExcerptText(html: string): string {
  return plainText(html, NOT_IN_EXCERPT) || descriptionPlainText(html);
}
