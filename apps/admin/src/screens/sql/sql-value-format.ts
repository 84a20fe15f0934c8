/**
 * A value of the SQL result laid out for reading in its dialog (review s47c, finding 12): JSON
 * indented by two spaces; HTML (the sanitized markup of the news, such as description_ru) broken
 * at the boundaries of its block tags and indented by their nesting, each paragraph, item or cell
 * on a line of its own. Only text is produced: the markup is shown, never rendered or run; and the
 * dialog copies the value as it is, not this.
 */
export type SqlValueKind = 'json' | 'html' | 'text';

/** Tags that stand on lines of their own; the rest (a, strong, em, br, img, span…) stay in the line. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption', 'figure',
  'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p', 'section',
  'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const INDENT = '  ';
const TOKEN = /<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>|[^<]+|</g;

export function formatSqlValue(value: string): { kind: SqlValueKind; text: string } {
  const trimmed = value.trim();
  if (/^[[{]/.test(trimmed)) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      if (parsed !== null && typeof parsed === 'object') return { kind: 'json', text: JSON.stringify(parsed, null, 2) };
    } catch {
      // Not JSON after all: shown as it is (or as HTML, below).
    }
  }
  if (trimmed.startsWith('<') && /<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/.test(trimmed)) {
    const html = formatHtml(trimmed);
    if (html !== null) return { kind: 'html', text: html };
  }
  return { kind: 'text', text: value };
}

/** HTML broken at its block tags and indented; null when it has no block tag (nothing to lay out). */
export function formatHtml(html: string): string | null {
  const lines: string[] = [];
  /** Lines of text and inline tags (not a block's own tag). */
  const texts = new Set<number>();
  const open: { tag: string; line: number }[] = [];
  let current = '';
  let blocks = 0;
  const pad = () => INDENT.repeat(open.length);
  const flush = () => {
    const text = current.trim();
    if (text) texts.add(lines.push(pad() + text) - 1);
    current = '';
  };
  for (const token of html.match(TOKEN) ?? []) {
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)/.exec(token);
    const name = tag?.[2]!.toLowerCase() ?? '';
    if (!tag || !BLOCK.has(name)) {
      // Text and inline tags run on in the line; a line break inside text is a space here.
      current += tag ? token : token.replace(/\s*\n\s*/g, ' ');
      continue;
    }
    blocks += 1;
    flush();
    if (tag[1] === '') {
      lines.push(pad() + token);
      if (!VOID.has(name) && !token.endsWith('/>')) open.push({ tag: name, line: lines.length - 1 });
      continue;
    }
    const at = open.map((entry) => entry.tag).lastIndexOf(name);
    if (at === -1) {
      lines.push(pad() + token);
      continue;
    }
    const entry = open[at]!;
    open.length = at;
    const inside = lines.length - entry.line - 1;
    // A block holding one line of text and inline tags stays on one line: <p>…</p>.
    if (inside === 0) lines[entry.line] += token;
    else if (inside === 1 && texts.has(entry.line + 1)) lines[entry.line] += lines.pop()!.trim() + token;
    else lines.push(pad() + token);
  }
  flush();
  return blocks > 0 ? lines.join('\n') : null;
}
