#!/usr/bin/env node
/**
 * `pnpm screenshots`: full-page screenshots of the public site's main routes at 375, 768 and
 * 1440 px, in Russian (and a few in English), written to `screenshots/` (git-ignored) so that a
 * reviewer can look at all of them at once. Starts the production builds itself (run `pnpm build`
 * first) on a temporary database with the demo news: API on SCREENSHOTS_PORT_BASE + 1 (default
 * 4561), site on SCREENSHOTS_PORT_BASE (4560). Needs Chromium (/usr/bin/chromium, or Playwright's).
 *
 *   pnpm screenshots                 every shot
 *   pnpm screenshots -- contacts     only shots whose name contains "contacts"
 *   pnpm screenshots -- =home        only the shot named "home"
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');

const base = Number(process.env.SCREENSHOTS_PORT_BASE ?? 4560);
const siteUrl = `http://localhost:${base}`;
const apiUrl = `http://localhost:${base + 1}`;
const outDir = join(root, 'screenshots');
const only = process.argv.slice(2).filter((arg) => arg !== '--');
const widths = [
  { name: '375', width: 375, height: 812 },
  { name: '768', width: 768, height: 1024 },
  { name: '1440', width: 1440, height: 900 },
];

/** A consent record stored before the page's scripts run (no dialog), with or without the map. */
const consent = (map) =>
  JSON.stringify({
    technical: true,
    functional: map,
    analytics: map,
    marketing: false,
    timestamp: new Date().toISOString(),
    user_uuid: '6f1c3a52-8f0e-4d3b-9a51-2b7e0c9d4e11',
  });

/** Fills the application form with valid values and sends it; waits for the confirmation. */
async function sendApplication(page) {
  await page.getByLabel('Название организации').fill('ООО «Снимок экрана»');
  await page.getByLabel('УНП').fill('190000001');
  await page.getByLabel('Контактное лицо').fill('Иван Петров');
  await page.getByLabel('Телефон').fill('+375 (29) 123-45-67');
  await page.getByLabel('Электронная почта').fill('ivan@example.by');
  await page.getByLabel('Регион или отделение').selectOption({ label: 'Брестское отделение' });
  await page.getByLabel('Топливные карточки').check();
  await page.getByLabel(/Я согласен\(на\) на обработку персональных данных/).check();
  // The API refuses a form sent less than 3 s after it was opened (APPLICATION_MIN_FILL_MS).
  await page.waitForTimeout(3200);
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await page
    .getByRole('heading', { level: 1, name: 'Заявка принята' })
    .waitFor({ timeout: 10_000 });
  await page.waitForTimeout(300);
}

/**
 * name → what to open and do. `full: false` keeps the first screen only; `act` runs after load.
 * `consent: null` leaves the visitor without a record (the cookie dialog opens); `js: false` opens
 * the page without JavaScript.
 */
const shots = [
  { name: 'home', path: '/' },
  { name: 'home-first-visit', path: '/', consent: null, full: false },
  { name: 'home-en', path: '/?lang=en' },
  { name: 'about', path: '/about' },
  { name: 'news', path: '/news' },
  { name: 'news-item', path: '/news/{slug}' },
  { name: 'news-not-found', path: '/news/no-such-news' },
  { name: 'contacts', path: '/contacts' },
  { name: 'contacts-consent', path: '/contacts', consent: true },
  { name: 'contacts-en', path: '/contacts?lang=en' },
  { name: 'clients', path: '/clients' },
  { name: 'clients-en', path: '/clients?lang=en' },
  { name: 'partners', path: '/partners' },
  { name: 'equipment', path: '/equipment' },
  { name: 'clients-sign-and-resign', path: '/clients/signAndResign' },
  { name: 'clients-documents', path: '/clients/documentsForDownload' },
  { name: 'clients-price-lists', path: '/clients/priceListsAndTariffs' },
  { name: 'clients-card-usage-rules', path: '/clients/cardUsageRules' },
  { name: 'partners-bank-information', path: '/partners/forBankInformation' },
  { name: 'equipment-gs-automation', path: '/equipment/gsAutomationSystem' },
  { name: 'equipment-invoices-site-tariffs', path: '/equipment/invoicesSiteTariffs' },
  { name: 'equipment-smart-pay', path: '/equipment/smartPayApp' },
  { name: 'equipment-client-app', path: '/equipment/fuelcardInternetClientApp' },
  { name: 'legal-privacy', path: '/privacy' },
  { name: 'legal-privacy-en', path: '/privacy?lang=en' },
  { name: 'legal-rules', path: '/rules' },
  { name: 'legal-offer', path: '/offer' },
  { name: 'legal-cookie-policy', path: '/cookie-policy' },
  { name: 'application', path: '/application' },
  { name: 'application-en', path: '/application?lang=en&type=demo' },
  {
    name: 'application-errors',
    path: '/application',
    act: async (page) => {
      await page.locator('form[method="post"] button[type="submit"]').click();
      await page.waitForTimeout(400);
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  // The confirmation after a valid application (design review s42b, finding 17): sent by the
  // page's script, and as a plain form post without JavaScript.
  { name: 'application-sent', path: '/application', act: sendApplication },
  // One width without JavaScript: the API takes five applications an hour from one address.
  {
    name: 'application-sent-no-js',
    path: '/application',
    js: false,
    act: sendApplication,
    sizes: ['375'],
  },
  { name: 'placeholder', path: '/clients/tollRoads' },
  { name: 'search-page', path: '/search?q=%D0%BA%D0%B0%D1%80%D1%82' },
  { name: 'search-page-empty', path: '/search?q=zzzz' },
  { name: 'error-404', path: '/no-such-page' },
  {
    name: 'search-open',
    path: '/',
    full: false,
    act: async (page) => {
      // The header's search is an ARIA 1.2 combobox on a text input (components/search/SearchBox).
      const box = page.locator('header input[role="combobox"]').first();
      await box.click({ timeout: 5000 });
      await box.fill('карт');
      await page.waitForTimeout(1200);
    },
  },
  {
    name: 'drawer-open',
    path: '/',
    full: false,
    act: async (page) => {
      const menu = page.locator('summary[aria-controls="site-menu"]');
      if (await menu.isVisible()) {
        await menu.click();
        await page.waitForTimeout(400);
      }
    },
  },
];

function start(name, args, cwd, env) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: process.env.SCREENSHOTS_VERBOSE ? 'inherit' : 'ignore',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    if (!stopping) console.error(`${name} exited (${code})`);
  });
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

let stopping = false;
const dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-screenshots-'));
const children = [
  start('api', ['dist/server.js'], join(root, 'apps/api'), {
    NODE_ENV: 'development',
    PORT: String(base + 1),
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'screenshots',
    // The password may not contain the username (issue 16's rule for the first superadmin).
    ADMIN_PASSWORD: 'Camera-Ready-2026!',
    LOG_LEVEL: 'warn',
  }),
  start('site', ['dist/server.js'], join(root, 'apps/public-site'), {
    NODE_ENV: 'production',
    PORT: String(base),
    API_URL: apiUrl,
  }),
];

try {
  await Promise.all([waitFor(`${apiUrl}/api/health`), waitFor(`${siteUrl}/healthz`)]);
  const news = Object.values(await (await fetch(`${apiUrl}/api/admin/news`)).json());
  const slug = news[0]?.slug ?? 'no-news';
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });
  let count = 0;
  for (const shot of shots) {
    const wanted = (part) =>
      part.startsWith('=') ? shot.name === part.slice(1) : shot.name.includes(part);
    if (only.length && !only.some(wanted)) continue;
    for (const size of widths.filter((each) => !shot.sizes || shot.sizes.includes(each.name))) {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        deviceScaleFactor: 1,
        isMobile: size.width < 800,
        hasTouch: size.width < 800,
        locale: shot.path.includes('lang=en') ? 'en-US' : 'ru-RU',
        javaScriptEnabled: shot.js !== false,
      });
      // No internet here: the Yandex script fails as it would when the service is unreachable.
      await context.route('https://api-maps.yandex.ru/**', (route) => route.abort());
      if (shot.consent !== null) {
        await context.addInitScript(
          ([record]) => {
            if (!localStorage.getItem('cookieConsent'))
              localStorage.setItem('cookieConsent', record);
          },
          [consent(shot.consent === true)],
        );
      }
      const page = await context.newPage();
      await page.goto(siteUrl + shot.path.replace('{slug}', slug), { waitUntil: 'networkidle' });
      // Without JavaScript the page runs no script of ours either: a plain full-page capture.
      const scripted = shot.js !== false;
      if (shot.full !== false && scripted) {
        // Lazy pictures load as they come into view: scroll through the page once.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
      }
      await page.waitForTimeout(300);
      if (shot.act) await shot.act(page);
      const file = join(outDir, `${shot.name}-${size.name}.png`);
      if (shot.full !== false && scripted) {
        // Grow the viewport to the page instead of a full-page capture, which drops the touch
        // emulation of the phone and tablet sizes (hover: none) while it captures. Heights in
        // viewport units (main's min-height: 50vh, the contacts map's 70vh) would grow with it
        // and open a gap that the real page does not have: each element's min-height is first
        // pinned to what it is at the real viewport.
        const height = await page.evaluate(() => {
          for (const element of document.querySelectorAll('body *')) {
            const { minHeight } = getComputedStyle(element);
            if (minHeight.endsWith('px') && minHeight !== '0px')
              element.style.minHeight = minHeight;
          }
          return document.documentElement.scrollHeight;
        });
        await page.setViewportSize({ width: size.width, height: Math.min(height, 20_000) });
        await page.waitForTimeout(200);
      }
      await page.screenshot({ path: file, fullPage: shot.full !== false && !scripted });
      await context.close();
      count += 1;
    }
  }
  await browser.close();
  console.log(`${count} screenshots in ${outDir}`);
} finally {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
