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

  const box = page.getByRole('combobox', { name: 'Поиск по сайту' });
  await box.fill('смоленск');
  const results = page.getByRole('listbox', { name: 'Результаты поиска' });
  await expect(results).toBeVisible();
  expect(searchData.some((url) => /\/ru-[^/]+\.js$/.test(url))).toBe(true);
  // One entry per page: the contacts page with its title and one highlighted excerpt.
  const match = results.getByRole('option', { name: /Контакты.*Дочерняя компания в Смоленске/ });
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
  const box = page.getByRole('combobox', { name: 'Search the site' });
  await box.fill('   ');
  await page.waitForTimeout(800);
  await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
  // How long after the typing the list shows, measured in the page (a wait in the test and then a
  // look would race the debounce on a loaded machine).
  const shownAfter = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const input = document.querySelector<HTMLInputElement>('input[role="combobox"]')!;
        let typedAt = 0;
        input.addEventListener('input', () => (typedAt = performance.now()));
        const shown = () => {
          const list = document.querySelector<HTMLElement>('[role="listbox"]');
          return list !== null && !list.hidden && list.getClientRects().length > 0;
        };
        const observer = new MutationObserver(() => {
          if (typedAt > 0 && shown()) {
            observer.disconnect();
            resolve(performance.now() - typedAt);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      }),
  );
  await box.fill('privacy');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
  expect(await shownAfter).toBeGreaterThanOrEqual(450);
});

for (const width of [375, 768, 1440]) {
  test(`at ${width} px the results are grouped by page (at most 8, the rest counted) and the keyboard works like a combobox`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/?lang=ru`);
    // Typed before hydration, the text would be taken as the box's first value (no search).
    await waitForHydration(page);
    const box = page.getByRole('combobox', { name: 'Поиск по сайту' });
    await expect(async () => {
      await box.fill('карт');
      await expect(page.getByRole('listbox', { name: 'Результаты поиска' })).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout: 10_000 });
    const results = page.getByRole('listbox', { name: 'Результаты поиска' });
    const options = results.getByRole('option');
    await expect(options).toHaveCount(9);
    const hrefs = await options.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs.slice(0, 8)).size, 'one entry per page').toBe(8);
    await expect(options.last()).toHaveText(/^Еще страниц: \d+ — показать все результаты$/);
    // Interface-only texts (the map's loading line, the reader's indicator) are not listed.
    await expect(results).not.toContainText('Загрузка карты');
    await expect(results).not.toContainText('Индикатор');
    const panel = await results.evaluate((element) => element.parentElement!.getBoundingClientRect());
    expect(panel.left).toBeGreaterThanOrEqual(0);
    expect(panel.right).toBeLessThanOrEqual(width);

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
    await box.press('ArrowDown');
    const second = hrefs[1]!;
    await box.press('Enter');
    await expect(page).toHaveURL(`${E2E.siteUrl}${second}`);
    await expect(box).toHaveValue('');

    await box.fill('карт');
    await expect(results).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveValue('');
    await expect(results).toHaveCount(0);

    // Enter with no option chosen opens the page of all results.
    await box.fill('прейскурант');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D0%BF%D1%80%D0%B5%D0%B9%D1%81%D0%BA%D1%83%D1%80%D0%B0%D0%BD%D1%82$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск по сайту');
    await expect(page.getByRole('heading', { level: 2, name: 'Прейскуранты и тарифы' })).toBeVisible();
  });
}

test('the /search page lists the matching pages on the server, 10 a page, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ru-RU' });
  const page = await context.newPage();
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  await page.getByRole('combobox', { name: 'Поиск по сайту' }).fill('карт');
  await page.getByRole('combobox', { name: 'Поиск по сайту' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('status')).toHaveText(/По запросу «карт» найдено страниц: (\d+)/);
  const count = Number(/страниц: (\d+)/.exec((await page.getByRole('status').textContent())!)![1]);
  expect(count).toBeGreaterThan(10);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
  await expect(page.getByRole('status')).toContainText(`Страница 1 из ${Math.ceil(count / 10)}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The next page of results is a plain link: ?q=…&page=2, numbered on from 11.
  await page.getByRole('navigation', { name: 'Страницы результатов поиска' }).getByRole('link', { name: 'Страница 2' }).click();
  await expect(page).toHaveURL(/\/search\?q=%D0%BA%D0%B0%D1%80%D1%82&page=2/);
  await expect(page.getByRole('status')).toContainText('Страница 2 из');
  await expect(page.getByRole('main').locator('ol[start="11"]')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(Math.min(10, count - 10));
  await page.goto(`${E2E.siteUrl}/search?q=zzqx&lang=ru`);
  await expect(page.getByText('По запросу «zzqx» ничего не найдено')).toBeVisible();
  await expect(page.getByRole('link', { name: 'договор' })).toHaveAttribute('href', '/search?q=%D0%B4%D0%BE%D0%B3%D0%BE%D0%B2%D0%BE%D1%80');
  await context.close();
});

// Design review s34: on phones the /search page is a list of pages with one excerpt each (the
// other excerpts are counted in «Еще совпадений»); from 600 px up to three excerpts show.
for (const width of [375, 768]) {
  test(`at ${width} px the /search page shows ${width < 600 ? 'one excerpt' : 'up to three excerpts'} a result and every result of its page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${E2E.siteUrl}/search?q=${encodeURIComponent('карт')}&lang=ru`);
    const found = Number(/страниц: (\d+)/.exec((await page.getByRole('status').textContent())!)![1]);
    const count = Math.min(found, 10);
    const results = page.getByRole('main').locator('[role="status"] + ol > li');
    await expect(results).toHaveCount(count);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(count);
    const shown = await results.evaluateAll((items) =>
      items.map((item) => ({
        excerpts: Array.from(item.querySelectorAll('ul > li')).filter((li) => li.getClientRects().length > 0).length,
        all: item.querySelectorAll('ul > li').length,
        more: Array.from(item.querySelectorAll('p'))
          .filter((p) => p.getClientRects().length > 0)
          .map((p) => /: (\d+)$/.exec(p.textContent ?? '')?.[1])
          .filter(Boolean)
          .map(Number),
      })),
    );
    expect(shown.some((result) => result.all > 1), 'some result has several excerpts').toBe(true);
    for (const result of shown) {
      expect(result.excerpts).toBe(width < 600 ? Math.min(result.all, 1) : result.all);
      // At most one «more matches» line shows.
      expect(result.more.length).toBeLessThanOrEqual(1);
    }
    if (width < 600) {
      // A result with hidden excerpts says how many more matches the page has.
      const hiding = shown.find((result) => result.all > 1)!;
      expect(hiding.more[0]).toBeGreaterThanOrEqual(hiding.all - 1);
    }
  });
}
