import type { Locator, Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  consoleContext,
  createNews,
  openConsole,
  seriousViolations,
  superadminToken,
  WIDTHS,
  type Width,
} from '../fixtures/console';

// Console review s45, the rich-text editor and the news form (the second pass): a one-line
// toolbar on a phone, toolbar panels inside the window, the link panel clear of the form's footer,
// the footer error over the buttons, full-width titles, one heading style, «Действия», the autosave
// line and the cover's two buttons.
const [DESK, PHONE] = WIDTHS;
const TABLET = {
  name: 'tablet',
  viewport: { width: 768, height: 1024 },
  isMobile: false,
} as unknown as Width;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

async function newNewsForm(page: Page) {
  await openConsole(page, '/adminDashboard/news');
  await page.getByRole('button', { name: 'Добавить новость' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая новость' });
  await expect(dialog.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
  return dialog;
}

test('375: each toolbar is one line that scrolls sideways; the arrow keys reach every button and bring it into view', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, PHONE, await superadminToken(request));
  const page = await context.newPage();
  for (const open of [
    () => newNewsForm(page),
    async () => {
      await openConsole(page, '/adminDashboard/news/new');
      return page.locator('main');
    },
  ]) {
    const scope = await open();
    const toolbars = scope.getByRole('toolbar', { name: 'Панель форматирования' });
    await expect(toolbars).toHaveCount(2);
    for (const toolbar of await toolbars.all()) {
      await toolbar.scrollIntoViewIfNeeded();
      const bar = await box(toolbar);
      expect(bar.height).toBeLessThanOrEqual(52);
      // The toolbar scrolls, not the editor or the page: it stays inside the window.
      expect(bar.x + bar.width).toBeLessThanOrEqual(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // The most used buttons first.
      const names = await toolbar
        .locator(':scope > .rte-toolbar__group > button, :scope > .rte-toolbar__group > * > button')
        .evaluateAll((buttons) =>
          buttons.filter((b) => !b.closest('.rte-popover')).map((b) => b.getAttribute('aria-label')),
        );
      expect(names.slice(0, 5)).toEqual(['Полужирный', 'Курсив', 'Подчеркнутый', 'Ссылка', 'Заголовок 2']);
      // The end that hides buttons is shaded, so the line reads as one that goes on.
      await expect(toolbar).toHaveAttribute('data-more', 'end');
      // One Tab stop; → walks every button, each scrolled into the toolbar's view.
      const first = toolbar.getByRole('button', { name: 'Полужирный' });
      await first.focus();
      for (const name of names.slice(1)) {
        await page.keyboard.press('ArrowRight');
        const button = toolbar.getByRole('button', { name: name!, exact: true });
        await expect(button).toBeFocused();
        const b = await box(button);
        const now = await box(toolbar);
        expect(b.x).toBeGreaterThanOrEqual(now.x - 1);
        expect(b.x + b.width).toBeLessThanOrEqual(now.x + now.width + 1);
        expect(b.height).toBeGreaterThanOrEqual(44);
      }
      await expect(toolbar).toHaveAttribute('data-more', 'start');
      await page.keyboard.press('Home');
      await expect(first).toBeFocused();
      await expect(toolbar).toHaveAttribute('data-more', 'end');
    }
  }
  await context.close();
});

test('375: the colour panel stays 8 px inside the window, «no colour» within reach', async ({ browser, request }) => {
  const context = await consoleContext(browser, PHONE, await superadminToken(request));
  const page = await context.newPage();
  const dialog = await newNewsForm(page);
  const toolbar = dialog.getByRole('toolbar', { name: 'Панель форматирования' }).first();
  const editor = dialog.getByRole('textbox', { name: 'Описание (RU)' });
  await editor.click();
  await page.keyboard.type('цветной текст');
  await page.keyboard.press('Shift+Home');
  const colour = toolbar.getByRole('button', { name: 'Цвет', exact: true });
  await colour.scrollIntoViewIfNeeded();
  await colour.click();
  const panel = toolbar.getByRole('group', { name: 'Цвет', exact: true });
  await expect(panel).toBeVisible();
  const p = await box(panel);
  expect(p.x).toBeGreaterThanOrEqual(8);
  expect(p.x + p.width).toBeLessThanOrEqual(375 - 8);
  expect(p.y + p.height).toBeLessThanOrEqual(812 - 8);
  const none = panel.getByRole('button', { name: 'Цвет текста: Без цвета' });
  const n = await box(none);
  expect(n.x + n.width).toBeLessThanOrEqual(375 - 8);
  // A swatch still works from the panel: red text, then «no colour» takes it off.
  await panel.getByRole('button', { name: 'Цвет текста: Красный' }).click();
  await expect(editor.locator('span[style*="color"]')).toHaveCount(1);
  await colour.click();
  await expect(none).toBeEnabled();
  await none.click();
  await expect(editor.locator('span[style*="color"]')).toHaveCount(0);
  // The alignment panel, the last of the line, stays inside too.
  const align = toolbar.getByRole('button', { name: 'Выравнивание' });
  await align.click();
  const alignments = toolbar.getByRole('group', { name: 'Выравнивание' });
  const a = await box(alignments);
  expect(a.x).toBeGreaterThanOrEqual(8);
  expect(a.x + a.width).toBeLessThanOrEqual(375 - 8);
  await context.close();
});

/** Whether the element is what the window shows at its four corners and middle (nothing over it). */
async function fullyShown(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const points = [
      [r.left + 3, r.top + 3],
      [r.right - 3, r.top + 3],
      [r.left + 3, r.bottom - 3],
      [r.right - 3, r.bottom - 3],
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    ];
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && element.contains(hit);
    });
  });
}

test('1440: the quick form\'s link panel («Адрес или поиск») is shown whole, clear of the sticky footer', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  const dialog = await newNewsForm(page);
  for (const name of ['Описание (RU)', 'Описание (EN)']) {
    await dialog.getByRole('textbox', { name }).click();
    await page.keyboard.press('Control+k');
    const panel = dialog.getByRole('dialog', { name: 'Вставить ссылку' });
    await expect(panel.getByRole('combobox', { name: 'Адрес или поиск' })).toBeFocused();
    await expect(panel.getByRole('button', { name: 'Применить' })).toBeVisible();
    await expect.poll(() => fullyShown(panel)).toBe(true);
    // Its edge (and shadow) 8 px clear of the scrolling body's ends: not cut by the footer.
    const room = await panel.evaluate((element) => {
      let scroller = element.parentElement;
      while (scroller && !/auto|scroll/.test(getComputedStyle(scroller).overflowY)) scroller = scroller.parentElement;
      const r = element.getBoundingClientRect();
      const s = scroller!.getBoundingClientRect();
      return { above: r.top - s.top, below: s.bottom - r.bottom };
    });
    expect(room.above).toBeGreaterThanOrEqual(8);
    expect(room.below).toBeGreaterThanOrEqual(8);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  await context.close();
});

const centre = (b: { y: number; height: number }) => b.y + b.height / 2;

for (const width of [DESK, TABLET, PHONE]) {
  test(`${width.viewport.width}: the quick form's footer error has its own line over the buttons, which stay one row`, async ({
    browser,
    request,
  }) => {
    const taken = uniqueName('s45-taken');
    await createNews(request, taken, `Занятый адрес ${taken}`);
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    const dialog = await newNewsForm(page);
    await dialog.getByLabel('Заголовок (RU)').fill('Изменение тарифов на топливо с 1 декабря');
    await dialog.getByLabel('Slug (адрес страницы)').fill(taken);
    await dialog.getByRole('button', { name: 'Сохранить черновик' }).click();
    const error = dialog.locator('.modal-footer__error');
    await expect(error).toHaveText('Новость с таким slug уже существует');
    const buttons = [
      dialog.getByRole('button', { name: 'Отмена' }),
      dialog.getByRole('button', { name: 'Сохранить черновик' }),
      dialog.getByRole('button', { name: 'Опубликовать' }),
    ];
    const boxes = await Promise.all(buttons.map(box));
    for (const b of boxes) expect(Math.abs(centre(b) - centre(boxes[0]!))).toBeLessThan(2);
    const e = await box(error);
    expect(e.y + e.height).toBeLessThanOrEqual(Math.min(...boxes.map((b) => b.y)));
    // «Опубликовать» is the last, at the end of the row.
    expect(boxes[2]!.x).toBeGreaterThan(boxes[1]!.x);
    await context.close();
  });
}

for (const width of [DESK, TABLET, PHONE]) {
  test(`${width.viewport.width}: a live item's autosave says the site still shows the stored version, one line by the buttons`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    const token = await superadminToken(request);
    const slug = uniqueName('s45-autosaved');
    const response = await request.post(`${E2E.apiUrl}/api/admin/news`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        slug,
        priority: 'B',
        status: 'published',
        dates: { date: '2026-01-10', startDate: '', expireDate: '' },
        titles: { ru: `Живая ${slug}`, en: '' },
        descriptions: { ru: '<p>Текст</p>', en: '' },
      },
    });
    expect(response.status()).toBe(201);
    const context = await consoleContext(browser, width, token);
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/news');
    await page.getByRole('searchbox', { name: 'Поиск новостей' }).fill(slug);
    const item =
      width === PHONE
        ? page.locator('.item-card', { hasText: slug })
        : page.getByRole('row', { name: new RegExp(slug) });
    await item.getByRole('button', { name: 'Изменить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Изменение новости' });
    await dialog.getByLabel('Заголовок (RU)').fill(`График работы офисов ${slug}`);
    const status = dialog.getByTestId('autosave-status');
    // Review s45b, finding 24: «Правки сохранены в 21:06 — на сайте пока прежняя версия» beside
    // «Обновить»; «Изменения сразу появятся на сайте.» is then only the button's description.
    await expect(status).toHaveText(
      /^Правки сохранены в \d{2}:\d{2} — на сайте пока прежняя версия$/,
      { timeout: 20_000 },
    );
    const note = dialog.getByText('Изменения сразу появятся на сайте.');
    const hidden = await box(note);
    expect(hidden.width * hidden.height).toBeLessThanOrEqual(1);
    const updateButton = dialog.getByRole('button', { name: 'Обновить' });
    await expect(updateButton).toHaveAccessibleDescription('Изменения сразу появятся на сайте.');
    const s = await box(status);
    const update = await box(updateButton);
    if (width === PHONE) {
      expect(s.y + s.height).toBeLessThanOrEqual(update.y);
    } else {
      // Beside the buttons, centred on them.
      expect(Math.abs(centre(s) - centre(update))).toBeLessThan(3);
      expect(s.x + s.width).toBeLessThan(update.x);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

for (const width of [DESK, TABLET, PHONE]) {
  test(`${width.viewport.width}: the titles are full width, RU over EN, and grow to show a long headline`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    const dialog = await newNewsForm(page);
    const ru = dialog.getByRole('textbox', { name: 'Заголовок (RU)' });
    const en = dialog.getByRole('textbox', { name: 'Заголовок (EN)' });
    const slug = dialog.getByRole('textbox', { name: 'Slug (адрес страницы)' });
    const [r, e, s] = [await box(ru), await box(en), await box(slug)];
    expect(e.y).toBeGreaterThan(r.y + r.height);
    expect(Math.abs(r.x - e.x)).toBeLessThan(1);
    expect(Math.abs(r.width - e.width)).toBeLessThan(1);
    // As wide as the content column (review s45b, finding 2 moved the slug and the priority to the
    // settings: beside the content on a desk, after it below one).
    const column = await box(dialog.locator('.news-editor__main'));
    expect(Math.abs(r.x - column.x)).toBeLessThan(1);
    expect(Math.abs(r.x + r.width - (column.x + column.width))).toBeLessThan(1);
    if (width === DESK) expect(s.x).toBeGreaterThan(r.x + r.width);
    else expect(s.y).toBeGreaterThan(e.y + e.height);
    // A long headline is shown whole: the field grows, with no inner scroll.
    const headline =
      '[Демо] Новые терминалы самообслуживания на АЗС сети: оплата топливной картой без оператора в новогодние праздники';
    await ru.fill(headline);
    const grown = await box(ru);
    expect(grown.height).toBeGreaterThan(r.height + 10);
    expect(await ru.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    // Enter keeps it one line and sends nothing.
    await ru.press('End');
    await ru.press('Enter');
    await expect(ru).toHaveValue(headline);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

test('one section-heading style in both editors; the descriptions are labelled as the other fields; the menu is «Действия»', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  const style = (locator: Locator) =>
    locator.evaluate((element) => {
      const s = getComputedStyle(element);
      return [s.fontSize, s.fontWeight, s.textTransform, s.color, s.borderTopWidth].join(' ');
    });
  for (const open of [
    () => newNewsForm(page),
    async () => {
      await openConsole(page, '/adminDashboard/news/new');
      return page.locator('main');
    },
  ]) {
    const scope = await open();
    // «Заголовки» is not shown: each title field says it.
    const titlesName = await box(scope.getByText('Заголовки', { exact: true }));
    expect(titlesName.width * titlesName.height).toBeLessThanOrEqual(1);
    const headings = scope.locator('legend.form-group__legend');
    await expect(headings).toHaveText(['Публикация', 'Обложка'], { ignoreCase: true });
    const [dates, cover] = [await style(headings.nth(0)), await style(headings.nth(1))];
    expect(cover).toBe(dates);
    const label = (text: string) => scope.getByText(text, { exact: true }).first();
    const font = (locator: Locator) =>
      locator.evaluate((element) => {
        const s = getComputedStyle(element);
        return [s.fontSize, s.fontWeight].join(' ');
      });
    expect(await font(label('Описание (RU)'))).toBe(await font(label('Заголовок (RU)')));
  }
  // The status line's menu is «Действия» (it was «Ещё», next to «Ещё не сохранена»).
  await expect(page.getByRole('button', { name: 'Действия', exact: true })).toBeVisible();
  await context.close();
});

for (const width of [DESK, TABLET, PHONE]) {
  test(`${width.viewport.width}: the cover's two buttons are one size, inside the drop zone (side by side where they fit)`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    const dialog = await newNewsForm(page);
    const zone = dialog.locator('.cover-field .media-drop');
    const file = zone.locator('label', { hasText: 'Выбрать файл' });
    const library = zone.getByRole('button', { name: 'Выбрать из медиатеки' });
    await library.scrollIntoViewIfNeeded();
    const [z, f, l] = [await box(zone), await box(file), await box(library)];
    expect(Math.abs(f.height - l.height)).toBeLessThan(1);
    expect(f.height).toBeGreaterThanOrEqual(44);
    for (const b of [f, l]) {
      expect(b.x).toBeGreaterThanOrEqual(z.x);
      expect(b.x + b.width).toBeLessThanOrEqual(z.x + z.width);
      expect(b.y).toBeGreaterThanOrEqual(z.y);
      expect(b.y + b.height).toBeLessThanOrEqual(z.y + z.height);
    }
    // Side by side on a tablet; in a desk's side column (the quick form is the page's layout since
    // review s45b, finding 2) and on a phone one over the other, as in the page editor.
    if (width === TABLET) {
      expect(Math.abs(centre(f) - centre(l))).toBeLessThan(1);
      expect(l.x).toBeGreaterThan(f.x + f.width);
    } else expect(l.y).toBeGreaterThanOrEqual(f.y + f.height);
    await context.close();
  });
}
