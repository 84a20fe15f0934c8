import { E2E, expect, test } from '../fixtures';
import { seedConsent, siteNews, waitForHydration } from '../fixtures/public-site';

// Visitors with a Russian browser unless a journey says otherwise.
test.use({ locale: 'ru-RU' });

/** Each public page, and a text its server-rendered HTML must already hold. */
const PAGES: ReadonlyArray<[path: string, text: string]> = [
  ['/', 'Топливные карточки и электронные платежи для бизнеса'],
  ['/about', 'Назначение системы'],
  ['/news', 'Сортировка'],
  ['/contacts', 'Брестское отделение'],
  ['/rules', 'Правила пользования сайтом'],
  ['/offer', 'Публичная оферта'],
  ['/privacy', 'Политика конфиденциальности'],
  ['/help', 'Коротко о том, как найти нужную информацию на сайте.'],
  ['/cookie-policy', 'user_uuid'],
];

test.describe('server rendering and hydration', () => {
  for (const [path, text] of PAGES) {
    test(`${path} is rendered on the server and hydrates without console errors`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const response = await request.get(`${E2E.siteUrl}${path}`, {
        headers: { 'Accept-Language': 'ru-RU,ru;q=0.9' },
      });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="ru"');
      expect(html).toContain(text);
      expect(html).toContain('window.__INITIAL_LANG__="ru"');
      expect(html).toMatch(/<title>[^<]+\| RouteCard<\/title>/);

      await seedConsent(page);
      await page.goto(`${E2E.siteUrl}${path}`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
      await expect(page.getByText(text).first()).toBeAttached();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the hero lights twinkle on a canvas drawn by a worker, within the CSP', async ({
    page,
    consoleErrors,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/`);
    await waitForHydration(page);
    // The lights start after the load event and an idle moment, in a worker of their own.
    await expect.poll(() => page.workers().length, { timeout: 10_000 }).toBe(1);
    const canvas = page.locator('canvas');
    await expect(canvas).toHaveAttribute('width', '1180');
    await expect(canvas).toHaveAttribute('height', '464');
    const first = await canvas.screenshot();
    await expect
      .poll(async () => !(await canvas.screenshot()).equals(first), { timeout: 5_000 })
      .toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('a news item page is rendered on the server', async ({ page, request, consoleErrors }) => {
    const [item] = await siteNews(request);
    expect(item, 'the e2e database holds visible news').toBeDefined();
    const html = await (await request.get(`${E2E.siteUrl}/news/${item!.slug}?lang=ru`)).text();
    expect(html).toContain(item!.titles.ru);
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/news/${item!.slug}?lang=ru`);
    await waitForHydration(page);
    expect(consoleErrors).toEqual([]);
  });

  test('every page has its title, description, canonical address and ru/en alternates', async ({
    request,
  }) => {
    const html = await (await request.get(`${E2E.siteUrl}/contacts?lang=en`)).text();
    expect(html).toContain('<title>Contacts | RouteCard</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]+"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${E2E.siteUrl}/contacts?lang=en"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="ru" href="${E2E.siteUrl}/contacts?lang=ru"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="en" href="${E2E.siteUrl}/contacts?lang=en"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${E2E.siteUrl}/contacts"/>`,
    );
    // The bare path (x-default, in the visitor's language) is its own canonical address.
    const bare = await (await request.get(`${E2E.siteUrl}/contacts`)).text();
    expect(bare).toContain(`<link rel="canonical" href="${E2E.siteUrl}/contacts"/>`);
  });

  test('pages carry an ETag, are revalidated, and answer 304 when unchanged', async ({
    request,
  }) => {
    const first = await request.get(`${E2E.siteUrl}/about`);
    expect(first.headers()['cache-control']).toBe('no-cache');
    const etag = first.headers().etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await request.get(`${E2E.siteUrl}/about`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status()).toBe(304);
    const english = await request.get(`${E2E.siteUrl}/about?lang=en`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(english.status()).toBe(200);
  });

  test('hashed assets are cached for a year and pages are compressed', async ({ request }) => {
    const html = await (await request.get(`${E2E.siteUrl}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await request.get(`${E2E.siteUrl}${asset}`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request.get(`${E2E.siteUrl}/`, { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
  });

  test('route matching ignores case', async ({ page }) => {
    await seedConsent(page);
    const response = await page.goto(`${E2E.siteUrl}/NeWs?lang=ru`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
  });

  test('an unknown path answers 404 with the default error page inside the frame', async ({
    page,
    consoleErrors,
  }) => {
    await seedConsent(page);
    const response = await page.goto(`${E2E.siteUrl}/no/such/page?lang=ru`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Unexpected Application Error',
    );
    await expect(page.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('link', { name: 'На главную', exact: true }).click();
    await expect(page).toHaveURL(`${E2E.siteUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Топливные карточки и электронные платежи для бизнеса',
    );
    expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
  });

  test('the page scrolls to the top on a path change', async ({ page }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/?lang=ru`);
    await waitForHydration(page);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'О компании' })
      .scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'О компании' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('О компании');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('legal pages list their headings in «На этой странице» from 1200 px, in Russian and English', async ({
    page,
  }) => {
    await seedConsent(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${E2E.siteUrl}/privacy?lang=ru`);
    const contents = page.getByRole('navigation', { name: 'На этой странице' });
    await expect(contents).toBeVisible();
    const links = contents.getByRole('link');
    await expect(links.first()).toHaveText('Посетители сайта');
    await expect(links.first()).toHaveAttribute('href', '#legal-no-personal-data');
    await expect(links.last()).toHaveText('Сведения об операторе');
    // Every entry leads to a second-level heading of the page.
    for (const href of await links.evaluateAll((all) =>
      all.map((link) => link.getAttribute('href')!),
    ))
      await expect(page.locator(`h2${href}`), href).toHaveCount(1);
    await links.nth(1).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Что хранится в вашем браузере' }),
    ).toBeInViewport();

    for (const [path, first] of [
      ['/cookie-policy?lang=en', 'What the site stores'],
      ['/rules?lang=en', 'Purpose of the site'],
      ['/offer?lang=ru', 'Предмет договора'],
    ] as const) {
      await page.goto(`${E2E.siteUrl}${path}`);
      const list = page.getByRole('navigation', {
        name: path.endsWith('en') ? 'On this page' : 'На этой странице',
      });
      await expect(list.getByRole('link').first(), path).toHaveText(first);
    }

    // Narrower, the page is read top to bottom: no contents column.
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(`${E2E.siteUrl}/privacy?lang=ru`);
    await expect(page.getByRole('navigation', { name: 'На этой странице' })).toBeHidden();
  });

  test('sitemap.xml lists the public routes and the visible news; robots.txt excludes no page', async ({
    request,
  }) => {
    const sitemap = await request.get(`${E2E.siteUrl}/sitemap.xml`);
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of [
      '/',
      '/about',
      '/news',
      '/contacts',
      '/rules',
      '/offer',
      '/privacy',
      '/help',
      '/cookie-policy',
    ]) {
      expect(xml).toContain(`<loc>${E2E.siteUrl}${path}</loc>`);
    }
    for (const item of await siteNews(request))
      expect(xml).toContain(`<loc>${E2E.siteUrl}/news/${item.slug}</loc>`);
    const robots = await (await request.get(`${E2E.siteUrl}/robots.txt`)).text();
    expect(robots).toContain('Allow: /');
    // Only the API and the editors' signed previews are not for robots (README, issue 15).
    expect(robots.match(/^Disallow: .*$/gm)).toEqual(['Disallow: /api/', 'Disallow: /preview/']);
    expect(robots).toContain(`Sitemap: ${E2E.siteUrl}/sitemap.xml`);
  });

  test('the download card gives the memo a .pdf name, and the file is a PDF', async ({
    page,
    request,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/?lang=ru`);
    const card = page.getByRole('link', { name: /Топливные карточки: памятка клиента/ });
    // The title's colon would become "_" in Chromium: the name says " - " instead (issue 14).
    await expect(card).toHaveAttribute('download', 'Топливные карточки - памятка клиента.pdf');
    const file = await request.get(`${E2E.siteUrl}${await card.getAttribute('href')}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
