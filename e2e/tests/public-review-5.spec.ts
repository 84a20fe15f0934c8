import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { seedConsent, siteNews } from '../fixtures/public-site';

/*
 * Design review round 5 (public site): breadcrumbs on phones, the placeholder's side card, the
 * pages of /search results and the copy fixes.
 */

/** Every violation axe finds in the page (WCAG 2.2 A/AA and best practice). */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

const crumbsOf = (page: Page) => page.getByRole('navigation', { name: 'Навигационная цепочка' });

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a product page shows one link back to its area instead of a cut trail; the news item keeps its trail', async ({
    page,
    request,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/equipment/smartPayApp?lang=ru`);
    const crumbs = crumbsOf(page);
    const back = crumbs.getByRole('link', { name: 'Оборудование и ПО' });
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '/equipment');
    await expect(back).toHaveText('←Оборудование и ПО');
    // The whole trail is in the markup (hidden below 600 px), nothing cut by an ellipsis.
    await expect(crumbs.locator('ol')).toBeHidden();
    await expect(crumbs.locator('li')).toHaveCount(3);
    const fits = await back.evaluate((link) => link.scrollWidth <= link.clientWidth + 1);
    expect(fits).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The spec's «Главная / Новости / Подробная новость» stays visible on the news item.
    const [item] = await siteNews(request);
    if (!item) throw new Error('the e2e database has no news item');
    await page.goto(`${E2E.siteUrl}/news/${item.slug}?lang=ru`);
    await expect(crumbsOf(page).locator('ol')).toBeVisible();
    await expect(crumbsOf(page).getByText('Подробная новость')).toBeVisible();
    await expect(crumbsOf(page).getByRole('link', { name: 'Главная' })).toBeVisible();
  });

  test('the days-off line of the hours never breaks inside', async ({ page }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/clients/tollRoads?lang=ru`);
    const line = page
      .getByRole('region', { name: 'Клиентский сервис' })
      .getByText(/^Сб–\u2060?Вс:\s+выходные$/);
    await expect(line).toBeVisible();
    // One line: the text's box is one line high.
    const lines = await line.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });
});

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the whole trail shows from 600 px', async ({ page }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/equipment/smartPayApp?lang=ru`);
    const crumbs = crumbsOf(page);
    await expect(crumbs.locator('ol')).toBeVisible();
    await expect(crumbs.getByRole('link')).toHaveCount(2);
    await expect(crumbs.getByRole('link', { name: 'Главная' })).toBeVisible();
  });

  test('a placeholder lists six other pages and «Все разделы →», with the kit’s button to apply', async ({
    page,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/clients/tollRoads?lang=ru`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(198, 45, 38)');
    const others = page.getByRole('navigation', { name: 'Другие страницы раздела' });
    await expect(others.getByRole('listitem')).toHaveCount(6);
    await expect(others.getByRole('link', { name: 'Все разделы' })).toHaveAttribute('href', '/clients');
    const contact = page.getByRole('region', { name: 'Клиентский сервис' });
    const apply = contact.getByRole('link', { name: 'Стать клиентом' });
    await expect(apply).toHaveAttribute('href', '/application?type=client');
    // The kit's medium button: 44 px high.
    expect(Math.round((await apply.boundingBox())!.height)).toBe(44);
    // «Клиентский сервис» once: the office's name under the heading.
    await expect(contact.getByText(/Клиентский сервис/)).toHaveCount(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the application page says «Клиентский сервис» once beside the form', async ({ page }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/application?lang=ru`);
    await expect(page.getByRole('main').getByText(/Клиентский сервис/)).toHaveCount(1);
  });

  test('/search lists 10 results a page, Home first for «Главная», and answers a bad page clearly', async ({
    page,
    request,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/search?q=${encodeURIComponent('Главная')}&lang=ru`);
    const first = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    await expect(first.getByRole('link')).toHaveAttribute('href', '/');

    await page.goto(`${E2E.siteUrl}/search?q=${encodeURIComponent('а')}&lang=ru`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
    const pages = page.getByRole('navigation', { name: 'Страницы результатов поиска' });
    await expect(pages.getByRole('link', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Следующая страница' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByRole('status')).toContainText('Страница 2 из');
    expect(await axeViolations(page)).toEqual([]);

    for (const bad of ['999', 'abc', '0', '-1', '1.5']) {
      const response = await request.get(
        `${E2E.siteUrl}/search?q=${encodeURIComponent('а')}&page=${bad}&lang=ru`,
      );
      expect(response.status(), bad).toBe(404);
      expect(await response.text(), bad).toContain(`Страницы ${bad} в результатах нет`);
    }
    await page.goto(`${E2E.siteUrl}/search?q=${encodeURIComponent('а')}&page=999&lang=ru`);
    await page.getByRole('link', { name: 'Первая страница результатов' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(10);
  });

  test('copy: en «Quick links» and «Sat–Sun: closed»; the /clients sentence does not repeat the figures', async ({
    page,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/?lang=en`);
    await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(/Sat–\u2060?Sun:\s+closed/);
    await expect(page.getByRole('contentinfo')).not.toContainText('days off');
    for (const lang of ['ru', 'en']) {
      await page.goto(`${E2E.siteUrl}/clients?lang=${lang}`);
      const tiles = page.locator('main dl').first();
      await expect(tiles.locator('dd')).toHaveText(['804', '379', '97%']);
      const sentence = page.getByText(lang === 'ru' ? /^Система работает с 1992 года/ : /^The system has been running since 1992/);
      await expect(sentence).toBeVisible();
      await expect(sentence).not.toContainText(/804|379|97%/);
    }
  });
});
