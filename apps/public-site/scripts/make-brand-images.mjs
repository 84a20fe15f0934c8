#!/usr/bin/env node
/**
 * Renders our brand images from their SVG sources with Chromium (Playwright of the e2e package):
 *   public/icons/icon.svg     → icon-192.png, icon-512.png, icon-maskable-512.png, ../apple-touch-icon.png (180)
 *   public/social/default.svg → default.png (1200 × 630, the Open Graph / Twitter preview)
 * Run after changing a source: node apps/public-site/scripts/make-brand-images.mjs
 * The SVG is drawn inline in a page that has the site's typeface (Golos Text, from the
 * @fontsource/golos-text package — no internet), so the preview's words are set as the site's are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(site, '../../e2e/package.json'))('@playwright/test');
const publicDir = join(site, 'public');
const fontFile = (subset, weight) =>
  readFileSync(
    createRequire(join(site, 'package.json')).resolve(
      `@fontsource/golos-text/files/golos-text-${subset}-${weight}-normal.woff2`,
    ),
  ).toString('base64');
const fontFaces = ['latin', 'cyrillic']
  .flatMap((subset) =>
    [400, 700].map(
      (weight) =>
        `@font-face{font-family:'Golos Text';font-weight:${weight};src:url(data:font/woff2;base64,${fontFile(subset, weight)}) format('woff2')}`,
    ),
  )
  .join('');

const jobs = [
  ['icons/icon.svg', 'icons/icon-192.png', 192, 192],
  ['icons/icon.svg', 'icons/icon-512.png', 512, 512],
  ['icons/icon.svg', 'icons/icon-maskable-512.png', 512, 512],
  ['icons/icon.svg', 'apple-touch-icon.png', 180, 180],
  ['social/default.svg', 'social/default.png', 1200, 630],
];

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
});
for (const [source, target, width, height] of jobs) {
  const page = await browser.newPage({ viewport: { width, height } });
  const svg = readFileSync(join(publicDir, source), 'utf8').replace(/^<\?xml[^>]*>/, '');
  await page.setContent(
    `<style>${fontFaces}body{margin:0}svg{display:block;width:${width}px;height:${height}px}</style>${svg}`,
  );
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load()));
    await document.fonts.ready;
  });
  await page.screenshot({ path: join(publicDir, target), type: 'png' });
  await page.close();
  console.log(`${target} ${width}×${height}`);
}
await browser.close();
