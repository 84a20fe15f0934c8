import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_TAGS } from './description-tags';
import { sanitizeDescription } from './sanitize-description';

/** The HTML as htmlparser2 reads it, written back: equal to the input only when it is well formed. */
function reserialised(html: string): string {
  const document = parseDocument(html, { decodeEntities: false });
  return DomUtils.getOuterHTML(document, { decodeEntities: false, selfClosingTags: true });
}

function expectWellFormed(clean: string): void {
  expect(reserialised(clean)).toBe(clean);
  const tags = [...clean.matchAll(/<\/?([a-zA-Z][^\s/>]*)/g)].map((match) => match[1]);
  expect(tags.filter((tag) => !(DESCRIPTION_TAGS as readonly string[]).includes(tag!))).toEqual([]);
}

describe('elements unwrapped before allowed ones', () => {
  it.each([
    [
      'a span outside the palette, then a palette span',
      '<span style="color:red">r</span><span style="color:#F24942">brand</span>',
      'r<span style="color:#F24942">brand</span>',
    ],
    [
      'a javascript: link, then a web link',
      '<a href="javascript:x">j</a><a href="https://ok.example">ok</a>',
      'j<a href="https://ok.example">ok</a>',
    ],
    [
      'a palette span, a bare span, then a paragraph',
      '<span style="color:#F24942">a</span><span>plain</span><p>after</p>',
      '<span style="color:#F24942">a</span>plain<p>after</p>',
    ],
    [
      'a protocol-relative link inside a paragraph, then a list',
      '<p><a href="//evil.example">about</a></p><ul><li>one</li></ul>',
      '<p>about</p><ul><li>one</li></ul>',
    ],
    [
      'bare spans nested in a palette span',
      '<span style="color:#000"><span>x</span><span>y</span></span><strong>z</strong>',
      '<span style="color:#000000">xy</span><strong>z</strong>',
    ],
    [
      'a bad link holding a palette span, then a good link',
      '<a href="data:x"><span style="color:#fff">w</span></a><a href="mailto:a@b.by">m</a>',
      '<span style="color:#FFFFFF">w</span><a href="mailto:a@b.by">m</a>',
    ],
    [
      'a div and a bare span in a heading, then an emphasis',
      '<h1><div>t</div><span>u</span></h1><em>v</em>',
      '<h2>tu</h2><em>v</em>',
    ],
  ])('%s', (_, input, expected) => {
    const clean = sanitizeDescription(input);
    expect(clean).toBe(expected);
    expectWellFormed(clean);
  });
});

/** Pieces that are kept, changed, unwrapped or dropped; their sequences and nestings are checked. */
const PIECES = [
  'text',
  '<span>bare</span>',
  '<span style="color:red">not palette</span>',
  '<span style="color:#F24942">palette</span>',
  '<span style="text-align:center">aligned span</span>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="/relative">rel</a>',
  '<a href="https://ok.example">web</a>',
  '<a href="tel:+375">tel</a>',
  '<p style="text-align:right">para</p>',
  '<h1>h1</h1>',
  '<h6>h6</h6>',
  '<div>div</div>',
  '<strong>bold</strong>',
  '<script>x()</script>',
  '<img src=x onerror=y>',
  '<br>',
  '<ul><li>item</li></ul>',
];
const WRAPPERS: Array<[string, string]> = [
  ['<span>', '</span>'],
  ['<span style="color:#48AE5A">', '</span>'],
  ['<a href="javascript:x">', '</a>'],
  ['<a href="https://ok.example">', '</a>'],
  ['<p>', '</p>'],
  ['<li>', '</li>'],
  ['<font color="red">', '</font>'],
];

/** The pieces most likely to disturb what follows them: everything unwrapped, renamed or dropped. */
const DISTURBING = PIECES.filter((piece) => /<(span|a|h1|h6|div|script|img)\b/.test(piece));

function check(input: string): void {
  const clean = sanitizeDescription(input);
  if (reserialised(clean) !== clean || clean.includes('unwrap-this-tag')) {
    expect.fail(`malformed output for ${input}: ${clean}`);
  }
}

// A few thousand sanitizations: allow for a loaded machine.
describe(
  'sanitized output is always well formed (parse and re-serialise gives it back)',
  { timeout: 60_000 },
  () => {
    it('for every pair of pieces, and every disturbing pair followed by any piece', () => {
      let checked = 0;
      for (const a of PIECES)
        for (const b of PIECES) {
          check(a + b);
          checked += 1;
        }
      for (const a of DISTURBING)
        for (const b of DISTURBING)
          for (const c of PIECES) {
            check(a + b + c);
            checked += 1;
          }
      expect(checked).toBe(PIECES.length ** 2 + DISTURBING.length ** 2 * PIECES.length);
    });

    it('for every piece pair inside every wrapper, then a piece after it', () => {
      for (const [open, close] of WRAPPERS)
        for (const a of DISTURBING) for (const b of PIECES) check(`${open}${a}${b}${close}${b}`);
    });
  },
);
