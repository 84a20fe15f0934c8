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
  for (const p of process.argv.slice(2)) {
    const r = await lh(site + p);
    const a = r.audits;
    console.log(p, 'perf', Math.round(r.categories.performance.score*100), 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'SI', Math.round(a['speed-index'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue));
    console.log(' LCP el:', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details).slice(0, 300));
    console.log(' LCP phases:', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? '').slice(0, 400));
    console.log(' render-blocking:', JSON.stringify((a['render-blocking-resources']?.details?.items ?? []).map((i) => [i.url.slice(-40), i.wastedMs])));
    console.log(' total bytes', a['total-byte-weight'].numericValue);
  }
} finally { for (const k of kids) k.kill(); }
