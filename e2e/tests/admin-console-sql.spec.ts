import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  brokenWords,
  consoleContext,
  createNews,
  openConsole,
  seriousViolations,
  sidewaysOverflow,
  superadminToken,
  toasts,
  WIDTHS,
} from '../fixtures/console';

/** The first value of the result, a table's cell or a phone's record card's value. */
const firstValue = (page: Page) => page.locator('.sql-result :is(td, dd)').first();

/**
 * The phone's record card of the wide-result row (review s48b, finding 7): no table and no box
 * scrolling sideways; every column a `name  value` pair in view across the screen, NULL and '' as
 * their chips; a long value clamped to three lines that opens whole on a tap; the count line as on
 * a desk.
 */
async function expectRecordCard(page: Page) {
  const records = page.getByRole('list', { name: 'Результат' });
  await expect(records).toBeVisible();
  await expect(page.getByRole('table', { name: 'Результат' })).toHaveCount(0);
  await expect(page.locator('.sql-box')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^ещё \d+ столб/ })).toHaveCount(0);
  const card = records.getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Строка 1');
  // Review s49, finding 4 (a deliberate change from every column in every card): the first 5
  // fields, then «Ещё N полей», a 44 px toggle that shows the rest in place.
  const fields = card.locator('.sql-record__field');
  await expect(fields).toHaveCount(5);
  const toggle = card.locator('.sql-record__toggle');
  await expect(toggle).toHaveAccessibleName(/^Ещё \d+ пол/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect((await toggle.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const rest = Number(/\d+/.exec((await toggle.textContent())!)![0]);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveAccessibleName(new RegExp(`^Скрыть ${rest} пол`));
  await expect(fields).toHaveCount(5 + rest);
  expect(await seriousViolations(page)).toEqual([]);
  await expectNamesOnOneLine(card);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  const screenWidth = page.viewportSize()!.width;
  const pair = (name: string) =>
    card
      .locator('.sql-record__field')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) });
  await expect(pair('slug').locator('dt')).toHaveCSS('font-family', /mono/i);
  // NULL and '' keep the table's chips, on the screen without scrolling sideways.
  const missing = pair('missing').locator('.sql-null');
  await expect(missing).toHaveText('NULL');
  await expect(missing).toHaveCSS('border-top-style', 'dashed');
  const blank = pair('blank').locator('dd');
  await expect(blank).toHaveText("''пустая строка");
  await expect(blank.locator('.sql-null')).toHaveCount(0);
  for (const chip of [missing, blank.locator('.sql-empty > [aria-hidden="true"]')]) {
    await chip.scrollIntoViewIfNeeded();
    await expect(chip).toBeInViewport();
    const box = (await chip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screenWidth);
  }
  // Every value stands inside the card.
  const cardBox = (await card.boundingBox())!;
  const right = await card
    .locator('dd')
    .evaluateAll((nodes) => Math.max(...nodes.map((node) => node.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  await expect(page.locator('.sql-result__count')).toHaveText(/^1 строка · \d+ мс$/);
  // A long value: at most three lines, a 44 px target, opening whole.
  const long = pair('html').getByRole('button', { name: /Очень длинное описание/ });
  await expect(long).toHaveAccessibleDescription('Нажмите, чтобы увидеть значение целиком.');
  const longBox = (await long.boundingBox())!;
  const line = await long.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
  expect(longBox.height).toBeLessThanOrEqual(3 * line + 1);
  expect(longBox.height).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(page)).toEqual([]);
  await long.click();
  const value = page.getByRole('dialog', { name: /^html, строка 1$/ });
  await expect(value.locator('pre')).toHaveText(
    Array(4)
      .fill('<p>Очень длинное описание новости о топливных картах и электронных деньгах</p>')
      .join('\n'),
  );
  await value.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(value).toBeHidden();
}

/**
 * Review s49, finding 4 (a deliberate change from breaking names after their underscores): every
 * column name of a record card stands on one line; one cut with «…» is whole in its title.
 */
async function expectNamesOnOneLine(card: ReturnType<Page['locator']>) {
  const names = await card.locator('dt').evaluateAll((nodes) =>
    nodes.map((node) => ({
      text: node.textContent,
      title: node.getAttribute('title'),
      // The lines its text takes (the cell itself stretches to its value's height).
      lines: (() => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
      })(),
      cut: node.scrollWidth > node.clientWidth,
      ellipsis: getComputedStyle(node).textOverflow,
    })),
  );
  for (const name of names) {
    expect(name.lines, name.text!).toBe(1);
    expect(name.title).toBe(name.text);
    expect(name.ellipsis).toBe('ellipsis');
  }
  expect(names.find((name) => name.text === 'seo_description_ru')?.cut).toBe(true);
}

// Issue 18 items 1 and 6: a wide result in its own box, and the SQL Explorer's comforts.
for (const width of WIDTHS) {
  test.describe(`at ${width.viewport.width} px`, () => {
    test(`${width.isMobile ? 'a wide result is a record card, its values in view across the screen' : 'a wide result scrolls in its box'}; long values are cut and open whole; NULL and an empty string stand apart; rows and time shown ${width.isMobile ? 'at the top and under the cards' : 'once'}`, async ({
      browser,
      request,
    }) => {
      const slug = uniqueName('sql-wide');
      await createNews(request, slug, 'Новость с длинным описанием для SQL Explorer');
      const context = await consoleContext(browser, width, await superadminToken(request));
      const page = await context.newPage();
      await openConsole(page, '/adminDashboard/sql-explorer');
      await page
        .getByLabel('SQL-запрос')
        .fill(
          `SELECT *, '' AS blank, NULL AS missing, '${'<p>Очень длинное описание новости о топливных картах и электронных деньгах</p>'.repeat(4)}' AS html FROM news WHERE slug = '${slug}'`,
        );
      await page.getByRole('button', { name: 'Выполнить', exact: true }).click();
      if (width.isMobile) {
        // Review s48b, finding 7 (a deliberate change from «a box that scrolls both ways» on a
        // phone): up to 599 px the row is a record card, «Строка 1» over `column  value` pairs.
        await expectRecordCard(page);
        await context.close();
        return;
      }
      const result = page.getByRole('table', { name: 'Результат' });
      await expect(result).toBeVisible();
      // Review s47, finding 14 (a deliberate change): the rows and the time stand once, under the
      // box («1 строка · N мс»); the head's «Строк: 1 · N мс» said the same and is gone.
      const total = page.getByTestId('sql-row-total');
      await expect(total).toHaveText('1 строка');
      await expect(page.locator('.sql-result__count')).toHaveText(/^1 строка · \d+ мс$/);
      await expect(page.getByText(/Строк: /)).toHaveCount(0);

      // The page does not scroll sideways; the result's box does.
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      const box = page.locator('.sql-box');
      expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      expect(await brokenWords(result)).toEqual([]);
      // Review s47c, finding 4: columns are as wide as their content, capped at about 240 px; a
      // one-digit `id` is narrow; a value cut at the cap opens whole.
      const widths = await result
        .getByRole('columnheader')
        .evaluateAll((cells) =>
          Object.fromEntries(
            cells.map((cell) => [cell.textContent, cell.getBoundingClientRect().width]),
          ),
        );
      expect(widths.id).toBeLessThan(80);
      for (const cell of Object.values(widths)) expect(cell).toBeLessThanOrEqual(272);
      expect(widths.html).toBeGreaterThan(200);
      // Every row stays one line high, however long its values.
      const rowHeight = await result
        .locator('tbody tr')
        .first()
        .evaluate((row) => row.getBoundingClientRect().height);
      expect(rowHeight).toBeLessThan(48);

      // NULL is drawn apart from text: muted, italic, in a dashed outline.
      const missing = result.locator('.sql-null').last();
      await expect(missing).toHaveText('NULL');
      await expect(missing).toHaveCSS('border-top-style', 'dashed');
      await expect(missing).toHaveCSS('font-style', 'italic');
      // An empty string is not a blank that reads as NULL (review s47, finding 15): a muted '',
      // read out as «пустая строка», with no NULL's outline.
      const blank = result.locator('td:has(.sql-empty)').last();
      await expect(blank).toHaveText("''пустая строка");
      await expect(blank.locator('.sql-empty > [aria-hidden="true"]')).toBeVisible();
      await expect(blank.locator('.sql-null')).toHaveCount(0);
      expect(
        await blank.locator('.sql-empty').evaluate((node) => getComputedStyle(node).color),
      ).not.toBe(
        await result
          .locator('.sql-cell')
          .first()
          .evaluate((node) => getComputedStyle(node).color),
      );

      // A long value is cut and opens whole.
      const long = result.getByRole('button', { name: /Очень длинное описание/ });
      await expect(long).toHaveAccessibleDescription('Нажмите, чтобы увидеть значение целиком.');
      await long.scrollIntoViewIfNeeded();
      await long.click();
      const value = page.getByRole('dialog', { name: /^html, строка 1$/ });
      // Review s47c, finding 12: HTML is laid out, a paragraph a line (as text, never rendered).
      await expect(value.locator('pre')).toHaveText(
        Array(4)
          .fill('<p>Очень длинное описание новости о топливных картах и электронных деньгах</p>')
          .join('\n'),
      );
      await expect(value.locator('pre p')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await value.getByRole('button', { name: 'Закрыть' }).last().click();
      await expect(value).toBeHidden();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    test('Ctrl+Enter runs; the last statements are kept in this browser and run again; TSV copied, CSV downloaded', async ({
      browser,
      request,
    }) => {
      const context = await consoleContext(browser, width, await superadminToken(request));
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const page = await context.newPage();
      await openConsole(page, '/adminDashboard/sql-explorer');
      const query = page.getByLabel('SQL-запрос');
      const marker = uniqueName('q');
      for (const n of [1, 2, 3]) {
        await query.fill(`SELECT ${n} AS n, '${marker}' AS marker, 'a,b "c"' AS tricky`);
        await query.press(n === 2 ? 'Meta+Enter' : 'Control+Enter');
        await expect(firstValue(page)).toHaveText(String(n));
      }
      const history = page.getByRole('region', { name: 'История запросов' });
      const items = history.getByRole('listitem');
      await expect(items.first()).toContainText(`SELECT 3 AS n, '${marker}'`);
      await expect(items.nth(2)).toContainText(`SELECT 1 AS n, '${marker}'`);

      // Kept across a reload; «Повторить» runs one again.
      await page.reload();
      await expect(items.first()).toContainText(`SELECT 3 AS n, '${marker}'`);
      await history.getByRole('button', { name: 'Повторить запрос № 3 из истории' }).click();
      await expect(firstValue(page)).toHaveText('1');
      await expect(query).toHaveValue(`SELECT 1 AS n, '${marker}' AS marker, 'a,b "c"' AS tricky`);
      await expect(items.first()).toContainText(`SELECT 1 AS n, '${marker}'`);

      // Copy as TSV, download as CSV. Review s48b, finding 4 (a deliberate change from «a toast says
      // so»): a status line under the buttons says so, covering nothing; no toast.
      const copyButton = page.getByRole('button', { name: 'Копировать (TSV)' });
      await copyButton.click();
      const copied = page.locator('.sql-result__status');
      await expect(copied).toHaveText('✓ Скопировано строк: 1');
      await expect(copied).toHaveAttribute('role', 'status');
      await expect(copied).toBeInViewport();
      await expect(toasts(page)).toHaveCount(0);
      const copiedBox = (await copied.boundingBox())!;
      const copyBox = (await copyButton.boundingBox())!;
      if (width.isMobile) {
        // On a phone, the line under the buttons.
        expect(copiedBox.y).toBeGreaterThanOrEqual(copyBox.y + copyBox.height - 1);
        expect(copiedBox.y - (copyBox.y + copyBox.height)).toBeLessThan(24);
      } else {
        // On a desk, beside the buttons on their row, so the result does not move.
        expect(copiedBox.x + copiedBox.width).toBeLessThanOrEqual(copyBox.x);
        expect(
          Math.abs(copiedBox.y + copiedBox.height / 2 - (copyBox.y + copyBox.height / 2)),
        ).toBeLessThan(4);
      }
      // Over nothing: the result's rows lie below it.
      const firstRow = (await firstValue(page).boundingBox())!;
      expect(firstRow.y).toBeGreaterThanOrEqual(copiedBox.y + copiedBox.height);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `n\tmarker\ttricky\r\n1\t${marker}\t"a,b ""c"""`,
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Скачать CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^sql-result-\d{12}\.csv$/);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv).toBe(`\uFEFFn;marker;tricky\r\n1;${marker};"a,b ""c"""`);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
    test('a changing statement is previewed in a dialog that fits, cancelled, then confirmed (issue 28)', async ({
      browser,
      request,
    }) => {
      const slug = uniqueName('sql-dry');
      await createNews(request, slug, 'Новость для предпросмотра изменения');
      const context = await consoleContext(browser, width, await superadminToken(request));
      const page = await context.newPage();
      await openConsole(page, '/adminDashboard/sql-explorer');
      const query = page.getByLabel('SQL-запрос');
      const run = page.locator('form').getByRole('button', { name: 'Выполнить' });
      const confirm = page.getByRole('dialog', { name: 'Выполнить запрос, изменяющий данные?' });
      const update = `UPDATE news SET priority = 'A' WHERE slug = '${slug}'`;
      // Review s45b, finding 4: reading mode (the default) runs nothing that changes data, and says so.
      await query.fill(update);
      await run.click();
      const refused = page.getByRole('alert').filter({ hasText: 'в режиме чтения он не выполнен' });
      await expect(refused.getByRole('button', { name: 'Включить режим изменения' })).toBeVisible();
      await expect(confirm).toBeHidden();
      // Review s47, finding 15: the history says it did not run.
      const latest = page
        .getByRole('region', { name: 'История запросов' })
        .getByRole('listitem')
        .first();
      await expect(latest.getByRole('button', { name: update })).toBeVisible();
      await expect(latest.locator('.sql-history__tag')).toHaveText('не выполнен');
      // Review s47c, finding 15: amber, a warning («ошибка» stays red).
      const token = (name: string) =>
        page.evaluate((variable) => {
          const probe = document.createElement('span');
          probe.style.color = `var(${variable})`;
          document.body.append(probe);
          const color = getComputedStyle(probe).color;
          probe.remove();
          return color;
        }, name);
      await expect(latest.locator('.sql-history__tag')).toHaveCSS(
        'background-color',
        await token('--color-amber-surface'),
      );
      await expect(latest.locator('.sql-history__tag')).toHaveCSS(
        'color',
        await token('--color-amber-text'),
      );
      // On the line of its time, not wrapped under it (the desk's history column is narrow).
      const middle = async (locator: typeof latest) => {
        const box = (await locator.boundingBox())!;
        return box.y + box.height / 2;
      };
      expect(
        Math.abs(
          (await middle(latest.locator('.sql-history__tag'))) -
            (await middle(latest.locator('.sql-history__meta > span').first())),
        ),
      ).toBeLessThan(2);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      // Writes run only in change mode, which draws its segment, a strip, «Выполнить» and the card's
      // top edge red. Review s47, finding 9 (a deliberate change): no longer the card's whole border,
      // and the query field's resting border stays neutral (only its focus ring is red).
      await page.getByRole('radio', { name: 'Изменение данных' }).check();
      await expect(refused).toBeHidden();
      await expect(
        page.getByText('Режим изменения: запросы меняют данные после подтверждения'),
      ).toBeVisible();
      await expect(run).toHaveCSS('background-color', 'rgb(198, 45, 38)');
      const card = page.locator('form.sql__form');
      await expect(card).toHaveCSS('border-top-color', 'rgb(198, 45, 38)');
      await expect(card).not.toHaveCSS('border-left-color', 'rgb(198, 45, 38)');
      await expect(card).not.toHaveCSS('border-bottom-color', 'rgb(198, 45, 38)');
      expect(await card.evaluate((node) => getComputedStyle(node).boxShadow)).toMatch(
        /^rgb\(198, 45, 38\) 0px 1px 0px 0px inset/,
      );
      await expect(query).not.toBeFocused();
      await expect(query).not.toHaveCSS('border-top-color', 'rgb(198, 45, 38)');
      await expect(query).not.toHaveCSS('border-left-color', 'rgb(198, 45, 38)');
      expect(await seriousViolations(page)).toEqual([]);
      await query.fill(update);
      await run.click();
      await expect(confirm.getByText('Будет изменено строк: 1')).toBeVisible();
      await expect(confirm.getByRole('button', { name: 'Выполнить' })).toBeInViewport();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Отмена' }).click();
      await expect(page.getByText('Запрос не выполнен: ничего не изменено.')).toBeVisible();
      await expect(latest.locator('.sql-history__tag')).toHaveText('отменён');
      await run.click();
      await confirm.getByRole('button', { name: 'Выполнить' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText('Изменено строк: 1')).toBeVisible();
      await expect(latest.getByRole('button', { name: update })).toBeVisible();
      await expect(latest.locator('.sql-history__tag')).toHaveCount(0);
      await expect(page.getByRole('radio', { name: 'Чтение' })).toBeChecked();
      await expect(run).not.toHaveCSS('background-color', 'rgb(198, 45, 38)');
      await context.close();
    });
  });
}

// Review s45b, findings 13 and 23: no box scrolled up and down inside the page, a cue for the columns
// past the right edge, the history never cut mid-entry, and no Ctrl + Enter hint without keys.
// Review s47c, finding 5 changed the history on a desk: as tall as the query's card, scrolling inside.
const TABLET = {
  name: 'tablet',
  viewport: { width: 768, height: 1024 },
  isMobile: false,
} as unknown as (typeof WIDTHS)[number];
for (const width of [WIDTHS[0], TABLET, WIDTHS[1]]) {
  const { width: vw } = width.viewport;
  test(`${vw}: ${vw < 600 ? 'a long, wide result as 20 record cards, «Показать ещё 20» and «40 строк»' : 'a long, wide result in a bounded box with its header stuck and «40 строк» under it; «ещё N столбцов →» and a fade until its last column'}; the history ${vw >= 1200 ? 'as tall as the query, scrolling inside' : 'whole'}`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/sql-explorer');
    const query = page.getByLabel('SQL-запрос');
    const hint = page.getByText('Ctrl + Enter (⌘ + Enter на Mac) — выполнить запрос.');
    if (width.isMobile) await expect(hint).toHaveCount(0);
    else await expect(hint).toBeVisible();
    for (const n of [1, 2, 3, 4, 5, 6, 7]) {
      await query.fill(`SELECT ${n} AS n`);
      await query.press('Control+Enter');
      await expect(firstValue(page)).toHaveText(String(n));
    }
    // 40 rows of every column of the news (the test database may hold fewer news).
    await query.fill(
      'WITH RECURSIVE k(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM k WHERE x < 40) SELECT k.x AS k, n.* FROM k CROSS JOIN (SELECT * FROM news ORDER BY id LIMIT 1) AS n',
    );
    await query.press('Control+Enter');
    if (vw < 600) {
      // Review s48b, finding 7 (a deliberate change from the bounded box on a phone): record cards,
      // the first 20, then «Показать ещё 20»; nothing scrolls inside the page; the count line stays.
      const records = page.getByRole('list', { name: 'Результат' }).getByRole('listitem');
      await expect(records).toHaveCount(20);
      await expect(page.locator('.sql-box')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^ещё \d+ столб/ })).toHaveCount(0);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await expect(page.locator('.sql-result__count')).toHaveText(/^40 строк · \d+ мс$/);
      await expect(records.first().getByRole('heading', { level: 3 })).toHaveText('Строка 1');
      await expect(records.first().locator('dt').first()).toHaveText('k');
      // Review s49, finding 4: the count and the time at the top of «Результат» as well; each card
      // its first 5 fields and «Ещё N полей», so 20 cards of 24 columns are not 8,500 px.
      const summary = page.getByTestId('sql-row-summary');
      await expect(summary).toHaveText(/^40 строк · \d+ мс$/);
      expect((await summary.boundingBox())!.y).toBeLessThan(
        (await records.first().boundingBox())!.y,
      );
      await expect(records.first().locator('dt')).toHaveCount(5);
      await expect(records.first().getByRole('button', { name: /^Ещё \d+ пол/ })).toBeVisible();
      const heights = await records.evaluateAll((cards) =>
        cards.map((card) => card.getBoundingClientRect().height),
      );
      for (const height of heights) expect(height).toBeLessThanOrEqual(260);
      const list = page.getByRole('list', { name: 'Результат' });
      expect((await list.boundingBox())!.height).toBeLessThanOrEqual(20 * 260 + 19 * 16);
      const more = page.getByRole('button', { name: 'Показать ещё 20' });
      await more.scrollIntoViewIfNeeded();
      expect((await more.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await more.click();
      await expect(records).toHaveCount(40);
      await expect(page.getByRole('heading', { name: 'Строка 21' })).toBeFocused();
      await expect(records.nth(20).locator('dd').first()).toHaveText('21');
      await expect(more).toHaveCount(0);
      await expect(page.locator('.sql-result__count')).toHaveText(/^40 строк · \d+ мс$/);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    } else {
      const table = page.getByRole('table', { name: 'Результат' });
      await expect(table.locator('tbody tr')).toHaveCount(40);
      const box = page.locator('.sql-result .sql-box');
      // Review s46, finding 5 (a deliberate change from s45b's «grows with the page»): the box is
      // bounded at 65vh, its header row stays in view as the rows scroll, a fade at its bottom says more
      // rows are below, and the row count stands under it.
      const bounds = await box.evaluate((node) => ({
        height: node.getBoundingClientRect().height,
        screen: window.innerHeight,
        overflowY: getComputedStyle(node).overflowY,
      }));
      expect(bounds.height).toBeLessThanOrEqual(bounds.screen * 0.65 + 3); // 65vh and its 1 px borders
      expect(bounds.overflowY).toMatch(/auto|scroll/);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      const frameBelow = page.locator('.sql-result__frame');
      await expect(frameBelow).toHaveAttribute('data-below', 'true');
      expect(
        await frameBelow.evaluate((node) => getComputedStyle(node, '::before').backgroundImage),
      ).toMatch(/gradient/);
      const total = page.getByTestId('sql-row-total');
      await expect(total).toHaveText('40 строк');
      // With the time, once (review s47, finding 14: no «Строк: 40 · N мс» over the box as well).
      await expect(page.locator('.sql-result__count')).toHaveText(/^40 строк · \d+ мс$/);
      await expect(page.getByText(/Строк: /)).toHaveCount(0);
      const header = table.getByRole('columnheader').first();
      const headerTop = async () => (await header.boundingBox())!.y - (await box.boundingBox())!.y;
      await box.evaluate((node) => node.scrollTo({ top: node.scrollHeight / 2 }));
      await expect.poll(headerTop).toBeLessThan(2);
      await expect.poll(headerTop).toBeGreaterThanOrEqual(0);
      await box.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
      await expect(frameBelow).not.toHaveAttribute('data-below');
      await box.evaluate((node) => node.scrollTo({ top: 0 }));
      // The count sits right under the box, in view with it.
      const totalBox = (await total.boundingBox())!;
      const boxBox = (await box.boundingBox())!;
      expect(totalBox.y - (boxBox.y + boxBox.height)).toBeLessThan(24);
      expect(totalBox.y).toBeGreaterThanOrEqual(boxBox.y + boxBox.height - 1);

      // The columns past the right edge are counted, the edge fades, and the cue moves the box on.
      const more = page.getByRole('button', { name: /^ещё \d+ столб/ });
      await expect(more).toBeVisible();
      // In the console's link green, not the info blue (review s46, finding 6).
      await expect(more).toHaveCSS(
        'color',
        await page.evaluate(() => {
          const probe = document.createElement('span');
          probe.style.color = 'var(--color-green-text)';
          document.body.append(probe);
          const color = getComputedStyle(probe).color;
          probe.remove();
          return color;
        }),
      );
      const count = async () => Number((await more.textContent())!.match(/\d+/)![0]);
      const before = await count();
      const columns = await table.getByRole('columnheader').count();
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(columns);
      const frame = page.locator('.sql-result__frame');
      await expect(frame).toHaveAttribute('data-more', 'true');
      expect(
        await frame.evaluate((node) => getComputedStyle(node, '::after').backgroundImage),
      ).toMatch(/gradient/);
      await more.click();
      await expect.poll(() => box.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
      await expect.poll(async () => ((await more.count()) ? count() : 0)).toBeLessThan(before);
      await expect(page.getByRole('button', { name: 'к первому столбцу' })).toBeVisible();
      // Scrolled to the end: no cue, no fade.
      await box.evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
      await expect(more).toHaveCount(0);
      await expect(frame).not.toHaveAttribute('data-more');
      await page.getByRole('button', { name: 'к первому столбцу' }).click();
      await expect.poll(() => box.evaluate((node) => node.scrollLeft)).toBe(0);
      await expect(more).toBeVisible();
    }

    // The history. Review s47c, finding 5 (a deliberate change from «never a box scrolled inside;
    // on a desk the newest five and «Показать все»»): on a desk it is as tall as the query's card,
    // every entry in a list that scrolls inside, and the result starts right under both, no band.
    // Narrower, it is last on the page and whole.
    const history = page.getByRole('region', { name: 'История запросов' });
    const list = history.locator('.sql-history__list');
    const items = history.getByRole('listitem');
    expect(await items.count()).toBeGreaterThanOrEqual(8);
    await expect(history.getByRole('button', { name: /^Показать все/ })).toHaveCount(0);
    if (vw >= 1200) {
      const form = (await page.locator('form.sql__form').boundingBox())!;
      const side = (await history.boundingBox())!;
      const result = (await page.locator('.sql-result').boundingBox())!;
      expect(Math.abs(side.y - form.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(side.y + side.height - (form.y + form.height))).toBeLessThanOrEqual(1);
      expect(result.y - (form.y + form.height)).toBeLessThanOrEqual(24);
      expect(await list.evaluate((node) => node.scrollHeight - node.clientHeight)).toBeGreaterThan(
        0,
      );
      expect(await list.evaluate((node) => getComputedStyle(node).overflowY)).toBe('auto');
      await list.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    } else {
      expect(
        await list.evaluate((node) => node.scrollHeight - node.clientHeight),
      ).toBeLessThanOrEqual(1);
    }
    const last = items.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('button', { name: /^Повторить запрос/ })).toBeVisible();
    if (vw < 768) {
      // Review s47, finding 15: a phone's entry is one 44 px row (about 105 px before), the
      // statement's target covering its time, which a tap passes through to it.
      const heights = await items.evaluateAll((nodes) =>
        nodes.map((node) => node.getBoundingClientRect().height),
      );
      for (const height of heights) expect(height).toBeLessThanOrEqual(64);
      const pick = last.locator('.sql-history__sql');
      const pickBox = (await pick.boundingBox())!;
      const when = (await last.locator('.sql-history__meta > span').first().boundingBox())!;
      expect(pickBox.height).toBeGreaterThanOrEqual(44);
      expect(when.y).toBeGreaterThanOrEqual(pickBox.y);
      expect(when.y + when.height).toBeLessThanOrEqual(pickBox.y + pickBox.height + 0.5);
      expect(when.x).toBeGreaterThanOrEqual(pickBox.x);
      // A tap on the time (drawn over the statement's button, clicks passing through to it).
      await query.fill('');
      await last.scrollIntoViewIfNeeded();
      const time = (await last.locator('.sql-history__meta > span').first().boundingBox())!;
      await page.mouse.click(time.x + time.width / 2, time.y + time.height / 2);
      await expect(query).toHaveValue('SELECT 1 AS n');
    }
    // axe from the top of the page: with the result bounded the page is short, and scrolled to its
    // end a phone's first «Повторить» sits half under the sticky top bar, which axe counts as a small target.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

for (const width of [WIDTHS[0], TABLET, WIDTHS[1]]) {
  const { width: vw } = width.viewport;
  test(`${vw}: the query field is code: ${vw >= 768 ? 'wrapped, line numbers level with its lines, following its scroll' : 'wrapped, no gutter'}`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/sql-explorer');
    const query = page.getByLabel('SQL-запрос');
    const gutter = page.getByTestId('sql-gutter');
    const statement = Array.from({ length: 20 }, (_, n) => `SELECT ${n + 1} AS line_${n + 1}`).join(
      ' UNION ALL\n',
    );
    await query.fill(statement);
    await expect(query).toHaveCSS('font-family', /mono/i);
    if (vw < 768) {
      await expect(gutter).toHaveCount(0);
      await context.close();
      return;
    }
    // Review s47c, finding 4 (a deliberate change from «a long line typed to its end scrolls the
    // field sideways»): a long line wraps, in view whole, and keeps one number; the next number
    // stands level with the next line, however many rows the long one took.
    const long = `${Array.from({ length: 16 }, (_, n) => `${n} AS column_${n}`).join(', ')},`;
    const shortLines = [
      ...Array.from({ length: 9 }, (_, n) => `  ${n} AS tail_${n},`),
      'slug FROM news LIMIT 1',
    ];
    await query.fill(['SELECT id,', long, ...shortLines].join('\n'));
    await query.press('End');
    expect(
      await query.evaluate((field) => field.scrollWidth - field.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expect(gutter.locator('span')).toHaveCount(12);
    await query.evaluate((field) => field.scrollTo({ top: 0 }));
    await expect
      .poll(() =>
        gutter
          .locator('div')
          .first()
          .evaluate((rows) => rows.style.transform),
      )
      .toBe('translateY(0px)');
    const wrapped = await query.evaluate((field) => {
      const style = getComputedStyle(field);
      const line = parseFloat(style.lineHeight);
      // The browser's own wrapping: the rows of the text, less the eleven one-row lines.
      const rows =
        Math.round(
          (field.scrollHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) /
            line,
        ) - 11;
      const contentTop =
        field.getBoundingClientRect().top + field.clientTop + parseFloat(style.paddingTop);
      const numbers = document.querySelectorAll('[data-testid="sql-gutter"] span');
      return {
        rows,
        line,
        second: numbers[1]!.getBoundingClientRect().top - contentTop,
        third: numbers[2]!.getBoundingClientRect().top - contentTop,
      };
    });
    expect(wrapped.rows).toBeGreaterThan(1);
    expect(Math.abs(wrapped.second - wrapped.line)).toBeLessThan(1.5);
    expect(Math.abs(wrapped.third - (1 + wrapped.rows) * wrapped.line)).toBeLessThan(1.5);
    await page.getByRole('button', { name: 'Выполнить', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Результат' })).toBeVisible();
    await query.fill(statement);
    await expect(gutter.locator('span')).toHaveCount(20);
    // Each number stands level with its line: the field's content top plus a line height per line.
    const offset = async (line: number) =>
      query.evaluate((field, n) => {
        const style = getComputedStyle(field);
        const lineTop =
          field.getBoundingClientRect().top +
          field.clientTop +
          parseFloat(style.paddingTop) -
          field.scrollTop +
          (n - 1) * parseFloat(style.lineHeight);
        const spans = document.querySelectorAll('[data-testid="sql-gutter"] span');
        const number = spans[n - 1]!.getBoundingClientRect().top;
        return Math.abs(number - lineTop);
      }, line);
    expect(await offset(1)).toBeLessThan(1.5);
    expect(await offset(5)).toBeLessThan(1.5);
    // Scrolled to its end, the numbers follow.
    await query.evaluate((field) => field.scrollTo({ top: field.scrollHeight }));
    await expect.poll(() => offset(20)).toBeLessThan(1.5);
    const fieldBox = (await query.boundingBox())!;
    const last = (await gutter.locator('span').last().boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(fieldBox.y + fieldBox.height);
    // The text starts clear of the gutter.
    const gutterBox = (await gutter.boundingBox())!;
    expect(
      await query.evaluate((field) => parseFloat(getComputedStyle(field).paddingLeft)),
    ).toBeGreaterThan(gutterBox.width);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
