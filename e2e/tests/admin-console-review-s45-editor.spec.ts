import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { consoleContext, openConsole, superadminToken, WIDTHS } from '../fixtures/console';

// Console review s45, the rich-text editor and the news form (the second pass): a one-line
// toolbar on a phone, toolbar panels inside the window, the link panel clear of the form's footer,
// the footer error over the buttons, full-width titles, one heading style, «Действия», the autosave
// line and the cover's two buttons.
const [DESK, PHONE] = WIDTHS;
const TABLET = { name: 'tablet', viewport: { width: 768, height: 1024 }, isMobile: false } as const;

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
      // The most used buttons first.
      const names = await toolbar
        .locator(':scope > .rte-toolbar__group > button, :scope > .rte-toolbar__group > * > button')
        .evaluateAll((buttons) =>
          buttons.filter((b) => !b.closest('.rte-popover')).map((b) => b.getAttribute('aria-label')),
        );
      expect(names.slice(0, 5)).toEqual(['Полужирный', 'Курсив', 'Подчеркнутый', 'Ссылка', 'Заголовок 2']);
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
      await page.keyboard.press('Home');
      await expect(first).toBeFocused();
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
