import { E2E, expect, test } from '../fixtures';
import { seedConsent, waitForHydration } from '../fixtures/public-site';

// Visitors with a Russian browser unless a journey says otherwise.
test.use({ locale: 'ru-RU' });

test.describe('language', () => {
  test('the switch renders the page in English without leaving it, and the choice survives a reload', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/about`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О компании');

    await page.getByRole('link', { name: 'EN', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the company');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(`${E2E.siteUrl}/about`);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
    const lang = (await context.cookies()).find((cookie) => cookie.name === 'lang');
    expect(lang).toMatchObject({ value: 'en', path: '/' });
    expect(lang!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the company');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    await page.getByRole('link', { name: 'RU', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О компании');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О компании');
    expect(consoleErrors).toEqual([]);
  });

  test('?lang= chooses the language and stores it in the lang cookie', async ({ page, context }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/contacts?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await page.goto(`${E2E.siteUrl}/contacts`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacts');
  });

  test('a language stored only in local storage is honoured: it becomes the cookie and the page turns to it', async ({ page, context }) => {
    await seedConsent(page);
    await page.addInitScript(() => {
      if (!document.cookie.includes('lang=')) localStorage.setItem('i18nextLng', 'en');
    });
    await page.goto(`${E2E.siteUrl}/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the company');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  });

  test('?lang=by is stored as by and shown in Russian', async ({ page, context }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/contacts?lang=by`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('by');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('by');
    await page.goto(`${E2E.siteUrl}/contacts`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
    expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('by');
  });

  test('the browser language decides when nothing was chosen', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});

test.describe('office', () => {
  test('the chosen office shows its phone in the header and its address in the footer, for the whole visit', async ({
    page,
    consoleErrors,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/?lang=ru`);
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '+375 (17) 200-00-01' })).toHaveAttribute('href', 'tel:+375172000001');

    const toggle = page.getByRole('button', { name: /Телефоны отделений/ });
    await toggle.click();
    await page.getByRole('button', { name: 'Брестское отделение' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header).toContainText('Клиентский сервис в Бресте');
    await expect(header.getByRole('link', { name: '+375 (162) 20-00-01' })).toHaveAttribute('href', 'tel:+375162200001');
    await expect(page.getByRole('contentinfo')).toContainText('224005, Республика Беларусь, г. Брест');
    expect(await page.evaluate(() => sessionStorage.getItem('selectedItem'))).toBe('2');

    await page.reload();
    await expect(page.getByRole('banner')).toContainText('Клиентский сервис в Бресте');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Новости' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
    await expect(page.getByRole('contentinfo')).toContainText('г. Брест');
    expect(consoleErrors).toEqual([]);
  });

  test('the dropdown closes on a click outside and its arrow is green while open', async ({ page }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/?lang=ru`);
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: /Телефоны отделений/ });
    const arrow = toggle.locator('[aria-hidden="true"]').last();
    await toggle.click();
    await expect(arrow).toHaveCSS('border-right-color', 'rgb(72, 174, 90)');
    // Outside the header: the open list may cover the heading (it does since the hero's text
    // column is half the row), and a click on the list is not a click outside.
    await page.getByRole('contentinfo').click({ position: { x: 4, y: 4 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(arrow).not.toHaveCSS('border-right-color', 'rgb(72, 174, 90)');
  });

  test('an invalid saved office is ignored with a console warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await seedConsent(page);
    await page.addInitScript(() => sessionStorage.setItem('selectedItem', 'not-an-office'));
    await page.goto(`${E2E.siteUrl}/?lang=ru`);
    await expect.poll(() => warnings.join('\n')).toContain('Ignoring invalid saved office');
    await expect(page.getByRole('banner')).toContainText('Клиентский сервис в Минске');
  });
});
