import { expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  box,
  consoleContext,
  openConsole,
  seriousViolations,
  sidewaysOverflow,
  superadminToken,
  TABLET,
  WIDTHS,
} from '../fixtures/console';
import { E2E } from '../fixtures/env';

// Console review s49, the lists (findings 5 and 6; 11 and 14 in admin-console-review-s48b-lists):
// a phone's selection mode puts the bulk bar straight under the filter card and is left with
// «Готово»; the sort key shows in the date column («Начало показа») and as ▲/▼ on its header.
const [DESK, PHONE] = WIDTHS;

async function datedNews(
  request: Parameters<typeof superadminToken>[0],
  slug: string,
  title: string,
  startDate: string,
): Promise<void> {
  const response = await request.post(`${E2E.apiUrl}/api/admin/news`, {
    headers: { Authorization: `Bearer ${await superadminToken(request)}` },
    data: {
      slug,
      priority: 'B',
      dates: { date: '2026-08-31', startDate, expireDate: '' },
      titles: { ru: title, en: '' },
      descriptions: { ru: '<p>Текст</p>', en: '' },
    },
  });
  expect(response.status(), `create ${slug}`).toBe(201);
}

test('375: in selection mode the bulk bar is straight under the filter card, over the count; «Готово» leaves the mode', async ({
  browser,
  request,
}) => {
  const stamp = uniqueName('s49b-bulk');
  await datedNews(request, `${stamp}-a`, `Выбор ${stamp} первая`, '');
  await datedNews(request, `${stamp}-b`, `Выбор ${stamp} вторая`, '');
  const context = await consoleContext(browser, PHONE, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, `/adminDashboard/news?q=${stamp}`);
  const cards = page.locator('.item-cards > li');
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Выбрать', exact: true }).click();
  const done = page.getByRole('button', { name: 'Готово', exact: true });
  await expect(done).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отмена', exact: true })).toHaveCount(0);
  await cards.first().getByRole('checkbox').check();
  const bar = page.getByRole('region', { name: 'Действия с выбранными новостями' });
  await expect(bar).toContainText('Выбрано: 1');
  // No pager over the cards; the bar right under the toolbar, the count under the bar.
  await expect(page.getByRole('navigation', { name: /^Страницы списка/ })).toHaveCount(0);
  const toolbar = await box(page.locator('.list-toolbar').first());
  const own = await box(bar);
  const count = await box(page.locator('.list-summary__text'));
  expect(own.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height - 1);
  expect(own.y - (toolbar.y + toolbar.height)).toBeLessThan(32);
  expect(count.y).toBeGreaterThanOrEqual(own.y + own.height - 1);
  expect((await box(done)).height).toBeGreaterThanOrEqual(44);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await done.click();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(bar).toBeHidden();
  await expect(page.getByRole('button', { name: 'Выбрать', exact: true })).toBeVisible();
  await context.close();
});

for (const width of [DESK, TABLET, PHONE]) {
  test(`${width.viewport.width}: sorted by the start of display the date reads «Начало показа» (— when none); the key's header has ▲ and aria-sort`, async ({
    browser,
    request,
  }) => {
    const stamp = uniqueName('s49b-sort');
    await datedNews(request, `${stamp}-a`, `Порядок ${stamp} с датой`, '2027-01-15');
    await datedNews(request, `${stamp}-b`, `Порядок ${stamp} без даты`, '');
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, `/adminDashboard/news?q=${stamp}&sort=starts`);
    if (width.isMobile) {
      const cards = page.locator('.item-cards > li');
      await expect(cards).toHaveCount(2);
      await expect(cards.nth(0).locator('.item-card__date')).toHaveText('Начало показа 15.01.2027');
      await expect(cards.nth(1).locator('.item-card__date')).toHaveText('Начало показа —');
      await expect(page.getByText('Дата в статье', { exact: false })).toHaveCount(0);
    } else {
      const rows = page.locator('tbody tr');
      await expect(rows).toHaveCount(2);
      if (width === TABLET) {
        await expect(rows.nth(0).locator('.state-date')).toHaveText('Начало показа 15.01.2027');
        await expect(rows.nth(1).locator('.state-date')).toHaveText('Начало показа —');
      } else {
        const header = page.getByRole('columnheader', { name: /Начало показа/ });
        await expect(header).toHaveText('Начало показа\u00a0▲');
        await expect(header).toHaveAttribute('aria-sort', 'ascending');
        await expect(page.locator('th[aria-sort]')).toHaveCount(1);
        await expect(rows.nth(0).locator('td.col-date')).toHaveText('15.01.2027');
        await expect(rows.nth(1).locator('td.col-date')).toHaveText('—');
        // «Сначала новые»: the article's date again, ▼.
        await openConsole(page, `/adminDashboard/news?q=${stamp}`);
        const date = page.getByRole('columnheader', { name: /Дата в статье/ });
        await expect(date).toHaveText('Дата в статье\u00a0▼');
        await expect(date).toHaveAttribute('aria-sort', 'descending');
        await expect(page.locator('tbody tr').first().locator('td.col-date')).toHaveText(
          '31.08.2026',
        );
      }
    }
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
