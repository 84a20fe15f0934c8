import { E2E, expect, login, test } from '../fixtures';

test.describe('the three apps on a temporary database', () => {
  test('the public home page is rendered on the server and hydrates without errors', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const html = await (await request.get(`${E2E.siteUrl}/`)).text();
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain('Топливные карточки и электронные платежи для бизнеса');

    await page.goto(`${E2E.siteUrl}/?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Fuel cards and electronic payments for business',
    );
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });

  test('the API answers through the public site', async ({ request }) => {
    const response = await request.get(`${E2E.siteUrl}/api/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: { engine: 'sqlite', state: 'ok' } });
  });

  test('the admin login page loads, and the superadmin signs in', async ({ page, consoleErrors }) => {
    await page.goto(`${E2E.adminOrigin}/administrator`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вход в панель управления');

    await login(page, E2E.superadmin.username, 'wrong-password');
    await expect(page.getByRole('alert')).toBeVisible();

    await login(page, E2E.superadmin.username, E2E.superadmin.password);
    await expect(page).toHaveURL(/\/adminDashboard$/);
    await expect(page.getByText('Роль: Суперадминистратор')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
    // The failed login answers 401, which the browser logs as a failed resource; nothing else.
    expect(consoleErrors.filter((text) => !/401/.test(text))).toEqual([]);
  });

  test('unknown paths answer 404 with the default error page', async ({ page }) => {
    const response = await page.goto(`${E2E.siteUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error');
  });
});
