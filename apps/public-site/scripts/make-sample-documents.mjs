// Writes the stand-in documents of the content pages into public/assets/documents: for every entry
// of app/content/documents.ts a small valid PDF, or an RTF document for a .doc file (Word opens
// it), whose text names the document in Russian and English and says it is a sample to be
// replaced. Run after changing the list or the titles: node scripts/make-sample-documents.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { samplePdf, sampleRtf, transliterate } from './sample-files.mjs';

const appDir = new URL('..', import.meta.url);

/** The document list and both catalogues, compiled from their TypeScript sources. */
async function loadSources() {
  const result = await build({
    stdin: {
      contents: [
        "export { DOCUMENTS, DOCUMENTS_PATH } from './app/content/documents';",
        "export { ru } from '@fuelcard/i18n/catalogue/ru';",
        "export { en } from '@fuelcard/i18n/catalogue/en';",
      ].join('\n'),
      resolveDir: appDir.pathname,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'warning',
  });
  return import(
    `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`
  );
}

const lookup = (tree, key) => key.split('.').reduce((node, part) => node?.[part], tree);

const { DOCUMENTS, DOCUMENTS_PATH, ru, en } = await loadSources();
const folder = new URL(`../public${DOCUMENTS_PATH}/`, import.meta.url);
mkdirSync(folder, { recursive: true });

for (const { file, titleKey } of Object.values(DOCUMENTS)) {
  const titleRu = lookup(ru, titleKey);
  const titleEn = lookup(en, titleKey);
  if (typeof titleRu !== 'string' || typeof titleEn !== 'string')
    throw new Error(`No title at ${titleKey} for ${file}.`);
  const where = `public${DOCUMENTS_PATH}/${file}`;
  const noticeRu = `ОБРАЗЕЦ. Этот файл — временная замена документа компании. Замените его настоящим документом с тем же именем: ${where}.`;
  const noticeEn = `SAMPLE DOCUMENT. This file is a stand-in for the company's document. Replace it with the real document under the same name: ${where}.`;
  const body = file.endsWith('.pdf')
    ? samplePdf(`${titleEn} (sample)`, [
        [18, titleEn],
        [12, transliterate(titleRu)],
        [12, ''],
        [11, noticeEn],
        [11, ''],
        [11, transliterate(noticeRu)],
      ])
    : sampleRtf(`${titleRu} (образец)`, [
        [16, true, titleRu],
        [12, false, titleEn],
        [11, false, noticeRu],
        [11, false, noticeEn],
      ]);
  writeFileSync(new URL(file, folder), body);
  console.log(`${where}  ${body.length} bytes`);
}
