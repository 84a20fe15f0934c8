#!/usr/bin/env node
/**
 * Renders our brand images from their SVG sources with Chromium (Playwright of the e2e package):
 *   public/icons/icon.svg     → icon-192.png, icon-512.png, icon-maskable-512.png, ../apple-touch-icon.png (180)
 *   public/social/default.svg → default.png (1200 × 630, the Open Graph / Twitter preview)
 * Run after changing a source: node apps/public-site/scripts/make-brand-images.mjs
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(site, '../../e2e/package.json'))('@playwright/test');
const publicDir = join(site, 'public');

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
  const svg = readFileSync(join(publicDir, source)).toString('base64');
  await page.setContent(
    `<body style="margin:0"><img src="data:image/svg+xml;base64,${svg}" style="display:block;width:${width}px;height:${height}px"></body>`,
  );
  await page.waitForFunction(() => document.images[0]?.complete);
  await page.screenshot({ path: join(publicDir, target), type: 'png' });
  await page.close();
  console.log(`${target} ${width}×${height}`);
}
await browser.close();
