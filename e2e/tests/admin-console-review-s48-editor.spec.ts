import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  consoleContext,
  createNews,
  openConsole,
  seriousViolations,
  superadminToken,
  WIDTHS,
  TABLET,
  box,
  type Box,
} from '../fixtures/console';

// Console review s47c on the news editor: every field of the settings' card runs its whole width,
// each date and its time two equal halves (finding 9); one preview control, «Предпросмотр» with its
// own ▾ of RU and EN, in the status line of both editors (finding 10). Review s47b, finding 13: the
// phone's «Ещё» of the editor's toolbar is a bottom sheet with 44 px swatches.
const [DESK, PHONE] = WIDTHS;
const ALL = [DESK, TABLET, PHONE];

/** The right and left edges of the settings' boxes: the address, the priority, the dates. */
async function settingsEdges(scope: Locator) {
  const slug = scope.getByRole('textbox', { name: 'Slug (адрес страницы)' });
  await slug.scrollIntoViewIfNeeded();
  // The address's box is the input with its «/news/» segment.
  const address = await slug.evaluate((input) => {
    const rect = input.parentElement!.getBoundingClientRect();
    return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
  });
  const priority = await box(scope.getByRole('combobox', { name: /Приоритет/ }));
  const article = await box(scope.getByLabel('Дата в статье', { exact: true }));
  const start = await box(scope.getByLabel('Показывать с', { exact: true }));
  const startTime = await box(scope.getByLabel('Время начала показа', { exact: true }));
  const end = await box(scope.getByLabel('Показывать до', { exact: true }));
  const endTime = await box(scope.getByLabel('Время окончания показа', { exact: true }));
  return { address, priority, article, start, startTime, end, endTime };
}

function expectFullWidth(edges: Awaited<ReturnType<typeof settingsEdges>>) {
  const right = (at: Box) => at.x + at.width;
  const { address } = edges;
  // Every single field runs from the address's left edge to its right one.
  for (const field of [edges.priority, edges.article, edges.start, edges.end]) {
    expect(Math.abs(field.x - address.x)).toBeLessThanOrEqual(1);
  }
  for (const field of [edges.priority, edges.article, edges.startTime, edges.endTime]) {
    expect(Math.abs(right(field) - right(address))).toBeLessThanOrEqual(1);
  }
  // A date and its time: two equal halves of one row.
  for (const [date, time] of [
    [edges.start, edges.startTime],
    [edges.end, edges.endTime],
  ] as const) {
    expect(Math.abs(date.y - time.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(date.width - time.width)).toBeLessThanOrEqual(1);
    expect(time.x).toBeGreaterThan(right(date));
  }
}

/** Opens both bounds of showing, so that every field of the card is there. */
async function openBounds(scope: Locator) {
  // From the keyboard: a sticky footer may lie over the group when it is scrolled to.
  const scheduled = scope.getByRole('radio', { name: 'По расписанию' });
  await scheduled.focus();
  await scheduled.press('Space');
  await expect(scheduled).toBeChecked();
  const ending = scope.getByRole('checkbox', { name: 'Снять с показа' });
  await ending.focus();
  await ending.press('Space');
  await expect(ending).toBeChecked();
}

for (const width of ALL) {
  test(`${width.viewport.width}: every field of the settings runs the card's width, the dates and times in equal halves — the page and the quick form`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/news/new');
    const form = page.locator('form.news-editor');
    await openBounds(form);
    expectFullWidth(await settingsEdges(form));

    await openConsole(page, '/adminDashboard/news');
    await page.getByRole('button', { name: 'Добавить новость' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая новость' });
    await expect(dialog.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
    await openBounds(dialog);
    expectFullWidth(await settingsEdges(dialog));
    await context.close();
  });
}

async function openStored(page: Page, width: (typeof ALL)[number], slug: string) {
  await openConsole(page, '/adminDashboard/news');
  await page.getByRole('searchbox', { name: 'Поиск новостей' }).fill(slug);
  const item =
    width === PHONE
      ? page.locator('.item-card', { hasText: slug })
      : page.getByRole('row', { name: new RegExp(slug) });
  await item.getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменение новости' });
  await expect(dialog.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
  return dialog;
}

for (const width of ALL) {
  test(`${width.viewport.width}: «Предпросмотр» and its ▾ of RU / EN are one control in the status line of both editors; «Действия» keeps only «Снять с публикации» and the history`, async ({
    browser,
    request,
  }) => {
    const slug = uniqueName('s48-preview');
    const id = await createNews(request, slug, `Предпросмотр ${slug}`);
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    const centre = (at: Box) => at.y + at.height / 2;
    for (const open of [
      () => openStored(page, width, slug),
      async () => {
        await openConsole(page, `/adminDashboard/news/${id}`);
        return page.locator('form.news-editor');
      },
    ]) {
      const scope = await open();
      const preview = scope.getByRole('button', { name: 'Предпросмотр', exact: true });
      // A phone: one text link «Предпросмотр ▾» with a small menu; elsewhere «Предпросмотр» (RU at
      // once) with its joined ▾, «Язык предпросмотра».
      const language =
        width === PHONE
          ? preview
          : scope.getByRole('button', { name: 'Язык предпросмотра', exact: true });
      await expect(language).toHaveAttribute('aria-haspopup', 'menu');
      const [p, l] = [await box(preview), await box(language)];
      if (width === PHONE) {
        // 44 px targets, and the pill, it and «Действия» still on one row.
        expect(p.height).toBeGreaterThanOrEqual(44);
        const pill = await box(scope.locator('.workflow-bar__status > :nth-child(2)'));
        const more = await box(scope.getByRole('button', { name: 'Действия', exact: true }));
        expect(Math.abs(centre(more) - centre(p))).toBeLessThan(4);
        expect(Math.abs(centre(pill) - centre(p))).toBeLessThan(4);
        expect(p.x + p.width).toBeLessThanOrEqual(more.x);
        expect(more.x + more.width).toBeLessThanOrEqual(width.viewport.width);
      } else {
        // Joined: the ▾ starts where «Предпросмотр» ends, on its line, one height, outlined.
        expect(Math.abs(centre(p) - centre(l))).toBeLessThan(2);
        expect(l.x).toBeGreaterThanOrEqual(p.x + p.width - 1);
        expect(l.x - (p.x + p.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(p.height - l.height)).toBeLessThanOrEqual(1);
        const border = await language.evaluate(
          (element) => getComputedStyle(element).borderTopWidth,
        );
        expect(border).not.toBe('0px');
      }
      await language.click();
      const menu = page.getByRole('menu', {
        name: width === PHONE ? 'Предпросмотр' : 'Язык предпросмотра',
        exact: true,
      });
      const items = menu.getByRole('menuitem');
      await expect(items).toHaveText(['Предпросмотр (RU)', 'Предпросмотр (EN)']);
      const list = await box(menu);
      expect(list.x).toBeGreaterThanOrEqual(0);
      expect(list.x + list.width).toBeLessThanOrEqual(width.viewport.width);
      expect(list.y).toBeGreaterThanOrEqual(l.y + l.height);
      if (width === PHONE) expect((await box(items.nth(1))).height).toBeGreaterThanOrEqual(44);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(language).toBeFocused();
      await scope.getByRole('button', { name: 'Действия', exact: true }).click();
      await expect(
        page.getByRole('menu', { name: 'Действия', exact: true }).getByRole('menuitem'),
      ).toHaveText(['Снять с публикации', 'История версий']);
      await page.keyboard.press('Escape');
    }
    // The English preview opens from the ▾ as it did from «Действия».
    const [english] = await Promise.all([
      context.waitForEvent('page'),
      (async () => {
        await page
          .getByRole('button', {
            name: width === PHONE ? 'Предпросмотр' : 'Язык предпросмотра',
            exact: true,
          })
          .click();
        await page.getByRole('menuitem', { name: 'Предпросмотр (EN)' }).click();
      })(),
    ]);
    await english.waitForURL(/\/preview\/.*lang=en/);
    await context.close();
  });
}

test("375: the toolbar's «Ещё» is a bottom sheet under the title, its swatches 44 px targets with large samples", async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, PHONE, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard/news/new');
  const title = await box(page.getByRole('heading', { level: 1 }));
  const toolbar = page.getByRole('toolbar', { name: 'Панель форматирования' }).first();
  await page.getByRole('textbox', { name: 'Описание (RU)' }).click();
  await toolbar.getByRole('button', { name: 'Ещё', exact: true }).click();
  const sheet = toolbar.getByRole('group', { name: 'Ещё', exact: true });
  await expect(sheet).toBeVisible();
  const s = await box(sheet);
  // The window's width at its bottom edge, below the page's title (it opened upward over it).
  expect(Math.abs(s.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(s.width - 375)).toBeLessThanOrEqual(1);
  expect(Math.abs(s.y + s.height - 812)).toBeLessThanOrEqual(1);
  expect(s.y).toBeGreaterThan(title.y + title.height);
  // Nothing over it: its last swatch is what the window shows there.
  const last = sheet.getByRole('button', { name: 'Цвет фона: Без цвета' });
  const l = await box(last);
  expect(
    await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.rte-more') !== null,
      [l.x + l.width / 2, l.y + l.height / 2],
    ),
  ).toBe(true);
  const swatches = sheet.locator('.rte-swatch');
  expect(await swatches.count()).toBe(10);
  for (let index = 0; index < 10; index += 1) {
    const swatch = await box(swatches.nth(index));
    expect(swatch.width).toBeGreaterThanOrEqual(44);
    expect(swatch.height).toBeGreaterThanOrEqual(44);
    const sample = await box(swatches.nth(index).locator('.rte-swatch__sample'));
    expect(sample.width).toBeGreaterThanOrEqual(28);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // A tap on the dimmed page closes the sheet and goes no further: the title field under it is
  // not focused.
  await page.getByRole('textbox', { name: 'Описание (RU)' }).click();
  await toolbar.getByRole('button', { name: 'Ещё', exact: true }).click();
  await expect(sheet).toBeVisible();
  const field = page.getByLabel('Заголовок (RU)');
  const under = await box(field);
  expect(under.y + under.height).toBeLessThan((await box(sheet)).y);
  await page.mouse.click(under.x + 20, under.y + under.height / 2);
  await expect(sheet).toBeHidden();
  await expect(field).not.toBeFocused();
  await context.close();
});
