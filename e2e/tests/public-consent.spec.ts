import { E2E, expect, test } from '../fixtures';
import {
  CONSENT_KEY,
  FAKE_YMAPS,
  hydratedConsentDialog,
  seedConsent,
  waitForHydration,
  YANDEX_MAPS_SCRIPT,
} from '../fixtures/public-site';

// Visitors with a Russian browser unless a journey says otherwise.
test.use({ locale: 'ru-RU' });

const MAP_MESSAGE = 'Для отображения карты необходимо согласие на обработку функциональных и аналитических cookies.';

test('the first visit asks for consent; accepting all stores and posts the record and shows the map', async ({
  page,
  context,
  consoleErrors,
}) => {
  const mapScripts: string[] = [];
  await page.route(YANDEX_MAPS_SCRIPT, (route) => {
    mapScripts.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_YMAPS });
  });
  await page.goto(`${E2E.siteUrl}/contacts?lang=ru`);
  const dialog = page.getByRole('dialog', { name: 'Мы используем файлы cookies' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText(MAP_MESSAGE)).toBeVisible();
  expect(mapScripts, 'no map script before consent').toEqual([]);

  const posted = page.waitForResponse((response) => response.url().endsWith('/api/cookie-consent'));
  await hydratedConsentDialog(page).getByRole('button', { name: 'Принять все' }).click();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  const body = answer.request().postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ technical: true, functional: true, analytics: true, marketing: true });
  await expect(dialog).toBeHidden();

  const record = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)) ?? 'null') as Record<string, unknown>;
  expect(record).toEqual(body);
  const uuid = (await context.cookies()).find((cookie) => cookie.name === 'user_uuid');
  expect(uuid?.value).toBe(body.user_uuid);
  expect(uuid?.path).toBe('/');

  await expect(page.locator('[data-fake-map="ready"]')).toBeVisible();
  expect(mapScripts).toHaveLength(1);
  expect(mapScripts[0]).toContain('lang=ru_RU');
  expect(mapScripts[0]).toContain('load=Map%2CPlacemark%2Cgeolocation');
  const fake = () => page.evaluate(() => (window as unknown as { __fakeMap: { state: unknown; placemarks: unknown[]; centers: Array<{ center: number[] }> } }).__fakeMap);
  expect(await fake()).toMatchObject({ state: { center: [53.876159, 27.547862], zoom: 17 } });
  expect((await fake()).placemarks).toHaveLength(7);

  // The location buttons recentre the map: by click, Enter and Space.
  await page.getByRole('button', { name: 'Показать на карте: Гродненское отделение' }).click();
  await expect.poll(async () => (await fake()).centers.at(-1)?.center).toEqual([53.677834, 23.829529]);
  // Both groups are open (issue 14: the Smolensk subsidiary is in view without a click).
  await expect(page.getByRole('button', { name: 'Россия' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Показать на карте: Дочерняя компания в Смоленске' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await fake()).centers.at(-1)?.center).toEqual([54.771325, 32.053075]);
  await page.getByRole('button', { name: 'Показать на карте: Брестское отделение' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await fake()).centers.at(-1)?.center).toEqual([52.097621, 23.73405]);

  await page.reload();
  await expect(page.locator('[data-fake-map="ready"]')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('declining keeps the map hidden; the settings keep technical cookies on and can allow the map', async ({ page, consoleErrors }) => {
  const mapScripts: string[] = [];
  await page.route(YANDEX_MAPS_SCRIPT, (route) => {
    mapScripts.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_YMAPS });
  });
  await page.goto(`${E2E.siteUrl}/contacts?lang=ru`);
  await hydratedConsentDialog(page).getByRole('button', { name: 'Отказаться' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(MAP_MESSAGE)).toBeVisible();

  const configure = page.getByRole('button', { name: 'Настроить cookies' });
  await expect(configure).toBeEnabled();
  await configure.click();
  const settings = page.getByRole('dialog', { name: 'Настройки файлов cookies' });
  const technical = settings.getByRole('switch', { name: 'Технические' });
  await expect(technical).toHaveAttribute('aria-checked', 'true');
  await expect(technical).toBeDisabled();
  await settings.getByRole('switch', { name: 'Функциональные' }).click();
  await settings.getByRole('button', { name: 'Принять выбранные' }).click();
  await expect(page.getByText(MAP_MESSAGE)).toBeVisible();
  expect(mapScripts).toEqual([]);

  await configure.click();
  await settings.getByRole('switch', { name: 'Аналитические' }).click();
  await settings.getByRole('button', { name: 'Принять выбранные' }).click();
  await expect(page.locator('[data-fake-map="ready"]')).toBeVisible();
  await expect(configure).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a stored consent older than 365 days is asked for again', async ({ page }) => {
  await page.addInitScript((key) => {
    const old = new Date(Date.now() - 366 * 24 * 3600 * 1000).toISOString();
    localStorage.setItem(key, JSON.stringify({ technical: true, functional: true, analytics: true, marketing: false, timestamp: old, user_uuid: '' }));
  }, CONSENT_KEY);
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  await expect(page.getByRole('dialog', { name: 'Мы используем файлы cookies' })).toBeVisible();
});

test('when the map script cannot load, the page says so and the list still works', async ({ page, consoleErrors }) => {
  await page.route(YANDEX_MAPS_SCRIPT, (route) => route.abort('internetdisconnected'));
  await seedConsent(page, { functional: true, analytics: true });
  await page.goto(`${E2E.siteUrl}/contacts?lang=ru`);
  await waitForHydration(page);
  await expect(page.getByText(/Карта сейчас недоступна/)).toBeVisible();
  await page.getByRole('button', { name: 'Показать на карте: Минское отделение' }).click();
  await expect(page.getByRole('heading', { name: 'Дочерняя компания в Смоленске' })).toBeVisible();
  // Our offline sketch stays in the map's place, with the chosen office highlighted.
  await expect(page.getByRole('img', { name: /Схема: отделения/ }).locator('[data-selected]')).toHaveText('Минск');
  // The browser reports the blocked script itself; the page adds no error of its own.
  expect(consoleErrors.filter((text) => !text.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

test('a consent that cannot be sent is kept, with the spec’s console warning', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/api/cookie-consent', (route) => route.fulfill({ status: 503, body: '{}' }));
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  await hydratedConsentDialog(page).getByRole('button', { name: 'Отказаться' }).click();
  await expect.poll(() => warnings.join('\n')).toContain('Не удалось отправить согласие на сервер');
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)).toContain('"functional":false');
});

test('the dialog is in the page from the first paint, and a choice made before the scripts run is carried out once they do', async ({
  page,
  consoleErrors,
}) => {
  await page.route(YANDEX_MAPS_SCRIPT, (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_YMAPS }));
  // The page's scripts are held back: what shows now is the server's HTML and CSS alone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${E2E.siteUrl}/contacts?lang=ru`, { waitUntil: 'commit' });
  const dialog = page.getByRole('dialog', { name: 'Мы используем файлы cookies' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByRole('link', { name: 'Политика использования файлов cookies' }),
  ).toHaveAttribute('href', '/cookie-policy');

  await dialog.getByRole('button', { name: 'Принять все' }).click();
  await expect(dialog).toBeHidden();
  const posted = page.waitForResponse((response) => response.url().endsWith('/api/cookie-consent'));
  release();
  const answer = await posted;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({
    technical: true,
    functional: true,
    analytics: true,
    marketing: true,
  });
  await expect
    .poll(async () =>
      JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)) ?? 'null'),
    )
    .toMatchObject({ functional: true, analytics: true, marketing: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-fake-map="ready"]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('with a current consent stored, the dialog never shows, not even before the scripts run', async ({
  page,
}) => {
  await seedConsent(page, { functional: false, analytics: false });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${E2E.siteUrl}/?lang=ru`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  release();
  await waitForHydration(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('before the scripts run, the keyboard meets the dialog first, and Escape in it closes it', async ({ page }) => {
  await page.route('**/assets/*.js', () => {
    // Held for good: the page stays as the server rendered it.
  });
  await page.goto(`${E2E.siteUrl}/?lang=ru`, { waitUntil: 'commit' });
  const dialog = page.getByRole('dialog', { name: 'Мы используем файлы cookies' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Политика использования файлов cookies' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
