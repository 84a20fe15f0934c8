/**
 * Test support: what a description says and how it looks, independent of how the HTML spells it.
 * Blocks (paragraphs, headings, list items with their list path) with their alignment, and in each
 * the text runs with bold, italic, underline, colours and link. `<b>` equals `<strong>`, nesting
 * order and attribute order do not matter; adjacent runs that look the same are merged.
 */
export interface TextRun {
  text: string;
  marks: string;
}
export interface Block {
  path: string;
  align: string;
  runs: TextRun[];
}

const BLOCKS = new Set(['P', 'H2', 'H3', 'H4', 'LI']);
const MARKS: Record<string, string> = { STRONG: 'bold', B: 'bold', EM: 'italic', I: 'italic', U: 'underline' };

function declaration(element: Element, property: string): string | undefined {
  const match = new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'i').exec(element.getAttribute('style') ?? '');
  return match?.[1]?.trim().toUpperCase();
}

function marksOf(text: Node, block: Element): string {
  const marks = new Set<string>();
  let color: string | undefined;
  let background: string | undefined;
  let href: string | undefined;
  for (let element = text.parentElement; element && element !== block.parentElement; element = element.parentElement) {
    const mark = MARKS[element.nodeName];
    if (mark) marks.add(mark);
    color ??= declaration(element, 'color');
    background ??= declaration(element, 'background-color');
    if (element.nodeName === 'A') href ??= element.getAttribute('href') ?? '';
    if (element === block) break;
  }
  if (color) marks.add(`color ${color}`);
  if (background) marks.add(`background ${background}`);
  if (href) marks.add(`link ${href}`);
  return [...marks].sort().join(', ');
}

function runsOf(block: Element): TextRun[] {
  const runs: TextRun[] = [];
  const walk = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeName === 'UL' || child.nodeName === 'OL') continue;
      if (child.nodeName === 'BR') runs.push({ text: '\n', marks: '' });
      else if (child.nodeType === 3) {
        const text = (child.textContent ?? '').replace(/\s+/g, ' ');
        const marks = marksOf(child, block);
        const last = runs.at(-1);
        if (last && last.marks === marks) last.text += text;
        else if (text !== '') runs.push({ text, marks });
      } else walk(child);
    }
  };
  walk(block);
  return runs.map((run) => ({ ...run, text: run.text.replace(/ +\n/g, '\n') })).filter((run) => run.text.trim() !== '' || run.text === '\n');
}

function pathOf(block: Element): string {
  const parts: string[] = [];
  for (let element: Element | null = block; element && element.nodeName !== 'BODY'; element = element.parentElement) {
    parts.unshift(element.nodeName.toLowerCase());
  }
  return parts.join('>');
}

export function describeHtml(html: string): Block[] {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  return [...body.querySelectorAll('*')]
    .filter((element) => BLOCKS.has(element.nodeName))
    .map((block) => ({ path: pathOf(block), align: declaration(block, 'text-align') ?? '', runs: runsOf(block) }));
}
