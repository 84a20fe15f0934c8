// Writers of small, valid stand-in documents: a one-page PDF (Helvetica, WinAnsi text) and an RTF
// document (which Word opens from a .doc file). Used by make-sample-documents.mjs.

/** Characters outside Latin-1 that WinAnsiEncoding still has, and a few plain replacements. */
const WIN_ANSI = {
  '\u2018': '\x91',
  '\u2019': '\x92',
  '\u201C': '\x93',
  '\u201D': '\x94',
  '\u2013': '\x96',
  '\u2014': '\x97',
  '\u2026': '\x85',
  '\u00AB': '\xAB',
  '\u00BB': '\xBB',
  '\u2116': 'No.',
};

const TRANSLIT = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** A Russian text in Latin letters, for the PDF's built-in font. */
export function transliterate(text) {
  return [...text]
    .map((char) => {
      const lower = char.toLowerCase();
      const latin = TRANSLIT[lower];
      if (latin === undefined) return char;
      return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

const toWinAnsi = (text) =>
  [...text].map((char) => WIN_ANSI[char] ?? (char.charCodeAt(0) < 256 ? char : '?')).join('');

/** Words wrapped into lines of at most `width` characters. */
export function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * A valid one-page A4 PDF. `blocks` are [fontSize, text] pairs; long texts wrap; text outside
 * WinAnsi shows as '?', so callers transliterate Russian first.
 */
export function samplePdf(title, blocks) {
  const escape = (text) => toWinAnsi(text).replace(/[\\()]/g, (char) => `\\${char}`);
  let y = 780;
  const content = blocks
    .flatMap(([size, text]) =>
      text === '' ? [[size, '']] : wrap(text, Math.floor(900 / size)).map((line) => [size, line]),
    )
    .map(([size, text]) => {
      const line = `BT /F1 ${size} Tf 56 ${y} Td (${escape(text)}) Tj ET`;
      y -= size + 8;
      return line;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${escape(title)}) /Producer (fuelcard public site: sample document) >>`,
  ];
  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Text for RTF: control characters escaped, everything beyond ASCII as \uN? (Unicode RTF). */
function rtfText(text) {
  return [...text]
    .map((char) => {
      const code = char.codePointAt(0);
      if (char === '\\' || char === '{' || char === '}') return `\\${char}`;
      if (code < 128) return char;
      return `\\u${code > 32767 ? code - 65536 : code}?`;
    })
    .join('');
}

/** A valid RTF document ({\rtf1 …}); `paragraphs` are [fontSize in pt, bold, text]. */
export function sampleRtf(title, paragraphs) {
  const body = paragraphs
    .map(
      ([size, bold, text]) =>
        `\\pard\\sa200\\fs${size * 2}${bold ? '\\b' : ''} ${rtfText(text)}${bold ? '\\b0' : ''}\\par`,
    )
    .join('\n');
  const rtf = `{\\rtf1\\ansi\\ansicpg1251\\deff0\\uc1{\\fonttbl{\\f0\\fswiss\\fcharset204 Arial;}}\n{\\info{\\title ${rtfText(title)}}}\n\\f0\n${body}\n}\n`;
  return Buffer.from(rtf, 'ascii');
}
