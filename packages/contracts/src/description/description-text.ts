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
/** Elements whose text is not read (none survive the sanitizer; a row written another way may). */
const SILENT = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The text of a description as one line: paragraphs, list items and line breaks become spaces
 * («очереди. На», never «очередиНа»), entities are decoded, runs of white space are one space.
 * The one way a description becomes plain text: the API's excerpts and the site's meta and
 * social descriptions, JSON-LD and both feeds.
 */
export function descriptionPlainText(html: string): string {
  let text = '';
  let silent = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (SILENT.has(name)) silent += 1;
        if (BREAKING.has(name)) text += ' ';
      },
      onclosetag(name) {
        if (SILENT.has(name)) silent = Math.max(0, silent - 1);
        if (BREAKING.has(name)) text += ' ';
      },
      ontext(chunk) {
        if (silent === 0) text += chunk;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/\s+/g, ' ').trim();
}
