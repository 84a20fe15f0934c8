import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { consoleContext, seriousViolations, WIDTHS } from '../fixtures/console';
import { E2E } from '../fixtures/env';
import { appCode, passwordStep } from '../fixtures/sign-in-security';

// Issue 16: MFA_REQUIRED=all. A second API and console (their own database, free ports next to
// the run's three), started here and stopped afterwards.
const apiPort = E2E.ports.admin + 1;
const consolePort = E2E.ports.admin + 2;
const apiUrl = `http://localhost:${apiPort}`;
const consoleOrigin = `http://localhost:${consolePort}`;
const owner = { username: 'e2e-enrol-root', password: 'Lighthouse-keeper-e2e-77' };

let dataDir = '';
const servers: ChildProcess[] = [];

async function waitFor(url: string) {
  for (let tries = 0; tries < 120; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dataDir = mkdtempSync(join(tmpdir(), 'fuelcard-e2e-enrol-'));
  servers.push(
    spawn('node', ['dist/server.js'], {
      cwd: '../apps/api',
      stdio: 'ignore',
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(apiPort),
        DATA_DIR: dataDir,
        ADMIN_USERNAME: owner.username,
        ADMIN_PASSWORD: owner.password,
        ADMIN_ORIGIN: consoleOrigin,
        MFA_REQUIRED: 'all',
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
      },
    }),
    spawn('node', ['build/serve.mjs'], {
      cwd: '../apps/admin',
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(consolePort),
        PUBLIC_API_URL: apiUrl,
        PUBLIC_SITE_URL: E2E.siteUrl,
      },
    }),
  );
  await waitFor(`${apiUrl}/api/health`);
  await waitFor(`${consoleOrigin}/administrator`);
});

test.afterAll(async () => {
  for (const server of servers) server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
});

test('an administrator who must use a second factor sees only the enrolment until enrolled, then goes on', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await consoleContext(browser, WIDTHS[1], null);
  const page = await context.newPage();
  await passwordStep(page, owner.username, owner.password, consoleOrigin);
  await expect(page).toHaveURL(/\/administrator\/enrol$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Подключите второй фактор входа' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing else opens: the dashboard's session check sends it back.
  await page.goto(`${consoleOrigin}/adminDashboard/news`);
  await expect(page).toHaveURL(/\/administrator\/enrol$/);

  await page.getByRole('button', { name: 'Подключить приложение' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '');
  await page.getByLabel(/Код из приложения/).fill(await appCode(secret));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Коды восстановления' });
  await expect(dialog.getByRole('listitem')).toHaveCount(10);
  await dialog.getByLabel('Я сохранил(а) коды в надёжном месте').check();
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(page.getByText('Второй фактор подключён')).toBeVisible();
  await page.getByRole('button', { name: 'Перейти в панель управления' }).click();
  await expect(page).toHaveURL(/\/adminDashboard$/);
  await expect(page.getByRole('button', { name: 'Меню' })).toBeVisible();
  await context.close();
});
