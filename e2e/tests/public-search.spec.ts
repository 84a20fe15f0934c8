import { E2E, expect, test } from '../fixtures';
import { seedConsent, waitForHydration } from '../fixtures/public-site';

// Visitors with a Russian browser unless a journey says otherwise.
test.use({ locale: 'ru-RU' });

test('search finds a page, highlights the match, leads there, and clears when left', async ({ page, consoleErrors }) => {
  const searchData: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(search-engine|ru|en)-[^/]+\.js$/.test(request.url())) searchData.push(request.url());
  });
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  await waitForHydration(page);
  expect(searchData, 'the search data is not part of the page').toEqual([]);

  const box = page.getByRole('searchbox', { name: 'Поиск по сайту' });
  await box.fill('смоленск');
  const results = page.getByRole('region', { name: 'Результаты поиска' });
  await expect(results).toBeVisible();
  expect(searchData.some((url) => /\/ru-[^/]+\.js$/.test(url))).toBe(true);
  const match = results.getByRole('link', { name: /Дочерняя компания в Смоленске/ });
  await expect(match).toHaveAttribute('href', '/contacts');
  await expect(match.locator('mark')).toHaveText('Смоленск');

  await match.click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/contacts`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
  await expect(box).toHaveValue('');

  await box.fill('несуществующее слово');
  await expect(page.getByText('По запросу «несуществующее слово» ничего не найдено')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(box).toHaveValue('');
  await expect(page.getByText(/ничего не найдено/)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('search waits 500 ms after typing and ignores blank text', async ({ page }) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/?lang=en`);
  await waitForHydration(page);
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await box.fill('   ');
  await page.waitForTimeout(800);
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
  await box.fill('privacy');
  await page.waitForTimeout(300);
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Search results' }).getByRole('link').first()).toBeVisible();
});
