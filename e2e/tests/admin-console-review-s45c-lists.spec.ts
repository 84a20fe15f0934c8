import { expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  consoleContext,
  executeSql,
  openConsole,
  superadminToken,
  WIDTHS,
} from '../fixtures/console';

// Console review s45c on the lists: a wide desk's news table keeps its column widths from page to
// page and shows its titles whole.
const [DESK] = WIDTHS;

test('1440: the news table’s title and slug columns keep their widths on pages 1 and 3; no title is clamped', async ({
  browser,
  request,
}) => {
  const prefix = uniqueName('s45c-cols');
  // 100 items sorted by title: page 1 has long titles and slugs, page 3 short ones.
  await executeSql(
    request,
    `WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 100)
     INSERT INTO news (slug, priority, date, start_date, expire_date, title_ru, title_en,
       description_ru, description_en, created_at, updated_at)
     SELECT '${prefix}-' || x || CASE WHEN x <= 25 THEN '-a-rather-long-slug-with-many-parts' ELSE '' END,
       'B', date('now', '-' || x || ' days'), '', '',
       CASE WHEN x <= 25
         THEN 'А ' || printf('%03d', x) || ' Длинный заголовок новости, который на широком столе займёт три или четыре строки в своей колонке и не должен обрезаться многоточием'
         ELSE 'Б ' || printf('%03d', x) END,
       '', '<p>Текст</p>', '',
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
     FROM n`,
  );
  try {
    const context = await consoleContext(browser, DESK, await superadminToken(request));
    const page = await context.newPage();
    const widths = async () => {
      await expect(page.locator('.data-table--news-wide')).toBeVisible();
      return page.locator('.data-table--news-wide thead').evaluate((head) => {
        const width = (selector: string) =>
          head.querySelector(selector)!.getBoundingClientRect().width;
        return { title: width('.col-title'), slug: width('.col-slug') };
      });
    };
    await openConsole(page, `/adminDashboard/news?q=${prefix}&sort=title`);
    await expect(page.locator('.list-summary__text')).toHaveText('Показаны 1–25 из 100');
    await expect(page.locator('tbody .col-title').first()).toContainText('А 001');
    const first = await widths();
    // Every title whole: not clamped, not cut.
    const clamped = await page
      .locator('tbody .cell-title__link')
      .evaluateAll(
        (links) =>
          links.filter(
            (link) =>
              link.scrollHeight > link.clientHeight + 1 || link.scrollWidth > link.clientWidth + 1,
          ).length,
      );
    expect(clamped).toBe(0);
    // The fixed columns fit the box: nothing scrolls sideways (the sticky title would cover the
    // check boxes).
    expect(
      await page.locator('.table-box').evaluate((box) => box.scrollWidth - box.clientWidth),
    ).toBeLessThanOrEqual(0);
    // No header or cell spills into its neighbour («Приоритет», «Покажется …» and its date).
    const spilled = await page
      .locator('.data-table--news-wide th, .data-table--news-wide td')
      .evaluateAll((cells) =>
        cells
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => cell.textContent),
      );
    expect(spilled).toEqual([]);
    // The page's check box is not under the ID column (news-bulk.css's 1% width lost to it).
    const pageBox = page.getByRole('checkbox', { name: 'Выбрать все на странице' });
    expect(
      await pageBox.evaluate((box) => {
        const r = box.getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === box;
      }),
    ).toBe(true);
    const actions = page.locator('tbody td.col-end').first();
    expect(await actions.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
    // The long title takes more than two lines, and its slug wraps inside its column.
    const firstTitle = page.locator('tbody .cell-title__link').first();
    const lineHeight = await firstTitle.evaluate((link) =>
      parseFloat(getComputedStyle(link).lineHeight),
    );
    expect((await firstTitle.boundingBox())!.height).toBeGreaterThan(2.5 * lineHeight);
    const slugCell = page.locator('tbody td.col-slug').first();
    expect(await slugCell.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);

    await openConsole(page, `/adminDashboard/news?q=${prefix}&sort=title&page=3`);
    await expect(page.locator('.list-summary__text')).toHaveText('Показаны 51–75 из 100');
    const third = await widths();
    expect(Math.abs(third.title - first.title)).toBeLessThan(1);
    expect(Math.abs(third.slug - first.slug)).toBeLessThan(1);
    expect(first.slug).toBeGreaterThanOrEqual(200);
    expect(first.slug).toBeLessThanOrEqual(224);
    await context.close();
  } finally {
    await executeSql(request, `DELETE FROM news WHERE slug LIKE '${prefix}-%'`);
  }
});
