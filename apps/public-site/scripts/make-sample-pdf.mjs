// Writes public/docs/fuel-cards-memo.pdf: a small, valid one-page PDF that stands in for the
// company's fuel-card memo until the real document is supplied. Run: node scripts/make-sample-pdf.mjs
import { writeFileSync } from 'node:fs';

const lines = [
  [24, 'Fuel cards: client memo'],
  [14, 'Toplivnye kartochki: pamyatka klienta'],
  [12, ''],
  [12, 'SAMPLE DOCUMENT - a stand-in to be replaced with the company\'s real memo.'],
  [12, 'This file only shows where the downloadable memo of the home page goes.'],
  [12, ''],
  [12, 'Obrazec dokumenta - zamenite ego nastoyashchej pamyatkoj kompanii.'],
];

const escape = (text) => text.replace(/[\\()]/g, (char) => `\\${char}`);
let y = 760;
const content = lines
  .map(([size, text]) => {
    const line = `BT /F1 ${size} Tf 56 ${y} Td (${escape(text)}) Tj ET`;
    y -= size + 14;
    return line;
  })
  .join('\n');

const objects = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
  '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  '<< /Title (Fuel cards: client memo - sample) /Producer (fuelcard public site) >>',
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

writeFileSync(new URL('../public/docs/fuel-cards-memo.pdf', import.meta.url), Buffer.from(pdf, 'latin1'));
