import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const root = '/work/wt/design';
const base = 4570, site = `http://localhost:${base}`, api = `http://localhost:${base + 1}`;
const kids = [
  spawn('node', ['dist/server.js'], { cwd: join(root, 'apps/api'), stdio: 'ignore', env: { ...process.env, NODE_ENV: 'development', PORT: String(base + 1), DATA_DIR: mkdtempSync(join(tmpdir(), 'lh-')), ADMIN_USERNAME: 'lighthouse', ADMIN_PASSWORD: 'lh-Passw0rd!xx', LOG_LEVEL: 'warn' } }),
  spawn('node', ['dist/server.js'], { cwd: process.env.SITE_DIR ?? join(root, 'apps/public-site'), stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production', PORT: String(base), API_URL: api } }),
];
const wait = async (u) => { for (let i = 0; i < 200; i++) { try { if ((await fetch(u)).ok) return; } catch {} await new Promise((r) => setTimeout(r, 150)); } throw new Error(u); };
function lh(url) {
  return new Promise((res, rej) => {
    const c = spawn(join(root, 'node_modules/.bin/lighthouse'), [url, '--output=json', '--quiet', '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = ''; c.stdout.on('data', (d) => (out += d)); c.on('exit', (code) => (code === 0 ? res(JSON.parse(out)) : rej(new Error('lh ' + code))));
  });
}
try {
  await Promise.all([wait(`${api}/api/health`), wait(`${site}/healthz`)]);
  const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/news', '/contacts', '/clients', '/about', '/partners', '/clients/tollRoads', '/search?q=карт'];
  for (const p of paths) {
    const r = await lh(site + p);
    const s = (k) => Math.round((r.categories[k]?.score ?? 0) * 100);
    const fails = Object.values(r.audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable').map((a) => a.id);
    console.log(p.padEnd(22), s('performance'), s('accessibility'), s('best-practices'), s('seo'), 'LCP', Math.round(r.audits['largest-contentful-paint'].numericValue), 'TBT', Math.round(r.audits['total-blocking-time'].numericValue), 'CLS', r.audits['cumulative-layout-shift'].numericValue.toFixed(3), fails.join(','));
  }
} finally { for (const k of kids) k.kill(); }
