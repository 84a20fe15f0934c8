import { expect, test } from '../fixtures';
import { consoleContext, openConsole, superadminToken, WIDTHS } from '../fixtures/console';

// Issue 18: the new controls work from the keyboard alone, at a desk and on a phone.
for (const width of WIDTHS) {
  test(`at ${width.viewport.width} px the lists, the forms and the menu work from the keyboard`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/news');

    // The skip link leads past the frame.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#dashboard-main')).toBeFocused();

    // Search, then a filter chosen with the arrows.
    const search = page.getByRole('searchbox', { name: 'Поиск новостей' });
    await search.focus();
    await page.keyboard.type('демо');
    await page.keyboard.press('Tab');
    if (width.isMobile) {
      // Below a desk the filters fold under «Фильтры» beside the search.
      const filters = page.getByRole('button', { name: 'Фильтры', exact: true });
      await expect(filters).toBeFocused();
      await expect(filters).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(filters).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
    }
    const state = page.getByRole('combobox', { name: 'Состояние' });
    await expect(state).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(state).toHaveText('Опубликована');
    await expect(page.getByText(/^Показаны 1–\d+ из \d+$/)).toBeVisible();

    // A form opens from the keyboard, takes the focus, and Escape closes an untouched one.
    const add = page.getByRole('button', { name: 'Добавить новость' });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Новая новость' });
    await expect(dialog.getByLabel('Заголовок (RU)')).toBeFocused();
    await page.keyboard.type('Клавиатура');
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: 'Изменения не сохранены' });
    await expect(question.getByRole('button', { name: 'Продолжить редактирование' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Закрыть без сохранения' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    if (width.isMobile) {
      // The menu sheet: focus goes in, Escape closes it and the focus comes back.
      const open = page.getByRole('button', { name: 'Меню' });
      await open.focus();
      await page.keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Меню' });
      await expect(sheet).toBeVisible();
      await expect(sheet.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(open).toBeFocused();
    }
    await context.close();
  });
}
