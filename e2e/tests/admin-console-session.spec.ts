import type { Page, Route } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { consoleContext, openConsole, superadminToken, WIDTHS } from '../fixtures/console';

// Issue 18 item 7: a session check that got no answer is not a failed check.
const SECURE = '**/api/admin/secure';
const menu = (page: Page) => page.getByRole('navigation', { name: 'Разделы панели управления' });

/** Moves to a section through the menu (the phone's menu sheet first). */
async function goToSection(page: Page, name: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Меню' }).click();
  await menu(page).getByRole('link', { name }).click();
}

async function passLater(route: Route, ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await route.continue().catch(() => {
    // The page gave the request up meanwhile.
  });
}

for (const width of WIDTHS) {
  const phone = width.isMobile;
  test.describe(`at ${width.viewport.width} px`, () => {
    test('moving on while a check runs drops that check, and the session stays', async ({ browser, request }) => {
      const context = await consoleContext(browser, width, await superadminToken(request));
      const page = await context.newPage();
      await openConsole(page, '/adminDashboard');
      let checks = 0;
      await page.route(SECURE, (route) => {
        checks += 1;
        return passLater(route, checks === 1 ? 2000 : 0);
      });
      await goToSection(page, 'Новости', phone);
      await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
      // Next section before the first check answered.
      await goToSection(page, 'Администраторы', phone);
      await expect(page.getByRole('heading', { level: 1, name: 'Администраторы' })).toBeVisible();
      await page.waitForTimeout(2500);
      await expect(page).toHaveURL(/\/adminDashboard\/users$/);
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();
      await context.close();
    });

    test('a check cancelled under the console (no answer) is asked again, and the session stays', async ({ browser, request }) => {
      const context = await consoleContext(browser, width, await superadminToken(request));
      const page = await context.newPage();
      await openConsole(page, '/adminDashboard');
      let checks = 0;
      await page.route(SECURE, (route) => {
        checks += 1;
        return checks === 1 ? route.abort('aborted') : route.continue();
      });
      await goToSection(page, 'Новости', phone);
      await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
      await expect.poll(() => checks).toBeGreaterThanOrEqual(2);
      await page.waitForTimeout(500);
      await expect(page).toHaveURL(/\/adminDashboard\/news$/);
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();
      await context.close();
    });

    test('leaving the console while its check runs, and coming back, keeps the session', async ({ browser, request }) => {
      const context = await consoleContext(browser, width, await superadminToken(request));
      const page = await context.newPage();
      await openConsole(page, '/adminDashboard');
      await page.route(SECURE, (route) => passLater(route, 1500));
      await goToSection(page, 'Новости', phone);
      await page.goto(E2E.siteUrl);
      await page.goBack();
      await page.unroute(SECURE);
      await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Новости' })).toBeVisible();
      await context.close();
    });

    test('a check that never gets an answer, or a 401, still ends the session', async ({ browser, request }) => {
      const context = await consoleContext(browser, width, await superadminToken(request));
      const page = await context.newPage();
      await openConsole(page, '/adminDashboard');
      await page.route(SECURE, (route) => route.abort('connectionrefused'));
      await goToSection(page, 'Новости', phone);
      await expect(page).toHaveURL(/\/administrator$/, { timeout: 10_000 });
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

      await page.unroute(SECURE);
      await page.evaluate(() => localStorage.setItem('authToken', 'revoked-or-forged'));
      await page.goto(`${E2E.adminOrigin}/adminDashboard/news`);
      await expect(page).toHaveURL(/\/administrator$/);
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
      await context.close();
    });
  });
}
