import { expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  box,
  consoleContext,
  createAdmin,
  openConsole,
  seriousViolations,
  sidewaysOverflow,
  superadminToken,
  TABLET,
  textLines,
  toasts,
  WIDTHS,
} from '../fixtures/console';

// Console review s47c, finding 2: at 768 the page sat 10 px from the rail and from the window's
// edge on every section. It has 20 px each side now, and nothing scrolls sideways.
const SECTIONS = [
  '/adminDashboard',
  '/adminDashboard/users',
  '/adminDashboard/news',
  '/adminDashboard/media',
  '/adminDashboard/applications',
  '/adminDashboard/sql-explorer',
  '/adminDashboard/audit',
  '/adminDashboard/settings',
];

test('768: every section has 20 px page margins beside the rail and at the window’s edge; no table scrolls sideways', async ({
  browser,
  request,
}) => {
  // An administrator with a name of a usual length in the table.
  await createAdmin(request, uniqueName('s48-editor'), 'Gutters-Editor-Passw0rd-48');
  const context = await consoleContext(browser, TABLET, await superadminToken(request));
  const page = await context.newPage();
  for (const path of SECTIONS) {
    await openConsole(page, path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const rail = await box(page.locator('.shell__sidebar'));
    const main = page.locator('.shell__main');
    const padding = await main.evaluate((node) => {
      const style = getComputedStyle(node);
      return [style.paddingLeft, style.paddingRight];
    });
    expect(padding, path).toEqual(['20px', '20px']);
    const title = await box(heading);
    expect(Math.round(title.x - (rail.x + rail.width)), path).toBe(20);
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    const boxes = page.locator('.table-box');
    for (let index = 0; index < (await boxes.count()); index += 1) {
      expect(
        await boxes.nth(index).evaluate((node) => node.scrollWidth - node.clientWidth),
        `${path}: table ${index}`,
      ).toBeLessThanOrEqual(0);
    }
  }
  // The rail marks the current entry with a pill behind its icon, not a tile around its words
  // (review s47b/s47c, finding 6: «Администраторы» touched the tile's edges).
  await openConsole(page, '/adminDashboard/users');
  const current = page.locator('.shell__sidebar .menu__link[aria-current="page"]');
  // Its caption the whole name (review s49, finding 2 reversed s48b's «Админы»).
  await expect(current).toHaveText('Администраторы');
  await expect(current).toHaveAccessibleName('Администраторы');
  const look = await current.evaluate((link) => {
    const icon = link.querySelector('svg')!;
    const caption = link.querySelector('.menu__caption')!;
    const range = document.createRange();
    range.selectNodeContents(caption);
    const words = range.getBoundingClientRect();
    const tile = link.getBoundingClientRect();
    return {
      tile: getComputedStyle(link).backgroundColor,
      pill: getComputedStyle(icon).backgroundColor,
      weight: getComputedStyle(caption).fontWeight,
      inside: words.left >= tile.left && words.right <= tile.right,
      lines: range.getClientRects().length,
    };
  });
  expect(look.tile).toBe('rgba(0, 0, 0, 0)');
  expect(look.pill).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.weight).toBe('600');
  expect(look.inside).toBe(true);
  expect(look.lines).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

// Found while judging review s47c, finding 7: an open dialog makes the app behind it inert, and the
// toasts lived in the app, so a toast over the dialog was not read out and its «×» did nothing.
// They are at <body>'s end now, beside the dialogs, and stay live.
for (const width of WIDTHS) {
  test(`${width.viewport.width}: over an open dialog the save's toast is live: not inert, and its «×» closes it while the dialog stays`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/news');
    await page.getByRole('button', { name: 'Добавить новость' }).click();
    const created = page.getByRole('dialog', { name: 'Новая новость' });
    await expect(created.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
    const title = `Тост ${uniqueName('s48-toast')}`;
    await created.getByLabel('Заголовок (RU)').fill(title);
    await created.getByRole('button', { name: 'Сохранить черновик' }).click();
    const dialog = page.getByRole('dialog', { name: 'Изменение новости' });
    await expect(dialog).toBeVisible();
    const message = toasts(page).getByText(`Черновик «${title}» сохранён`);
    await expect(message).toBeVisible();
    expect(await toasts(page).evaluate((region) => region.closest('[inert]') === null)).toBe(true);
    // The accessibility tree has it (an inert region is not in it, and not announced).
    await expect(page.getByRole('button', { name: 'Закрыть уведомление' })).toHaveCount(1);
    await toasts(page).getByRole('button', { name: 'Закрыть уведомление' }).click();
    await expect(message).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Заголовок (RU)')).toHaveValue(title);
    await context.close();
  });
}

// Review s48, finding 2: at 768 the administrators' order was cut («По имени (А…») beside a
// search with room to spare; the rail's two long names took two lines.
test('768: the administrators’ order shows its words whole; the rail’s captions are one line each', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, TABLET, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard/users');
  const sort = page.getByRole('combobox', { name: 'Сортировка' });
  await expect(sort).toHaveText('По имени (А–Я)');
  const cut = await sort.evaluate((node) =>
    Array.from(node.querySelectorAll<HTMLElement>('*'))
      .concat(node as HTMLElement)
      .some((element) => element.scrollWidth > element.clientWidth + 1),
  );
  expect(cut).toBe(false);
  const captions = page.locator('.shell__sidebar .menu__caption');
  const lines: string[] = [];
  for (let index = 0; index < (await captions.count()); index += 1) {
    const caption = captions.nth(index);
    lines.push(`${await caption.textContent()}: ${await textLines(caption)}`);
  }
  // The whole names (review s49, finding 2 reversed s48's short captions): the two two-word
  // names take two lines, every other one line.
  expect(lines.filter((line) => !line.endsWith(': 1'))).toEqual([
    'Панель управления: 2',
    'Журнал действий: 2',
  ]);
  await expect(page.getByRole('link', { name: 'Панель управления' })).toHaveText(
    'Панель управления',
  );
  await expect(page.getByRole('link', { name: 'Журнал действий' })).toHaveText('Журнал действий');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
