// Writes public/docs/fuel-cards-memo.pdf: a small, valid one-page PDF that stands in for the
// company's fuel-card memo until the real document is supplied. Run: node scripts/make-sample-pdf.mjs
import { writeFileSync } from 'node:fs';
import { samplePdf } from './sample-files.mjs';

const pdf = samplePdf('Fuel cards: client memo - sample', [
  [24, 'Fuel cards: client memo'],
  [14, 'Toplivnye kartochki: pamyatka klienta'],
  [12, ''],
  [12, "SAMPLE DOCUMENT - a stand-in to be replaced with the company's real memo."],
  [12, 'This file only shows where the downloadable memo of the home page goes.'],
  [12, ''],
  [12, 'Obrazec dokumenta - zamenite ego nastoyashchej pamyatkoj kompanii.'],
]);

writeFileSync(new URL('../public/docs/fuel-cards-memo.pdf', import.meta.url), pdf);
