import { E2E, expect, test } from '../fixtures';
import { seedConsent, waitForHydration } from '../fixtures/public-site';

// Visitors with a Russian browser unless a journey says otherwise.
test.use({ locale: 'ru-RU' });

/** Every route of content-pages §2 (both readings), its heading in ru and en, and whether it is a placeholder. */
const CONTENT_ROUTES: ReadonlyArray<[path: string, ru: string, en: string, placeholder?: true]> = [
  ['/clients', 'Клиентам', 'For clients'],
  [
    '/clients/signAndResign',
    'Заключение и перезаключение договора',
    'Signing and re-signing a contract',
  ],
  [
    '/clients/gettingElectronicCard',
    'Получение электронной карточки',
    'Getting an electronic card',
  ],
  ['/clients/cardUsageRules', 'Правила использования карточек', 'Card usage rules'],
  ['/clients/dealResignation', 'Расторжение договора', 'Terminating a contract'],
  ['/clients/priceListsAndTariffs', 'Прейскуранты и тарифы', 'Price lists and tariffs'],
  ['/clients/workWithPrivateAccount', 'Работа в личном кабинете', 'Using the personal account'],
  ['/clients/documentsForDownload', 'Документы для скачивания', 'Documents for download'],
  [
    '/clients/eMoneyRegulations',
    'Порядок использования электронных денег',
    'Electronic money regulations',
  ],
  ['/clients/fuelcardInternetClientApp', 'Мобильное приложение клиента', 'Client mobile app'],
  [
    '/clients/plasticCardUsageRules',
    'Правила пользования пластиковыми карточками',
    'Plastic card usage rules',
    true,
  ],
  ['/clients/nonResidentsSupport', 'Обслуживание нерезидентов', 'Services for non-residents', true],
  ['/clients/tollRoads', 'Оплата проезда по платным дорогам', 'Toll road payments', true],
  ['/clients/forFuelPayments', 'Оплата топлива', 'Paying for fuel', true],
  ['/clients/issuerRules', 'Правила эмитента', 'Issuer rules', true],
  ['/partners', 'Партнерам', 'For partners'],
  ['/partners/voiceRefService', 'Голосовая справочная служба', 'Voice information service'],
  ['/partners/loyaltyProgram', 'Программа лояльности', 'Loyalty programme'],
  ['/partners/documentsForDownload', 'Документы для скачивания', 'Documents for download'],
  ['/partners/forBankInformation', 'Информация для банков', 'Information for banks'],
  ['/partners/cardUsageRules', 'Правила использования карточек', 'Card usage rules'],
  ['/partners/systemRules', 'Правила платежной системы', 'Payment system rules', true],
  [
    '/partners/plasticCardUsageRules',
    'Правила пользования пластиковыми карточками',
    'Plastic card usage rules',
    true,
  ],
  [
    '/partners/forNotAResidentsServices',
    'Обслуживание нерезидентов',
    'Services for non-residents',
    true,
  ],
  [
    '/partners/11',
    'Новые сервисы для партнеров: раздел готовится',
    'New services for partners: section in preparation',
    true,
  ],
  ['/equipment', 'Оборудование и программное обеспечение', 'Equipment and software'],
  ['/equipment/webCenterFuelcard', 'Веб-центр', 'Web centre'],
  [
    '/equipment/oilAndCapital',
    'Программный комплекс «Нефть и капитал»',
    'Oil and Capital software suite',
  ],
  ['/equipment/selfServiceCheckout', 'Касса самообслуживания', 'Self-service checkout'],
  [
    '/equipment/gsAutomationSystem',
    'Система автоматизации АЗС',
    'Filling station automation system',
  ],
  ['/equipment/invoicesSite', 'Сайт электронных счетов-фактур', 'Electronic invoice site'],
  [
    '/equipment/invoicesSiteTariffs',
    'Тарифы и подключение сайта ЭСЧФ',
    'E-invoice site tariffs and connection',
  ],
  ['/equipment/fuelcardInternetClientApp', 'Мобильное приложение клиента', 'Client mobile app'],
  ['/equipment/fuelcardCardPayApp', 'Приложение для оплаты по карточке', 'Card payment app'],
  ['/equipment/smartPayApp', 'Приложение SmartPay', 'SmartPay app'],
  ['/equipment/personalAccWebApp', 'Личный кабинет клиента', 'Client personal account'],
];

/** The text of the page's h1 in the server-rendered HTML. */
const h1Of = (html: string) =>
  /<h1[^>]*>([^<]*)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

test.describe('content routes answer 200 with their heading, in ru and en', () => {
  for (const [path, ru, en] of CONTENT_ROUTES) {
    test(`${path}`, async ({ request }) => {
      for (const [lang, heading] of [
        ['ru', ru],
        ['en', en],
      ] as const) {
        const response = await request.get(`${E2E.siteUrl}${path}?lang=${lang}`);
        expect(response.status(), `${path} ${lang}`).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${lang}"`);
        expect(h1Of(html), `${path} ${lang}`).toBe(heading);
        expect(html).toContain(`<link rel="canonical" href="${E2E.siteUrl}${path}?lang=${lang}"/>`);
      }
    });
  }
});

test('every content page hydrates in the browser without console errors, with breadcrumbs, Home and Up', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await seedConsent(page);
  for (const [path, ru, , placeholder] of CONTENT_ROUTES) {
    await page.goto(`${E2E.siteUrl}${path}?lang=ru`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(ru);
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    if (placeholder) {
      // A placeholder keeps its red heading, and (issue 14) what every content page has, the
      // customer service and the other pages of its area.
      const colour = await page
        .getByRole('heading', { level: 1 })
        .evaluate((element) => getComputedStyle(element).color);
      expect(colour, path).toBe('rgb(198, 45, 38)');
      await expect(
        page
          .getByRole('region', { name: 'Клиентский сервис' })
          .getByRole('link', { name: /^\+375/ }),
      ).toBeVisible();
      const others = page.getByRole('navigation', { name: 'Другие страницы раздела' });
      await expect(others.getByRole('link').first()).toBeVisible();
      await expect(others.locator(`a[href="${path}"]`)).toHaveCount(0);
    }
    await expect(crumbs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Наверх' })).toHaveAttribute('href', '#top');
  }
  expect(consoleErrors).toEqual([]);
});

test('/invoicesSite redirects permanently to /equipment/invoicesSite, keeping the language', async ({
  request,
  page,
}) => {
  const response = await request.get(`${E2E.siteUrl}/invoicesSite?lang=en`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/equipment/invoicesSite?lang=en');

  // The tariffs page's breadcrumb points there, and following it in the browser lands on the site page.
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/equipment/invoicesSiteTariffs?lang=ru`);
  await waitForHydration(page);
  const crumb = page
    .getByRole('navigation', { name: 'Навигационная цепочка' })
    .getByRole('link', { name: 'Сайт электронных счетов-фактур' });
  await expect(crumb).toHaveAttribute('href', '/invoicesSite');
  await crumb.click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/equipment/invoicesSite`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Сайт электронных счетов-фактур',
  );
});

test('content routes ignore letter case, and unknown pages under the areas are 404', async ({
  request,
}) => {
  expect((await request.get(`${E2E.siteUrl}/CLIENTS/TOLLROADS?lang=ru`)).status()).toBe(200);
  expect((await request.get(`${E2E.siteUrl}/Equipment/WebCenterFuelcard?lang=ru`)).status()).toBe(
    200,
  );
  for (const path of ['/clients/unknown', '/partners/12', '/equipment/unknown']) {
    expect((await request.get(`${E2E.siteUrl}${path}`)).status(), path).toBe(404);
  }
});

test('the sitemap lists every content page but the placeholders (noindex, issue 25)', async ({
  request,
}) => {
  const xml = await (await request.get(`${E2E.siteUrl}/sitemap.xml`)).text();
  for (const [path, , , placeholder] of CONTENT_ROUTES) {
    if (placeholder) expect(xml).not.toContain(`${E2E.siteUrl}${path}<`);
    else expect(xml).toContain(`<loc>${E2E.siteUrl}${path}</loc>`);
  }
});

test('no content page scrolls sideways at 320 pixels', async ({ page }) => {
  test.setTimeout(120_000);
  await seedConsent(page);
  await page.setViewportSize({ width: 320, height: 700 });
  for (const [path] of CONTENT_ROUTES) {
    await page.goto(`${E2E.siteUrl}${path}?lang=ru`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the landings show the system figures as the home page tiles, in ru and en', async ({
  page,
}) => {
  await seedConsent(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  const landings = [
    ['/clients?lang=ru', ['804', '379', '97%'], 'пункта обслуживания в Беларуси'],
    ['/partners?lang=ru', ['804', '379'], 'пункта обслуживания в Беларуси'],
    ['/clients?lang=en', ['804', '379', '97%'], 'points of sale in Belarus'],
  ] as const;
  for (const [path, figures, firstLabel] of landings) {
    await page.goto(`${E2E.siteUrl}${path}`);
    const tiles = page.locator('main dl').first();
    await expect(tiles.locator('dd'), path).toHaveText([...figures]);
    await expect(tiles.locator('dt').first(), path).toHaveText(firstLabel);
  }
});

test('at 768 px the landings leave no hole: the figures fill their row, two advantages share one and the third takes the next', async ({
  page,
}) => {
  await seedConsent(page);
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const path of ['/clients', '/partners']) {
    await page.goto(`${E2E.siteUrl}${path}?lang=ru`);
    const tiles = page.locator('main dl').first();
    const row = (await tiles.boundingBox())!;
    const last = (await tiles.locator(':scope > div').last().boundingBox())!;
    // Two tiles (partners) or three (clients): the last one ends at the row's right edge.
    expect(Math.abs(last.x + last.width - (row.x + row.width)), path).toBeLessThanOrEqual(1);
    const advantages = page
      .getByRole('heading', { level: 2, name: 'Преимущества' })
      .locator('xpath=ancestor::section[1]')
      .getByRole('listitem');
    const boxes = await Promise.all(
      (await advantages.all()).map(async (item) => (await item.boundingBox())!),
    );
    expect(boxes.length, path).toBe(3);
    // Two a row (three 190 px columns ran to ten lines: design review s42b, finding 11), the
    // third across the whole row: no hole beside it.
    const [first, second, third] = boxes as [typeof row, typeof row, typeof row];
    expect(Math.abs(second.y - first.y), path).toBeLessThanOrEqual(1);
    expect(Math.abs(second.width - first.width), path).toBeLessThanOrEqual(1);
    expect(third.y, path).toBeGreaterThan(first.y + first.height);
    const section = (await advantages.first().locator('xpath=ancestor::ul[1]').boundingBox())!;
    for (const box of [second, third])
      expect(Math.abs(box.x + box.width - (section.x + section.width)), path).toBeLessThanOrEqual(
        1,
      );
    expect(Math.abs(third.x - section.x), path).toBeLessThanOrEqual(1);
  }
});
