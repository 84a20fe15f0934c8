import { expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  box,
  consoleContext,
  createAdmin,
  insertPagedNews,
  openConsole,
  removePagedNews,
  seriousViolations,
  sidewaysOverflow,
  signInAnswer,
  superadminToken,
  TABLET,
  WIDTHS,
} from '../fixtures/console';
import { freshAdministrator } from '../fixtures/sign-in-security';

// Console review s48b, the lists (findings 9, 12, 13, 14 and 15): a page size beside the pager
// (10 a page below 600 px), the superadmin's own account named under the administrators' count,
// labelled buttons on a phone's administrator card, one primary per page (draft banner, phone
// dashboard), the rail's «Админы» and each session's small outlined «Завершить» (review s49, 11).
const [DESK, PHONE] = WIDTHS;

test('375: 10 news a page unless asked; «25 на странице» goes in the address as limit=25, the default leaves it', async ({
  browser,
  request,
}) => {
  const prefix = uniqueName('s48b-size');
  await insertPagedNews(request, prefix, 30);
  try {
    const context = await consoleContext(browser, PHONE, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, `/adminDashboard/news?q=${prefix}`);
    const summary = page.locator('.list-summary__text');
    const cards = page.locator('.item-cards > li');
    await expect(summary).toHaveText('Показаны 1–10 из 30');
    await expect(cards).toHaveCount(10);
    const bottom = page.getByRole('navigation', { name: 'Страницы списка', exact: true });
    await expect(bottom.locator('.list-pager-row__where')).toContainText('1 / 3');
    const size = page.getByRole('combobox', { name: 'Строк на странице' });
    await expect(size).toHaveText('10 на странице');
    // Under the pager, a 44 px target, inside the screen's width.
    const sizeBox = await box(size);
    const pagerBox = await box(bottom);
    expect(sizeBox.y).toBeGreaterThanOrEqual(pagerBox.y + pagerBox.height - 1);
    expect(sizeBox.height).toBeGreaterThanOrEqual(44);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Page 2, then 25 a page: the first row read (11) stays on the screen, on page 1 of 2.
    await bottom.getByRole('button', { name: 'Следующая страница' }).click();
    await expect(summary).toHaveText('Показаны 11–20 из 30');
    await size.click();
    await page.getByRole('option', { name: '25 на странице' }).click();
    await expect(summary).toHaveText('Показаны 1–25 из 30');
    await expect(cards).toHaveCount(25);
    await expect(page).toHaveURL(/[?&]limit=25(&|$)/);
    await expect(bottom.locator('.list-pager-row__where')).toContainText('1 / 2');
    await page.reload();
    await expect(summary).toHaveText('Показаны 1–25 из 30');
    // Back to the phone's default: nothing in the address.
    await size.click();
    await page.getByRole('option', { name: '10 на странице' }).click();
    await expect(summary).toHaveText('Показаны 1–10 из 30');
    await expect(page).not.toHaveURL(/limit=/);
    await context.close();
  } finally {
    await removePagedNews(request, prefix);
  }
});

test('1440: 25 a page, the pager and «25 на странице» on one line at the right; 50 goes in the address', async ({
  browser,
  request,
}) => {
  const prefix = uniqueName('s48b-desk');
  await insertPagedNews(request, prefix, 60);
  try {
    const context = await consoleContext(browser, DESK, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, `/adminDashboard/news?q=${prefix}`);
    const summary = page.locator('.list-summary__text');
    await expect(summary).toHaveText('Показаны 1–25 из 60');
    const pager = page.getByRole('navigation', { name: 'Страницы списка', exact: true });
    const size = page.getByRole('combobox', { name: 'Строк на странице' });
    await expect(size).toHaveText('25 на странице');
    const pagerBox = await box(pager);
    const sizeBox = await box(size);
    const list = await box(page.locator('.list__rows'));
    // One line: their middles level; the size choice ends at the list's right edge, the pager
    // just before it (not at the left).
    expect(
      Math.abs(pagerBox.y + pagerBox.height / 2 - (sizeBox.y + sizeBox.height / 2)),
    ).toBeLessThan(8);
    expect(Math.abs(sizeBox.x + sizeBox.width - (list.x + list.width))).toBeLessThan(2);
    expect(pagerBox.x + pagerBox.width).toBeLessThanOrEqual(sizeBox.x);
    expect(pagerBox.x).toBeGreaterThan(list.x + list.width / 3);
    expect(await seriousViolations(page)).toEqual([]);

    await size.click();
    await page.getByRole('option', { name: '50 на странице' }).click();
    await expect(summary).toHaveText('Показаны 1–50 из 60');
    await expect(page).toHaveURL(/[?&]limit=50(&|$)/);
    await expect(pager.getByRole('button', { name: 'Страница 2', exact: true })).toBeVisible();
    await size.click();
    await page.getByRole('option', { name: '25 на странице' }).click();
    await expect(summary).toHaveText('Показаны 1–25 из 60');
    await expect(page).not.toHaveURL(/limit=/);
    await context.close();
  } finally {
    await removePagedNews(request, prefix);
  }
});

// Changed deliberately (review s49, finding 14): the line reads «Ваша учётная запись — в
// Настройках» and is a muted footer under the table or cards, one line at every width.
for (const width of [DESK, TABLET, PHONE]) {
  test(`${width.viewport.width}: the administrators' list ends with a one-line muted footer «Ваша учётная запись — в Настройках»`, async ({
    browser,
    request,
  }) => {
    // One editor at least, so that there is a list and a count (the empty state names the
    // account too: unit test).
    await createAdmin(request, uniqueName('s48b-self'), 'Self-Line-Passw0rd-48b');
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/users');
    const line = page.locator('.admins-self');
    await expect(line).toHaveText('Ваша учётная запись — в Настройках');
    // Under the rows (table or cards), in the count's small muted type, one line.
    const rows = await box(page.locator(width.isMobile ? '.item-cards' : 'table').first());
    const own = await box(line);
    expect(own.y).toBeGreaterThanOrEqual(rows.y + rows.height - 1);
    const look = (locator: typeof line) =>
      locator.evaluate((node) => [getComputedStyle(node).fontSize, getComputedStyle(node).color]);
    expect(await look(line)).toEqual(await look(page.locator('.list-summary__text')));
    const link = line.getByRole('link', { name: 'Настройках' });
    const target = await box(link);
    // The link inside the line's box; with the heights below, one line.
    expect(target.y).toBeGreaterThanOrEqual(own.y - 1);
    expect(target.y + target.height).toBeLessThanOrEqual(own.y + own.height + 1);
    if (width.isMobile) {
      expect(target.height).toBeGreaterThanOrEqual(44);
      // The 44 px link and the 8 px above it; a second line would add 20 px.
      expect(own.height).toBeLessThan(60);
    } else expect(own.height).toBeLessThan(30);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await link.click();
    await expect(page).toHaveURL(/\/adminDashboard\/settings$/);
    await context.close();
  });
}

test("375: an administrator's card has «⋯» in its head and labelled «Изменить» and «Удалить» buttons, 44 px each", async ({
  browser,
  request,
}) => {
  const editor = uniqueName('s48b-card');
  await createAdmin(request, editor, 'Card-Editor-Passw0rd-48b');
  const context = await consoleContext(browser, PHONE, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, `/adminDashboard/users?q=${editor}`);
  const card = page.locator('.item-cards--admins > li', { hasText: editor });
  const head = card.locator('.item-card__head');
  await expect(head.getByRole('button', { name: `Действия: ${editor}` })).toBeVisible();
  const edit = card.getByRole('button', { name: 'Изменить', exact: true });
  const remove = card.getByRole('button', { name: 'Удалить', exact: true });
  // Their names are their visible words (no icon-only buttons).
  await expect(edit).toHaveText('Изменить');
  await expect(remove).toHaveText('Удалить');
  for (const button of [edit, remove]) {
    const size = await box(button);
    expect(size.height).toBeGreaterThanOrEqual(44);
    expect(size.width).toBeGreaterThanOrEqual(44);
  }
  // Delete is the quieter one: red words on no fill; edit outlined. No divided footer.
  const look = (name: 'edit' | 'remove') =>
    (name === 'edit' ? edit : remove).evaluate((node) => {
      const style = getComputedStyle(node);
      return {
        background: style.backgroundColor,
        color: style.color,
        border: style.borderTopStyle,
      };
    });
  expect((await look('remove')).background).toBe('rgba(0, 0, 0, 0)');
  expect((await look('remove')).color).toBe('rgb(198, 45, 38)');
  expect((await look('edit')).border).toBe('solid');
  expect(
    await card
      .locator('.item-card__actions')
      .evaluate((node) => getComputedStyle(node).borderTopStyle),
  ).toBe('none');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await edit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await context.close();
});

for (const width of [DESK, PHONE]) {
  test(`${width.viewport.width}: the draft banner's «Продолжить» is secondary; «Добавить новость» is the page's one primary`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/news');
    await page.getByRole('button', { name: 'Добавить новость' }).click();
    await page.getByLabel('Заголовок (RU)').fill(`Черновик ${uniqueName('s48b')}`);
    await page.waitForTimeout(800);
    await page.reload();
    const item = page.locator('.draft-notice__item').first();
    const go = item.getByRole('button', { name: 'Продолжить', exact: true });
    await expect(go).toBeVisible();
    await expect(go).toHaveClass(/secondary/);
    await expect(go).not.toHaveClass(/primary/);
    await expect(item.getByRole('button', { name: 'Отбросить правки', exact: true })).toHaveClass(
      /ghost/,
    );
    const add = page.getByRole('button', { name: 'Добавить новость' });
    await expect(add).toHaveClass(/primary/);
    // «Добавить новость» is the only control of its solid green on the page (the pager's current
    // page, filled as a state and not an action, aside: it shows once the list has several pages).
    const green = await add.evaluate((node) => getComputedStyle(node).backgroundColor);
    const solid = await page
      .locator('main button:visible:not([aria-current]), main a:visible:not([aria-current])')
      .evaluateAll(
        (nodes, fill) =>
          nodes.filter((node) => getComputedStyle(node).backgroundColor === fill).length,
        green,
      );
    expect(solid).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await item.getByRole('button', { name: 'Отбросить правки', exact: true }).click();
    await context.close();
  });
}

test('768: the rail shows «Администраторы» whole (review s49, finding 2 reversed the short «Админы»), inside its tile', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, TABLET, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard/users');
  const menu = page.getByRole('navigation', { name: 'Разделы панели управления' });
  const link = menu.getByRole('link', { name: 'Администраторы', exact: true });
  await expect(link).not.toHaveAttribute('title');
  const caption = link.locator('.menu__caption');
  await expect(caption).toHaveText('Администраторы');
  expect(await caption.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
  // The caption stays inside its tile.
  const pill = await box(link);
  const words = await caption.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect().width;
  });
  expect(words).toBeLessThanOrEqual(pill.width - 4);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

// Changed deliberately (review s49, finding 11): no longer a green text link on a phone but the
// same small outlined button as on a desk, still a 44 px target below 768 px.
for (const width of [DESK, TABLET, PHONE]) {
  test(`${width.viewport.width}: each other session ends with the same small outlined «Завершить»`, async ({
    browser,
    request,
  }) => {
    const editor = await freshAdministrator(request, 's48b-sessions');
    const first = await signInAnswer(request, editor.username, editor.password);
    expect(first.status()).toBe(200);
    const second = await signInAnswer(request, editor.username, editor.password);
    const { token } = (await second.json()) as { token: string };
    const context = await consoleContext(browser, width, token);
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/settings');
    const others = page.getByRole('list', { name: 'Другие сеансы' });
    const end = others.getByRole('button', { name: /^Завершить сеанс/ }).first();
    await expect(end).toHaveText('Завершить');
    await expect(end).toHaveClass(/secondary/);
    await expect(end).toHaveClass(/_sm_/);
    await expect(end).not.toHaveClass(/ghost/);
    const size = await box(end);
    if (width.isMobile) expect(size.height).toBeGreaterThanOrEqual(44);
    else expect(size.height).toBeLessThan(40);
    expect(size.width).toBeLessThan(140);
    // Outlined: a visible border, and the label is not the green link colour of a text action.
    const look = await end.evaluate((node) => {
      const style = getComputedStyle(node);
      return { border: style.borderTopWidth, borderColor: style.borderTopColor };
    });
    expect(parseFloat(look.border)).toBeGreaterThan(0);
    expect(look.borderColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}
