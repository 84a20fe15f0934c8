import { E2E, expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  consoleContext,
  createAdmin,
  openConsole,
  seriousViolations,
  sidewaysOverflow,
  superadminToken,
  tokenFor,
  type Width,
} from '../fixtures/console';

// Console review s47, the shell's findings: the header's identity cluster (7), the settings'
// column and buttons (11), the start page (16), the login (19).
const at = (width: number, height = 900) =>
  ({ name: `w${width}`, viewport: { width, height }, isMobile: width < 768 }) as unknown as Width;

for (const width of [1440, 768]) {
  test(`${width}: the header is one identity cluster on the right — greeting, name, role chip — and a quiet «Выйти»`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, at(width), await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard');
    const header = page.locator('.shell__header');
    const headerBox = (await header.boundingBox())!;
    const welcome = header.getByText('Добро пожаловать в панель управления');
    const name = header.locator('.user-chip__name');
    const role = header.locator('.role-pill');
    const logout = header.getByRole('button', { name: 'Выйти' });
    // All four visible, the name too at 768 (it was hidden there).
    for (const part of [welcome, name, role, logout]) await expect(part).toBeVisible();
    await expect(name).toHaveText(E2E.superadmin.username);
    const box = async (part: typeof welcome) => (await part.boundingBox())!;
    const welcomeBox = await box(welcome);
    const nameBox = await box(name);
    const roleBox = await box(role);
    const logoutBox = await box(logout);
    // One cluster, pushed to the right: the header holds nothing else, and the room left of it
    // is wider than the margin right of it.
    await expect(header.locator(':scope > *')).toHaveCount(1);
    const right = headerBox.x + headerBox.width - (logoutBox.x + logoutBox.width);
    const avatarBox = (await header.locator('.user-chip__avatar').boundingBox())!;
    expect(avatarBox.x - headerBox.x).toBeGreaterThan(2 * right + 100);
    // The greeting over the name and the role; the role chip right after the name.
    expect(nameBox.y).toBeGreaterThanOrEqual(welcomeBox.y + welcomeBox.height - 1);
    expect(Math.abs(nameBox.x - welcomeBox.x)).toBeLessThanOrEqual(1);
    expect(roleBox.x).toBeGreaterThan(nameBox.x + nameBox.width);
    expect(roleBox.x - (nameBox.x + nameBox.width)).toBeLessThanOrEqual(12);
    expect(
      Math.abs(roleBox.y + roleBox.height / 2 - (nameBox.y + nameBox.height / 2)),
    ).toBeLessThan(3);
    // The chip: a pill of its own (border, round).
    const chip = await role.evaluate((node) => {
      const style = getComputedStyle(node);
      return { border: style.borderTopWidth, radius: parseFloat(style.borderTopLeftRadius) };
    });
    expect(chip.border).toBe('1px');
    expect(chip.radius).toBeGreaterThan(8);
    // «Выйти» last, at the right edge; a ghost: no border colour, no fill, an icon and a label.
    expect(logoutBox.x).toBeGreaterThan(roleBox.x + roleBox.width);
    expect(headerBox.x + headerBox.width - (logoutBox.x + logoutBox.width)).toBeLessThanOrEqual(32);
    const look = await logout.evaluate((node) => {
      const style = getComputedStyle(node);
      return { border: style.borderTopColor, fill: style.backgroundColor };
    });
    expect(look).toEqual({ border: 'rgba(0, 0, 0, 0)', fill: 'rgba(0, 0, 0, 0)' });
    await expect(logout.locator('svg')).toHaveCount(1);
    expect(headerBox.height).toBeLessThanOrEqual(60);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
}

test('375: the account chip (initial and role) sits beside the brand, «Меню» at the bar’s end', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, at(375, 812), await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard');
  const bar = (await page.locator('header').boundingBox())!;
  const brand = (await page.locator('header .brand').boundingBox())!;
  const chip = page.getByRole('button', {
    name: `Добро пожаловать, ${E2E.superadmin.username}, Роль: Суперадминистратор`,
  });
  const chipBox = (await chip.boundingBox())!;
  const menu = (await page.getByRole('button', { name: 'Меню' }).boundingBox())!;
  // Next to the brand (not floating mid-bar), «Меню» at the end.
  expect(chipBox.x - (brand.x + brand.width)).toBeGreaterThanOrEqual(0);
  expect(chipBox.x - (brand.x + brand.width)).toBeLessThanOrEqual(12);
  expect(bar.x + bar.width - (menu.x + menu.width)).toBeLessThanOrEqual(12);
  expect(menu.x - (chipBox.x + chipBox.width)).toBeGreaterThan(12);
  expect(chipBox.height).toBeGreaterThanOrEqual(44);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('768: «Добавить новость» beside the title; the reminder has the left bar only; empty counts are no links', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, at(768, 1024), await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard');
  const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  const add = page
    .getByRole('group', { name: 'Быстрые действия' })
    .getByRole('link', { name: 'Добавить новость' });
  const addBox = (await add.boundingBox())!;
  expect(addBox.x).toBeGreaterThan(title.x + title.width);
  expect(Math.abs(addBox.y + addBox.height / 2 - (title.y + title.height / 2))).toBeLessThan(8);
  // Each count is a link when there is something to see, a plain tile (no chevron) at 0.
  for (const state of ['live', 'scheduled', 'draft', 'expired']) {
    const tile = page.locator(`.stat--${state}`);
    const value = (await tile.locator('.stat__value').textContent())!.trim();
    if (value === '0') {
      expect(await tile.evaluate((node) => node.tagName)).toBe('DIV');
      await expect(tile.locator('.stat__chevron')).toHaveCount(0);
    } else {
      await expect(tile).toHaveAttribute('href', `/adminDashboard/news?state=${state}`);
      await expect(tile.locator('.stat__chevron')).toBeVisible();
    }
  }
  // The reminder (when shown): the 4 px left bar, no frame on the other sides.
  const reminder = page.locator('.reminder');
  if ((await reminder.count()) > 0) {
    const borders = await reminder.evaluate((node) => {
      const style = getComputedStyle(node);
      return [
        style.borderLeftWidth,
        style.borderTopWidth,
        style.borderRightWidth,
        style.borderBottomWidth,
      ];
    });
    expect(borders).toEqual(['4px', '0px', '0px', '0px']);
  }
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('1440: settings in a 760 px column; «Сменить пароль» primary only once both fields are filled; one button size; sessions told apart', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, at(1440), await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard/settings');
  const sessions = page.getByRole('region', { name: 'Активные сеансы' });
  await expect(sessions).toBeVisible();
  for (const card of await page.locator('.settings-section').all())
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(762);
  // The password's button: outlined until both fields hold something, then the green primary.
  const change = page.getByRole('button', { name: 'Сменить пароль' });
  const fill = () => change.evaluate((node) => getComputedStyle(node).backgroundColor);
  const white = await fill();
  await page.getByLabel(/^Текущий пароль/).fill('something');
  expect(await fill()).toBe(white);
  await page.getByLabel(/^Новый пароль/).fill('something-else');
  await expect.poll(fill).toBe('rgb(46, 125, 59)');
  await page.getByLabel(/^Текущий пароль/).fill('');
  await expect.poll(fill).toBe(white);
  // One button size in the sections: 40 px; a session row's own «Завершить» is the kit's small
  // 32 px row action at every width (review s49, finding 11 changed this deliberately).
  const heights = await page
    .locator('.settings-section button:visible:not(.session-item__end)')
    .evaluateAll((nodes) =>
      nodes
        .filter((node) => node.previousElementSibling?.tagName !== 'INPUT')
        .map((node) => Math.round(node.getBoundingClientRect().height)),
    );
  expect(new Set(heights)).toEqual(new Set([40]));
  const rowEnds = await page
    .locator('.settings-section .session-item__end:visible')
    .evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().height)));
  // (Rows only when another session is open; the s48b lists journey opens one.)
  for (const height of rowEnds) expect(height).toBe(32);
  // Each session row names its own short id.
  const ids = await sessions.locator('.session-item__id').allTextContents();
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(id).toMatch(/^[0-9a-z]{1,6}$/);
  expect(new Set(ids).size).toBe(ids.length);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

// Review s47c, finding 6c (deliberately changed: it was the outlined secondary, as every dialog's
// was): one «Отмена» everywhere, the console's ghost.
test('1440: the app setup’s «Отмена» is the ghost, as every dialog’s «Отмена»', async ({
  browser,
  request,
}) => {
  // An account of its own, which has no app yet (the shared superadmin may have one).
  const username = uniqueName('s47-app');
  const password = 'App-Setup-Passw0rd-47';
  await createAdmin(request, username, password);
  const context = await consoleContext(
    browser,
    at(1440),
    await tokenFor(request, username, password),
  );
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard/settings');
  const totp = page.getByRole('region', { name: 'Приложение-аутентификатор' });
  const connect = totp.getByRole('button', { name: 'Подключить приложение' });
  await connect.click();
  const cancel = totp.getByRole('button', { name: 'Отмена' });
  await expect(cancel).toBeVisible();
  const look = (node: Element) => {
    const style = getComputedStyle(node);
    return {
      border: style.borderTopColor,
      width: style.borderTopWidth,
      fill: style.backgroundColor,
      height: Math.round(node.getBoundingClientRect().height),
    };
  };
  const setupCancel = await cancel.evaluate(look);
  // Every dialog's «Отмена» is the console's ghost CancelButton (confirm-action-modal.tsx): no
  // border colour, no fill, the md height of «Добавить ключ доступа» beside it on this page.
  const secondary = page.getByRole('button', { name: 'Добавить ключ доступа' });
  expect(setupCancel.border).toBe('rgba(0, 0, 0, 0)');
  expect(setupCancel.fill).toBe('rgba(0, 0, 0, 0)');
  expect(setupCancel.height).toBe((await secondary.evaluate(look)).height);
  await cancel.click();
  await expect(connect).toBeVisible();
  await context.close();
});

test('375: the login is edge to edge, its title on one line, the brand says «Администрирование»; the app code field is centred and monospaced', async ({
  browser,
}) => {
  const context = await consoleContext(browser, at(375, 812), null);
  const page = await context.newPage();
  await page.goto(`${E2E.adminOrigin}/administrator`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  const lineHeight = await title.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
  expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  await expect(page.locator('.login__brand .brand__product')).toHaveText('Администрирование');
  const card = await page.locator('.login__card').evaluate((node) => {
    const style = getComputedStyle(node);
    return { border: style.borderTopWidth, shadow: style.boxShadow };
  });
  expect(card).toEqual({ border: '0px', shadow: 'none' });
  const field = (await page.getByLabel('Имя пользователя').boundingBox())!;
  expect(field.width).toBeGreaterThanOrEqual(375 - 2 * 16 - 1);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The second step, as the API answers an account with the app (answered here, so that no
  // account of the shared database needs the app).
  await page.route('**/api/login', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        mfaRequired: true,
        challenge: 'c'.repeat(43),
        methods: ['totp', 'recovery'],
      }),
    }),
  );
  await page.getByLabel('Имя пользователя').fill('someone');
  await page.getByLabel('Пароль').fill('something');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  const code = page.getByLabel(/^Код из приложения/);
  await expect(code).toBeVisible();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('123456');
  const style = await code.evaluate((node) => {
    const computed = getComputedStyle(node);
    return {
      align: computed.textAlign,
      font: computed.fontFamily,
      spacing: parseFloat(computed.letterSpacing),
    };
  });
  expect(style.align).toBe('center');
  expect(style.font).toMatch(/mono/i);
  expect(style.spacing).toBeGreaterThan(4);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('login-code-375.png') });
  await context.close();
});
