import type { Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  box,
  consoleContext,
  openConsole,
  seriousViolations,
  superadminToken,
  TABLET,
  WIDTHS,
} from '../fixtures/console';

// Review s48b, finding 6: the news form's dates and times are the kit's DateField (DD.MM.YYYY
// text, a calendar button, a lazily loaded Monday-first calendar) and TimeField (24 h text,
// «Минск» inside the box), with placeholders that say what empty means; the stored item keeps
// ISO days and HH:MM times as before.
async function newNewsForm(page: Page) {
  await openConsole(page, '/adminDashboard/news');
  await page.getByRole('button', { name: 'Добавить новость' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая новость' });
  await expect(dialog.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
  return dialog;
}

const ruDate = (iso: string) => iso.split('-').reverse().join('.');

for (const width of [...WIDTHS, TABLET]) {
  test(`${width.viewport.width}: a date typed as 6.12.2094, a start picked in the calendar and a time typed as 930 are saved as ISO days and 09:30`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    const dialog = await newNewsForm(page);
    const slug = uniqueName('s49-dates');
    await dialog.getByLabel('Заголовок (RU)').fill(`Даты ${slug}`);
    await dialog.getByLabel('Slug (адрес страницы)').fill(slug);
    const group = dialog.getByRole('group', { name: 'Публикация' });

    // «Дата в статье»: an empty field shows «дд.мм.гггг»; a typed «6.12.2094» is written out.
    const article = group.getByLabel('Дата в статье', { exact: true });
    await expect(article).toHaveAttribute('placeholder', 'дд.мм.гггг');
    await expect(article).toHaveAttribute('type', 'text');
    await article.pressSequentially('6.12.2094');
    await article.blur();
    await expect(article).toHaveValue('06.12.2094');

    // An impossible day is the field's error, in Russian.
    await group.getByRole('radio', { name: 'По расписанию' }).check();
    const start = group.getByLabel('Показывать с', { exact: true });
    await start.fill('31.02.2094');
    await start.blur();
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(/Нет такой даты: введите её как дд\.мм\.гггг/);
    await start.fill('');

    // The calendar: opened by the button inside the field's box, Monday first, in Russian.
    const button = start.locator('xpath=following-sibling::button');
    await expect(button).toHaveAccessibleName('Выбрать дату в календаре');
    const [field, icon] = [await box(start), await box(button)];
    expect(icon.x).toBeGreaterThan(field.x);
    expect(icon.x + icon.width).toBeLessThanOrEqual(field.x + field.width + 0.5);
    expect(icon.height).toBeGreaterThanOrEqual(44);
    await button.click();
    const calendar = dialog.getByRole('dialog', { name: 'Календарь' });
    await expect(calendar.getByRole('grid')).toBeVisible();
    await expect(calendar.locator('thead th').first()).toHaveText(/^пн/i);
    // Measured again: opening it may scroll the form.
    const [field2, sheet] = [await box(start), await box(calendar)];
    if (width.viewport.width < 1024) {
      // A bottom sheet across the screen, named after its field (it covers the field).
      expect(sheet.x).toBe(0);
      expect(Math.abs(sheet.width - width.viewport.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(sheet.y + sheet.height - width.viewport.height)).toBeLessThanOrEqual(1);
      await expect(calendar).toContainText('Показывать с');
      // The form behind the sheet is dimmed by a layer over the whole screen; a tap on it closes
      // the sheet and reaches nothing under it (the dialog and its field stay as they were).
      const backdrop = page.getByTestId('date-field-backdrop');
      const layer = await box(backdrop);
      expect(layer.x).toBe(0);
      expect(layer.y).toBe(0);
      expect(Math.abs(layer.width - width.viewport.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(layer.height - width.viewport.height)).toBeLessThanOrEqual(1);
      await page.mouse.click(width.viewport.width / 2, 40);
      await expect(calendar).toHaveCount(0);
      await expect(backdrop).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await expect(start).toHaveValue('');
      await button.click();
      await expect(calendar.getByRole('grid')).toBeVisible();
    } else {
      // A popover under the field, from its left edge.
      expect(Math.abs(sheet.x - field2.x)).toBeLessThanOrEqual(1);
      expect(sheet.y).toBeGreaterThanOrEqual(field2.y + field2.height);
    }
    for (const day of await calendar
      .locator('.rdp-day_button')
      .all()
      .then((all) => all.slice(0, 3))) {
      expect((await box(day)).height).toBeGreaterThanOrEqual(40);
    }
    expect(await seriousViolations(page)).toEqual([]);
    // Keyboard: the focus is on today; Page Down is the same day next month, Enter picks it.
    await page.keyboard.press('PageDown');
    const picked = await page.evaluate(
      () => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') ?? '',
    );
    expect(picked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press('Enter');
    await expect(calendar).toHaveCount(0);
    await expect(start).toHaveValue(ruDate(picked));
    await expect(start).toBeFocused();

    // The time: 24 h text, «00:00» when empty (the day's start, as the API counts it), «Минск».
    const time = group.getByLabel('Время начала показа', { exact: true });
    await expect(time).toHaveAttribute('placeholder', '00:00');
    await expect(time.locator('xpath=..')).toContainText('Минск');
    await time.pressSequentially('930');
    await time.blur();
    await expect(time).toHaveValue('09:30');
    // The end's empty time is the day's end.
    await group.getByRole('checkbox', { name: 'Снять с показа' }).check();
    await expect(group.getByLabel('Время окончания показа', { exact: true })).toHaveAttribute(
      'placeholder',
      '23:59',
    );
    await group.getByRole('checkbox', { name: 'Снять с показа' }).uncheck();

    await dialog.getByRole('button', { name: 'Сохранить черновик' }).click();
    await expect(page.getByRole('dialog', { name: 'Изменение новости' })).toBeVisible();
    const token = await superadminToken(request);
    await expect
      .poll(async () => {
        const response = await request.get(`${E2E.apiUrl}/api/admin/news`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const all = (await response.json()) as Record<string, { slug: string; dates: unknown }>;
        return Object.values(all).find((item) => item.slug === slug)?.dates;
      })
      .toEqual({ date: '2094-12-06', startDate: picked, expireDate: '', startTime: '09:30' });
    await context.close();
  });
}

test('1440: the audit filters are kit date fields; a day typed as 1.02.2026 goes to the address as ISO', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, WIDTHS[0], await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard/audit');
  const from = page.getByLabel('С даты', { exact: true });
  await expect(from).toHaveAttribute('placeholder', 'дд.мм.гггг');
  await from.pressSequentially('1.02.2026');
  await expect(page).toHaveURL(/[?&]from=2026-02-01/);
  await from.blur();
  await expect(from).toHaveValue('01.02.2026');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
