#!/usr/bin/env node
/**
 * The pictures of docs/editors.md: a few of `pnpm screenshots:console`'s shots, made smaller (at
 * most 960 px wide and 1,100 px high, a 128-colour palette) into docs/editors/. A full run of
 * `pnpm screenshots:console` ends with this; alone, it works from the shots of an earlier run.
 *
 *   pnpm build && pnpm screenshots:console
 */
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sharp = createRequire(join(root, 'apps/api/package.json'))('sharp');
const from = join(root, 'screenshots', 'console');
const into = join(root, 'docs', 'editors');

/** docs/editors/<name>.png ← screenshots/console/<shot>.png */
export const PICTURES = {
  login: 'login-1440',
  'login-second-step': 'login-second-step-1440',
  dashboard: 'dashboard-superadmin-1440',
  'news-list': 'news-list-1440',
  'news-form': 'news-form-1440',
  'news-edit': 'news-edit-workflow-1440',
  'news-history': 'news-history-1440',
  administrators: 'admins-1440',
  audit: 'audit-1440',
  'sql-explorer': 'sql-wide-result-1440',
  'settings-authenticator': 'settings-totp-1440',
  'phone-news-list': 'news-list-375',
};

const missing = Object.values(PICTURES).filter((shot) => !existsSync(join(from, `${shot}.png`)));
if (missing.length > 0) {
  console.error(`Missing shots (run pnpm screenshots:console first): ${missing.join(', ')}`);
  process.exit(1);
}
mkdirSync(into, { recursive: true });
let total = 0;
for (const [name, shot] of Object.entries(PICTURES)) {
  const out = join(into, `${name}.png`);
  const image = sharp(join(from, `${shot}.png`));
  const { width = 0, height = 0 } = await image.metadata();
  const scale = Math.min(1, 960 / width);
  await image
    .extract({ left: 0, top: 0, width, height: Math.min(height, Math.round(1100 / scale)) })
    .resize({ width: Math.round(width * scale) })
    .png({ palette: true, colours: 128, compressionLevel: 9, effort: 10 })
    .toFile(out);
  total += statSync(out).size;
  console.log(`docs/editors/${name}.png  ${Math.round(statSync(out).size / 1024)} kB`);
}
console.log(`${Object.keys(PICTURES).length} pictures, ${Math.round(total / 1024)} kB`);
