import { describe, expect, it } from 'vitest';
import { descriptionText, sanitizeDescription } from './sanitize-description';

/** Classic XSS vectors: none may leave anything executable behind. */
const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#97;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<p style="background-image: url(javascript:alert(1))">x</p>',
  '<p style="color: expression(alert(1))">x</p>',
  '<span style="color:#48AE5A; behavior: url(x.htc)">x</span>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="width: expression(alert(1))">x</div>',
  '<video><source onerror="alert(1)"></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '"><script>alert(1)</script>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<textarea><script>alert(1)</script></textarea>',
  '<template><script>alert(1)</script></template>',
];

describe('sanitizeDescription against XSS payloads', () => {
  it.each(XSS_PAYLOADS)('%s', (payload) => {
    const clean = sanitizeDescription(payload);
    expect(clean).not.toMatch(
      /<\s*(script|img|svg|math|iframe|object|embed|style|form|input|base|meta|link|video|source|body|details|marquee|textarea|template|noscript|button)\b/i,
    );
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:|expression\(|url\(/i);
    expect(clean).not.toMatch(/href="\/\//);
  });
});

describe('sanitizeDescription keeps what the editor produces', () => {
  it.each([
    ['<h2>A</h2><h3>B</h3><h4>C</h4>', '<h2>A</h2><h3>B</h3><h4>C</h4>'],
    ['<p>a<br>b</p>', '<p>a<br />b</p>'],
    [
      '<p><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u></p>',
      '<p><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u></p>',
    ],
    ['<ol><li>1</li></ol><ul><li>2</li></ul>', '<ol><li>1</li></ol><ul><li>2</li></ul>'],
    ['<a href="https://example.com/x?y=1">l</a>', '<a href="https://example.com/x?y=1">l</a>'],
    [
      '<a href="https://example.com/x?y=1" target="_blank">l</a>',
      '<a href="https://example.com/x?y=1" target="_blank" rel="noopener noreferrer">l</a>',
    ],
    ['<a href="http://example.com" target="_self" rel="opener">l</a>', '<a href="http://example.com">l</a>'],
    ['<a href="/news/x?y=1#z">site</a>', '<a href="/news/x?y=1#z">site</a>'],
    ['<a href="/about" target="_blank" rel="opener">site</a>', '<a href="/about" target="_blank" rel="noopener noreferrer">site</a>'],
    ['<a href="tel:+375" target="_blank">t</a>', '<a href="tel:+375">t</a>'],
    ['<blockquote><p>q</p></blockquote><blockquote>r</blockquote>', '<blockquote><p>q</p></blockquote><blockquote>r</blockquote>'],
    ['<p>run <code>npm i</code></p>', '<p>run <code>npm i</code></p>'],
    ['<a href="mailto:info@example.com">m</a>', '<a href="mailto:info@example.com">m</a>'],
    ['<a href="tel:+375171234567">t</a>', '<a href="tel:+375171234567">t</a>'],
    ['<p style="text-align: center">c</p>', '<p style="text-align:center">c</p>'],
    ['<li style="text-align:JUSTIFY">j</li>', '<li style="text-align:justify">j</li>'],
    [
      '<span style="color: #48ae5a; background-color: rgb(255, 255, 255)">x</span>',
      '<span style="color:#48AE5A;background-color:#FFFFFF">x</span>',
    ],
    ['<strong style="color: black">x</strong>', '<strong style="color:#000000">x</strong>'],
    ['<span style="color:#fff">x</span>', '<span style="color:#FFFFFF">x</span>'],
  ])('%s', (input, expected) => {
    expect(sanitizeDescription(input)).toBe(expected);
  });
});

describe('sanitizeDescription removes what the editor cannot produce', () => {
  it.each([
    ['a colour outside the palette', '<span style="color: #123456">x</span>', 'x'],
    ['named red (not the brand red)', '<span style="color: red">x</span>', 'x'],
    ['alignment on a span', '<span style="text-align:center">x</span>', 'x'],
    [
      'other properties',
      '<p style="font-size: 40px; text-align: right">x</p>',
      '<p style="text-align:right">x</p>',
    ],
    [
      'classes, ids and data attributes',
      '<p class="a" id="b" data-x="c" dir="ltr">x</p>',
      '<p>x</p>',
    ],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', 'x'],
    ['a path that browsers read as another host', '<a href="/\\evil.example">x</a>', 'x'],
    ['a page-relative link', '<a href="about">x</a>', 'x'],
    ['attributes of a quote and of code', '<blockquote cite="https://e.example" class="q"><code class="c">x</code></blockquote>', '<blockquote><code>x</code></blockquote>'],
    [
      'tables and images',
      '<table><tr><td>x</td></tr></table><img src="https://e.example/a.png">',
      'x',
    ],
    [
      'h1 becomes h2, h5 and h6 become h4',
      '<h1>a</h1><h5>b</h5><h6>c</h6>',
      '<h2>a</h2><h4>b</h4><h4>c</h4>',
    ],
    ['an empty editor', '<p><br></p>', ''],
    ['blank text', '  \n ', ''],
  ])('%s', (_, input, expected) => {
    expect(sanitizeDescription(input)).toBe(expected);
  });
});

describe('descriptionText', () => {
  it('is the text alone, whitespace collapsed, scripts and styles dropped with their content', () => {
    expect(
      descriptionText(
        '<h2>Tom &amp; Jerry</h2>\n<p>a &lt;b&gt;  <script>x()</script><style>p{}</style>c</p>',
      ),
    ).toBe('Tom & Jerry a <b> c');
  });
});
