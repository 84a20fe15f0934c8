import { E2E, expect, test } from '../fixtures';
import { seedConsent, waitForHydration } from '../fixtures/public-site';

test.use({ locale: 'ru-RU' });

test('sign and re-sign: the two dropdowns open one at a time and scroll into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/clients/signAndResign?lang=ru`);
  await waitForHydration(page);
  const self = page.getByRole('button', {
    name: 'Самостоятельно через веб-сервис личного кабинета',
  });
  const service = page.getByRole('button', { name: 'Через клиентское обслуживание' });
  await expect(self).toHaveAttribute('aria-expanded', 'false');
  await expect(service).toHaveAttribute('aria-expanded', 'false');

  await self.click();
  await expect(self).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Дождитесь SMS на мастер-телефон', { exact: false })).toBeVisible();
  // Scrolled so the opened dropdown starts near the top of the window.
  await expect
    .poll(() => self.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeLessThan(120);

  await service.click();
  await expect(service).toHaveAttribute('aria-expanded', 'true');
  await expect(self).toHaveAttribute('aria-expanded', 'false');
  await service.click();
  await expect(service).toHaveAttribute('aria-expanded', 'false');

  await expect(page.getByRole('link', { name: '+375 (17) 200-00-01' }).first()).toHaveAttribute(
    'href',
    'tel:+375172000001',
  );
});

test('the clients FAQ keeps one answer open, and the info cards always show their links', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/clients?lang=ru`);
  await waitForHydration(page);
  const faq = page.getByRole('region', { name: 'Частые вопросы' });
  const first = faq.getByRole('button', { name: 'Как заключить договор?' });
  const second = faq.getByRole('button', { name: 'Когда я получу карточку?' });
  await first.click();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

  const card = page.getByRole('article').filter({ hasText: 'Топливные карточки и АЗС' });
  const map = card.getByRole('link', { name: 'Карта АЗС и маршрутов' });
  // Always shown, and the card keeps its size on hover (issue 25: no hover-only content).
  await expect(map).toBeVisible();
  const listHeight = () =>
    map.evaluate((element) => element.closest('ul')!.getBoundingClientRect().height);
  const cardHeight = () => card.evaluate((element) => element.getBoundingClientRect().height);
  expect(await listHeight()).toBeGreaterThan(100);
  const before = await cardHeight();
  await card.hover();
  expect(await cardHeight()).toBe(before);
  await expect(map).toContainText('(откроется в новой вкладке)');
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('href', /^https?:\/\//);
  // Phones: no letterboxed picture; the card is its dark head (icon, title) and its links.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await card.evaluate((element) => getComputedStyle(element, '::before').display)).toBe(
    'none',
  );
  expect(await cardHeight()).toBeLessThan(450);
  await card.getByRole('link', { name: 'Правила использования карточек' }).click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/clients/cardUsageRules`);
});

test('site search finds the texts of the content pages and leads to them', async ({ page }) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: 'Поиск по сайту' });
  await box.fill('неправильный выбор');
  const results = page.getByRole('listbox', { name: 'Результаты поиска' });
  const match = results.getByRole('option', { name: /Голосовая справочная служба/ }).first();
  await expect(match).toHaveAttribute('href', '/partners/voiceRefService');
  await match.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Голосовая справочная служба');

  await box.fill('1 420,00');
  await expect(results.getByRole('option').first()).toHaveAttribute(
    'href',
    '/equipment/invoicesSiteTariffs',
  );
});

test('the bank page shows the department chosen in the header, Minsk by default', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/partners/forBankInformation?lang=ru`);
  await waitForHydration(page);
  const department = page.getByRole('region', { name: 'Контакты отделения', exact: true });
  await expect(department.getByText('Минское отделение')).toBeVisible();
  await expect(department.getByRole('img')).toHaveAttribute('src', '/images/offices/minsk.svg');
  expect((await page.request.get(`${E2E.siteUrl}/images/offices/minsk.svg`)).status()).toBe(200);

  await page.getByRole('button', { name: /Телефоны отделений/ }).click();
  await page.getByRole('button', { name: 'Гродненское отделение' }).click();
  await expect(department.getByText('Гродненское отделение')).toBeVisible();
  await expect(department.getByRole('img')).toHaveAttribute('src', '/images/offices/grodno.svg');
});

test('the internet client app is served under /equipment and /clients with store links in new tabs', async ({
  page,
}) => {
  await seedConsent(page);
  for (const [path, crumb] of [
    ['/equipment/fuelcardInternetClientApp', 'Оборудование и ПО'],
    ['/clients/fuelcardInternetClientApp', 'Клиентам'],
  ] as const) {
    await page.goto(`${E2E.siteUrl}${path}?lang=ru`);
    await expect(
      page
        .getByRole('navigation', { name: 'Навигационная цепочка' })
        .getByRole('link', { name: crumb }),
    ).toBeVisible();
    for (const store of [/Google Play/, /App Store/]) {
      await expect(page.getByRole('link', { name: store })).toHaveAttribute('target', '_blank');
    }
  }
});
