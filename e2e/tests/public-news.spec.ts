import type { Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { createDatedNews, seedConsent, siteNews, waitForHydration, type SiteNewsItem } from '../fixtures/public-site';

// Visitors with a Russian browser unless a journey says otherwise.
test.use({ locale: 'ru-RU' });

/** The list order of the spec: by date (newest or oldest first, equal dates by id), undated last. */
function listOrder(items: SiteNewsItem[], sort: 'newest' | 'oldest'): string[] {
  const byId = (a: SiteNewsItem, b: SiteNewsItem) => Number(a.id) - Number(b.id);
  const dated = items
    .filter((item) => item.dates.date !== '')
    .sort((a, b) => (a.dates.date < b.dates.date ? 1 : a.dates.date > b.dates.date ? -1 : byId(b, a)));
  if (sort === 'oldest') dated.reverse();
  return [...dated, ...items.filter((item) => item.dates.date === '').sort(byId)].map((item) => item.titles.ru || item.titles.en);
}

const run = Date.now().toString(36);
let created: Array<{ id: string; slug: string; title: string }> = [];

test.beforeAll(async ({ request }) => {
  created = [];
  for (let day = 1; day <= 6; day += 1) {
    const slug = `e2e-${run}-${day}`;
    const title = `E2E ${run} новость ${day}`;
    const id = await createDatedNews(request, { slug, date: `2001-01-0${day}`, ru: title, en: `E2E ${run} news ${day}` });
    created.push({ id, slug, title });
  }
});

async function titlesOnPage(page: Page) {
  const links = page.getByRole('main').locator('ul a[href^="/news/"]');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((anchors) => anchors.map((anchor) => anchor.querySelector('span')?.textContent ?? ''));
}

test('the news list sorts newest or oldest first, 4 a page, and a sort change returns to page 1', async ({
  page,
  request,
  consoleErrors,
}) => {
  const items = await siteNews(request);
  const newest = listOrder(items, 'newest');
  const oldest = listOrder(items, 'oldest');
  expect(oldest.slice(0, 6)).toEqual(created.map((item) => item.title));

  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/news?lang=ru`);
  await waitForHydration(page);
  expect(await titlesOnPage(page)).toEqual(newest.slice(0, 4));
  await expect(page.getByText(/^\d{1,2} [а-я]+ \d{4} г\.$/).first()).toBeVisible();

  // Sorting and paging are links (they work without scripts too); the sort box opens a list of them.
  const sort = page.getByRole('group', { name: 'Сортировка' });
  await sort.locator('summary').click();
  await sort.getByRole('link', { name: 'Сначала старые' }).click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/news?sort=oldest`);
  await expect.poll(() => titlesOnPage(page)).toEqual(oldest.slice(0, 4));
  await expect(page.getByText('1 января 2001 г.')).toBeVisible();

  const pagination = page.getByRole('navigation', { name: 'Страницы списка новостей' });
  await pagination.getByRole('link', { name: 'Страница 2', exact: true }).click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/news?sort=oldest&page=2`);
  await expect.poll(() => titlesOnPage(page)).toEqual(oldest.slice(4, 8));
  await expect(pagination.getByRole('link', { name: 'Страница 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pagination.getByRole('link', { name: 'Предыдущая страница' })).not.toHaveAttribute('aria-disabled');
  await expect(pagination.getByRole('link', { name: 'Страница 1', exact: true })).toBeVisible();
  const pages = Math.ceil(items.length / 4);
  await expect(pagination.getByRole('link', { name: `Страница ${pages}`, exact: true })).toBeVisible();

  await sort.locator('summary').click();
  await sort.getByRole('link', { name: 'Сначала новые' }).click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/news`);
  await expect.poll(() => titlesOnPage(page)).toEqual(newest.slice(0, 4));
  await expect(pagination.getByRole('link', { name: 'Страница 1', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the news list sorts and pages with plain links', async ({ page, request }) => {
    const items = await siteNews(request);
    const oldest = listOrder(items, 'oldest');
    await page.goto(`${E2E.siteUrl}/news?lang=ru`);
    const sort = page.getByRole('group', { name: 'Сортировка' });
    await sort.locator('summary').click();
    await sort.getByRole('link', { name: 'Сначала старые' }).click();
    await expect(page).toHaveURL(`${E2E.siteUrl}/news?sort=oldest`);
    expect(await titlesOnPage(page)).toEqual(oldest.slice(0, 4));

    const pagination = page.getByRole('navigation', { name: 'Страницы списка новостей' });
    await pagination.getByRole('link', { name: 'Следующая страница' }).click();
    await expect(page).toHaveURL(`${E2E.siteUrl}/news?sort=oldest&page=2`);
    expect(await titlesOnPage(page)).toEqual(oldest.slice(4, 8));
    await expect(pagination.getByRole('link', { name: 'Страница 2', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});

test('a news item opens from the list by click, Enter or Space', async ({ page }) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/news?sort=oldest&lang=ru`);
  await waitForHydration(page);
  const first = created[0]!;
  await page.getByRole('link', { name: new RegExp(first.title) }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(`${E2E.siteUrl}/news/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);

  await page.goBack();
  await page.getByRole('link', { name: new RegExp(created[1]!.title) }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${E2E.siteUrl}/news/${created[1]!.slug}`);

  await page.goBack();
  await page.getByRole('link', { name: new RegExp(created[2]!.title) }).click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/news/${created[2]!.slug}`);
});

test('a news item is found by its slug and by its id; an unknown one shows the not-found block', async ({ page, request }) => {
  const item = created[3]!;
  await seedConsent(page);
  for (const key of [item.slug, item.id, item.slug.toUpperCase()]) {
    const response = await page.goto(`${E2E.siteUrl}/news/${key}?lang=ru`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    await expect(page.getByText('4 января 2001 г.')).toBeVisible();
    // The item's text (a paragraph; the other news' excerpts under it may read the same).
    await expect(page.locator('main p').filter({ hasText: /^Текст новости\.$/ })).toBeVisible();
  }
  // Under the item, up to three other news as the list's cards, never the item itself.
  const others = page.getByRole('region', { name: 'Другие новости' }).getByRole('link');
  await expect(others.first()).toBeVisible();
  expect(await others.count()).toBeLessThanOrEqual(3);
  for (const href of await others.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect(href).not.toBe(`/news/${item.slug}`);
  const html = await (await request.get(`${E2E.siteUrl}/news/${item.id}?lang=en`)).text();
  expect(html).toContain(`E2E ${run} news 4`);
  expect(html).toContain('4 January 2001');
  expect(html).toContain(`<link rel="canonical" href="${E2E.siteUrl}/news/${item.slug}?lang=en"/>`);

  const missing = await page.goto(`${E2E.siteUrl}/news/no-such-news-${run}?lang=ru`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Возможно, она была удалена или адрес набран с ошибкой.')).toBeVisible();
  // The site name follows the title, and one link (not two in a row) leads back to the list (issue 14).
  await expect(page).toHaveTitle('Новость не найдена | RouteCard');
  // Crumb + the block's link; then the newest news as cards and «Ко всем новостям» under them
  // (round 10, finding 11), not a second link in a row.
  const latest = page.getByRole('region', { name: 'Последние новости' });
  await expect(latest.getByRole('listitem').first()).toBeVisible();
  expect(await latest.getByRole('listitem').count()).toBeLessThanOrEqual(3);
  await expect(latest.getByRole('link', { name: 'Ко всем новостям' })).toHaveAttribute('href', '/news');
  await expect(page.locator('main a[href="/news"]')).toHaveText([
    'Новости',
    'Вернуться к списку новостей',
    'Ко всем новостям',
  ]);
  await page.getByRole('link', { name: 'Вернуться к списку новостей' }).click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/news`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новости');
});

test('the home teaser shows the active news one at a time and wraps around', async ({ page, request }) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  await waitForHydration(page);
  const teaser = page.locator('section', { has: page.getByRole('heading', { name: 'Новости', level: 2 }) });
  const title = teaser.getByRole('heading', { level: 3 });
  await expect(title).toHaveCount(1);
  const first = await title.textContent();
  // The teaser holds the first six active items in the teaser's order (issue 24: the home page
  // carries its teaser only; TEASER_SIZE in the site's news-queries.server.ts).
  const latest = await request.get(`${E2E.siteUrl}/api/news/latest?limit=6`);
  expect(latest.status()).toBe(200);
  const count = ((await latest.json()) as { items: unknown[] }).items.length;
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThanOrEqual(Math.min(6, (await siteNews(request)).length));
  await teaser.getByRole('button', { name: 'Предыдущая новость' }).click();
  const last = await title.textContent();
  expect(last).not.toBe(first);
  await teaser.getByRole('button', { name: 'Следующая новость' }).click();
  await expect(title).toHaveText(first!);
  for (let step = 0; step < count; step += 1) await teaser.getByRole('button', { name: 'Следующая новость' }).click();
  await expect(title).toHaveText(first!);
  await teaser.getByRole('link', { name: /Читать новость/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!);
});
