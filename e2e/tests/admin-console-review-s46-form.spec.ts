import type { Locator, Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  consoleContext,
  openConsole,
  seriousViolations,
  superadminToken,
  toasts,
  WIDTHS,
  TABLET,
  box,
  overlap,
  expectToastInStatusSlot,
} from '../fixtures/console';

// Console review s45b, the news form: one editor (the quick form is the page's layout in a wide
// dialog), one «Публикация» group, «Предпросмотр» visible with «Действия» anchored to its button,
// and the save's toast that covers no field (s47c, finding 7: now under the header / app bar).
const [DESK, PHONE] = WIDTHS;
async function newNewsForm(page: Page) {
  await openConsole(page, '/adminDashboard/news');
  await page.getByRole('button', { name: 'Добавить новость' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая новость' });
  await expect(dialog.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
  return dialog;
}

test('1440x900: the quick form is the page editor in a wide dialog — titles and the body first, the status and the settings in a side column, the body in view', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  const dialog = await newNewsForm(page);
  const frame = await box(dialog);
  expect(frame.width).toBeGreaterThanOrEqual(1150);
  expect(frame.width).toBeLessThanOrEqual(1200);
  const titleRu = await box(dialog.getByLabel('Заголовок (RU)'));
  const body = dialog.getByRole('textbox', { name: 'Описание (RU)' });
  const text = await box(body);
  // The body is under the titles and in view without scrolling.
  expect(text.y).toBeGreaterThan(titleRu.y);
  expect(text.y + 80).toBeLessThan(900);
  // The side column: status, slug, priority, «Публикация», cover — right of the content.
  const side = dialog.locator('.news-editor__side');
  await expect(side.getByText('Статус:')).toBeVisible();
  const slug = await box(dialog.getByLabel('Slug (адрес страницы)'));
  const date = await box(dialog.getByLabel('Дата в статье'));
  for (const field of [await box(side), slug, date]) {
    expect(field.x).toBeGreaterThan(titleRu.x + titleRu.width);
  }
  expect(date.y).toBeGreaterThan(slug.y);
  // The static «/news/» ends where the value begins: it covers no part of the first letter.
  const slugField = dialog.getByLabel('Slug (адрес страницы)');
  await slugField.fill('avtosokhranenie');
  const edges = await slugField.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const prefix = input.parentElement!.querySelector('span')!;
    return {
      prefixEnd: prefix.getBoundingClientRect().right,
      valueStart:
        input.getBoundingClientRect().left +
        parseFloat(style.borderLeftWidth) +
        parseFloat(style.paddingLeft),
      prefix: prefix.textContent,
    };
  });
  expect(edges.prefix).toBe('/news/');
  expect(edges.prefixEnd).toBeLessThanOrEqual(edges.valueStart + 0.5);

  // The same order and the same side column as the page editor.
  await openConsole(page, '/adminDashboard/news/new');
  const form = page.locator('form.news-editor');
  const pageTitle = await box(form.getByLabel('Заголовок (RU)'));
  const pageSlug = await box(form.getByLabel('Slug (адрес страницы)'));
  expect(pageSlug.x).toBeGreaterThan(pageTitle.x + pageTitle.width);
  await context.close();
});

for (const width of [TABLET, PHONE]) {
  test(`${width.viewport.width}: below a desk the quick form has the titles, then the body, then the settings`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    const dialog = await newNewsForm(page);
    const y = async (locator: Locator) => (await box(locator)).y;
    const order = [
      await y(dialog.getByLabel('Заголовок (RU)')),
      await y(dialog.getByLabel('Заголовок (EN)')),
      await y(dialog.getByRole('textbox', { name: 'Описание (RU)' })),
      await y(dialog.getByRole('textbox', { name: 'Описание (EN)' })),
      await y(dialog.getByLabel('Slug (адрес страницы)')),
      await y(dialog.getByLabel('Дата в статье')),
    ];
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await context.close();
  });
}

for (const width of [DESK, TABLET, PHONE]) {
  test(`${width.viewport.width}: «Публикация» — «Дата в статье», «Сразу / По расписанию» and «Снять с показа» open their bounds, each time named after its date`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    const dialog = await newNewsForm(page);
    const group = dialog.getByRole('group', { name: 'Публикация' });
    await expect(group.getByLabel('Дата в статье', { exact: true })).toBeVisible();
    const now = group.getByRole('radio', { name: 'Сразу' });
    const scheduled = group.getByRole('radio', { name: 'По расписанию' });
    const ending = group.getByRole('checkbox', { name: 'Снять с показа' });
    await expect(now).toBeChecked();
    await expect(group.getByLabel('Показывать с', { exact: true })).toHaveCount(0);
    await expect(group.getByLabel('Показывать до', { exact: true })).toHaveCount(0);
    // No bare «Время» label any more.
    await expect(group.getByText('Время', { exact: true })).toHaveCount(0);
    await scheduled.check();
    await ending.check();
    for (const [dateName, timeName, timeLabel] of [
      ['Показывать с', 'Время начала показа', 'Время начала'],
      ['Показывать до', 'Время окончания показа', 'Время окончания'],
    ] as const) {
      const date = group.getByLabel(dateName, { exact: true });
      const time = group.getByLabel(timeName, { exact: true });
      // The kit's 24 h time field since review s48b, finding 6 (it was the browser's type=time).
      await expect(time).toHaveAttribute('type', 'text');
      await expect(time).toHaveAttribute('inputmode', 'numeric');
      await expect(group.getByText(timeLabel, { exact: true })).toBeVisible();
      const [d, t] = [await box(date), await box(time)];
      // A date and its time on one line, the kit's input height.
      expect(Math.abs(d.y - t.y)).toBeLessThan(2);
      expect(t.x).toBeGreaterThan(d.x);
      expect(Math.abs(d.height - t.height)).toBeLessThan(1);
      expect(d.height).toBeGreaterThanOrEqual(44);
    }
    // The touch targets of the switch and the box on a phone.
    if (width === PHONE) {
      for (const control of [now, ending]) {
        const target = await box(control.locator('xpath=..'));
        expect(target.height).toBeGreaterThanOrEqual(44);
      }
    }
    expect(await seriousViolations(page)).toEqual([]);
    // «Сразу» clears the start again and hides it.
    await group.getByLabel('Показывать с', { exact: true }).fill('2094-03-01');
    await expect(dialog.getByRole('button', { name: 'Запланировать на 01.03.2094' })).toBeVisible();
    await now.check();
    await expect(group.getByLabel('Показывать с', { exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Опубликовать', exact: true })).toBeVisible();
    await context.close();
  });

  test(`${width.viewport.width}: «Предпросмотр» is a button of the status line; «Действия» opens its menu under its own button`, async ({
    browser,
    request,
  }) => {
    const slug = uniqueName('s46-menu');
    const token = await superadminToken(request);
    const created = await request.post(`${E2E.apiUrl}/api/admin/news`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        slug,
        priority: 'B',
        dates: { date: '2026-01-10', startDate: '', expireDate: '' },
        titles: { ru: `Живая новость ${slug}`, en: '' },
        descriptions: { ru: '<p>Текст</p>', en: '' },
      },
    });
    expect(created.status()).toBe(201);
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
    await expect(dialog.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
    const preview = dialog.getByRole('button', { name: 'Предпросмотр', exact: true });
    await expect(preview).toBeVisible();
    // Review s46, finding 4 (deliberate change): «Снять с публикации» is in «Действия», not beside
    // «Предпросмотр».
    await expect(dialog.getByRole('button', { name: 'Снять с публикации' })).toHaveCount(0);
    const p = await box(preview);
    if (width === PHONE) expect(p.height).toBeGreaterThanOrEqual(44);
    const more = dialog.getByRole('button', { name: 'Действия', exact: true });
    const trigger = await box(more);
    await more.click();
    const menu = page.getByRole('menu', { name: 'Действия', exact: true });
    // Review s47c, finding 10 (deliberate change): the English preview is in the preview's own ▾.
    await expect(menu.getByRole('menuitem')).toHaveText(['Снять с публикации', 'История версий']);
    // Let a late layout settle, then the menu is under its button and overlaps its width.
    await page.waitForTimeout(300);
    const list = await box(menu);
    expect(list.x).toBeLessThan(trigger.x + trigger.width);
    expect(list.x + list.width).toBeGreaterThan(trigger.x);
    expect(Math.abs(list.x + list.width - (trigger.x + trigger.width))).toBeLessThan(
      width === PHONE ? 40 : 2,
    );
    expect(list.y).toBeGreaterThanOrEqual(trigger.y + trigger.height);
    expect(list.y).toBeLessThan(trigger.y + trigger.height + 12);
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(width.viewport.width);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await context.close();
  });

  // Review s47c, finding 7, review s48, finding 1, then review s48b, finding 4 (deliberately
  // changed three times: in the header row it covered the title and stood against ✕): in the
  // footer's status slot (above the buttons on a phone), over no title, field or button.
  test(`${width.viewport.width}: the saved draft's toast stands in the footer's status slot, over no title, field or button`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    const dialog = await newNewsForm(page);
    const title = `Черновик ${uniqueName('s46-toast')}`;
    await dialog.getByLabel('Заголовок (RU)').fill(title);
    await dialog.getByRole('button', { name: 'Сохранить черновик' }).click();
    const saved = page.getByRole('dialog', { name: 'Изменение новости' });
    await expect(saved.getByText('Черновик не виден на сайте.')).toBeVisible();
    const toast = toasts(page).getByText(`Черновик «${title}» сохранён`);
    await expect(toast).toBeVisible();
    await page.waitForTimeout(300);
    await expectToastInStatusSlot(page, saved);
    const place = await box(toasts(page).locator(':scope > *').first());
    const body = await box(saved.locator('form.news-editor').locator('xpath=..'));
    expect(place.y).toBeGreaterThanOrEqual(body.y + body.height - 1);
    const cancel = await box(saved.getByRole('button', { name: 'Отмена' }));
    expect(overlap(place, cancel)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

// Review s47c, finding 7, then review s48b, finding 4 (deliberately changed: under the app bar it
// stood over the page's title; now as in the quick form): on the page editor the toast stands in
// the bottom bar's status slot, in place of its status text, above the buttons on a phone, and
// the status text is back once it has gone.
for (const width of [DESK, TABLET, PHONE]) {
  test(`${width.viewport.width}: on the page editor a save's toast stands in the bar's status slot, off the title and the buttons`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/news/new');
    const form = page.locator('form.news-editor');
    await expect(form.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
    const title = `Страница ${uniqueName('s46-page-toast')}`;
    await form.getByLabel('Заголовок (RU)').fill(title);
    await form.getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect(page).toHaveURL(/\/adminDashboard\/news\/\d+$/);
    await expect(toasts(page)).toContainText(`Черновик «${title}» сохранён`);
    await page.waitForTimeout(300);
    await expectToastInStatusSlot(page, form);
    const place = await box(toasts(page).locator(':scope > *').first());
    expect(overlap(place, await box(page.locator('.shell__header')))).toBe(false);
    // Dismissed, the status slot shows its own text again.
    await toasts(page).getByRole('button').first().click();
    await expect(form.locator('[data-toast-slot]')).not.toHaveAttribute('data-toast-over', '');
    await context.close();
  });
}
