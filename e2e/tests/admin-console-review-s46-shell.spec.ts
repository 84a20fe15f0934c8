import { E2E, expect, test } from '../fixtures';
import {
  consoleContext,
  openConsole,
  seriousViolations,
  sidewaysOverflow,
  superadminToken,
  WIDTHS,
  type Width,
  TABLET,
} from '../fixtures/console';
import { freshAdministrator, passwordStep } from '../fixtures/sign-in-security';

// Console review s45b, the shell's findings: a captioned tablet rail (5), a one-line header with
// the role as a pill and a phone account chip (11), the start page (14, 19), the button scale
// (17), the login card that does not jump (22).
const [DESK, PHONE] = WIDTHS;
test('768: each rail entry shows its name under its icon, whole and inside the rail; the header is one identity cluster', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, TABLET, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard');
  const menu = page.getByRole('navigation', { name: 'Разделы панели управления' });
  const names = [
    'Панель управления',
    'Администраторы',
    'Новости',
    'Медиатека',
    'Заявки',
    'SQL Explorer',
    'Журнал действий',
    'Настройки',
  ];
  const rail = (await page.locator('.shell__sidebar').boundingBox())!;
  // Review s46, finding 10 (was 80–96), s47b finding 6 (was 104): a 116 px rail, each tile
  // 4 px inside it.
  expect(rail.width).toBeGreaterThanOrEqual(112);
  expect(rail.width).toBeLessThanOrEqual(120);
  const heights: number[] = [];
  for (const name of names) {
    // The accessible name is unchanged, and the same words are visible under the icon (review
    // s49, finding 2 reversed s48's short «Панель», «Админы», «Журнал»: they renamed the spec's
    // menu).
    const link = menu.getByRole('link', { name, exact: true });
    const caption = link.locator('.menu__caption');
    await expect(caption).toBeVisible();
    await expect(caption).toHaveText(name);
    const size = await caption.evaluate((node) => {
      const style = getComputedStyle(node);
      return {
        font: parseFloat(style.fontSize),
        scroll: node.scrollWidth,
        client: node.clientWidth,
      };
    });
    // Review s47b, finding 6: 12 px, the kit's smallest step (was 11).
    expect(size.font).toBe(12);
    // No word is cut or runs out of the rail.
    expect(size.scroll, name).toBeLessThanOrEqual(size.client);
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    heights.push(Math.round(box.height));
    // The caption keeps 4 px off its tile's edges (the active pill's border included).
    const text = (await caption.boundingBox())!;
    expect(text.x, name).toBeGreaterThanOrEqual(box.x + 4);
    expect(text.x + text.width, name).toBeLessThanOrEqual(box.x + box.width - 4);
    expect(box.x).toBeGreaterThanOrEqual(rail.x + 4);
    expect(box.x + box.width).toBeLessThanOrEqual(rail.x + rail.width - 4);
  }
  // Every entry is the same height, one-line names and two-line names alike.
  expect(new Set(heights).size, heights.join(', ')).toBe(1);
  // The wider rail costs the page no width a table needs: the administrators' table fits whole.
  await freshAdministrator(request, 'rail');
  await openConsole(page, '/adminDashboard/users');
  const table = page.locator('.table-box');
  await expect(table.locator('tbody tr').first()).toBeVisible();
  const fit = await table.evaluate((node) => node.scrollWidth - node.clientWidth);
  expect(fit).toBeLessThanOrEqual(0);
  await openConsole(page, '/adminDashboard');
  // The active entry is marked.
  await expect(menu.getByRole('link', { name: 'Панель управления' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The header (review s47, finding 7; was the greeting on the left, the role on the right):
  // one identity cluster on the right — the greeting over the name and the role chip.
  const header = page.locator('.shell__header');
  const welcome = header.getByText('Добро пожаловать в панель управления');
  await expect(welcome).toBeVisible();
  const pill = header.locator('.role-pill');
  await expect(pill).toHaveText('Роль: Суперадминистратор');
  const welcomeBox = (await welcome.boundingBox())!;
  const pillBox = (await pill.boundingBox())!;
  expect(await welcome.evaluate((node) => getComputedStyle(node).fontSize)).toBe('13px');
  await expect(header.locator('.shell__account .role-pill')).toHaveCount(1);
  await expect(header.locator('.user-chip__name')).toHaveText(E2E.superadmin.username);
  await expect(header.locator('.user-chip__name')).toBeVisible();
  expect(pillBox.y).toBeGreaterThanOrEqual(welcomeBox.y + welcomeBox.height - 1);
  await expect(header.getByRole('button', { name: 'Выйти' })).toBeVisible();
  expect(welcomeBox.height).toBeLessThan(24);
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(57);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('375: the bar shows who is signed in — the initial and the role — and the chip opens the menu sheet', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, PHONE, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard');
  const chip = page.getByRole('button', {
    name: `Добро пожаловать, ${E2E.superadmin.username}, Роль: Суперадминистратор`,
  });
  await expect(chip).toBeVisible();
  await expect(chip).toContainText('Суперадминистратор');
  // The spec's greeting in the bar itself, muted over the role (review s48b, finding 3), whole.
  const welcome = chip.locator('.account-chip__welcome');
  await expect(welcome).toHaveText('Добро пожаловать');
  expect(await welcome.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  const bar = (await page.locator('header').boundingBox())!;
  const chipBox = (await chip.boundingBox())!;
  expect(chipBox.height).toBeGreaterThanOrEqual(44);
  expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(375);
  // The role whole (not cut with «…»), and nothing of the bar under the chip.
  const role = chip.locator('.account-chip__role');
  expect(await role.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  const brandBox = (await page.locator('header .brand').boundingBox())!;
  const menuBox = (await page.getByRole('button', { name: 'Меню' }).boundingBox())!;
  expect(brandBox.x + brandBox.width).toBeLessThanOrEqual(chipBox.x);
  expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(menuBox.x);
  expect(bar.height).toBeLessThanOrEqual(64);
  await chip.click();
  const sheet = page.getByRole('dialog', { name: 'Меню' });
  await expect(sheet.getByText('Добро пожаловать в панель управления')).toBeVisible();
  await expect(sheet.getByText('Роль: Суперадминистратор')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await context.close();
});

test('1440: the counts look like links; the second-factor reminder links to the settings and stays hidden once hidden', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard');
  const live = page.locator('.stat--live');
  await expect(live).toHaveAttribute('href', '/adminDashboard/news?state=live');
  await expect(live.locator('.stat__chevron')).toBeVisible();
  await live.focus();
  expect(await live.evaluate((node) => getComputedStyle(node).outlineStyle)).toBe('solid');
  // The two columns end together.
  const [left, right] = await page.locator('.panels > .panel').all();
  const leftBox = (await left!.boundingBox())!;
  const rightBox = (await right!.boundingBox())!;
  expect(Math.abs(leftBox.y + leftBox.height - (rightBox.y + rightBox.height))).toBeLessThan(2);

  const account = await request.get(`${E2E.apiUrl}/api/admin/me`, {
    headers: { Authorization: `Bearer ${await superadminToken(request)}` },
  });
  const me = (await account.json()) as { totp: boolean; passkeys: unknown[] };
  const reminder = page.getByRole('region', { name: 'Подключите второй фактор' });
  if (me.totp || me.passkeys.length > 0) {
    await expect(reminder).toHaveCount(0);
  } else {
    await expect(reminder).toBeVisible();
    await expect(reminder.getByRole('link', { name: 'Подключить в настройках' })).toHaveAttribute(
      'href',
      '/adminDashboard/settings',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await reminder.getByRole('button', { name: 'Скрыть напоминание' }).click();
    await expect(reminder).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.stat--live')).toBeVisible();
    await expect(reminder).toHaveCount(0);
    // The settings say the same, in the administrators table's amber words.
    await openConsole(page, '/adminDashboard/settings');
    await expect(page.locator('.settings__factor')).toContainText('Не подключён');
  }
  await context.close();
});

test('the console has two button heights on a desk: sm 32 and md 40, the media upload one of them', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard/media');
  const upload = page.locator('.media-drop__button');
  await expect(upload).toBeVisible();
  expect((await upload.boundingBox())!.height).toBe(40);
  await openConsole(page, '/adminDashboard/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Активные сеансы' })).toBeVisible();
  // A field's own «Показать» fills the field's height: it is part of the field, not a button row.
  const offScale = await page.locator('main button:visible').evaluateAll((nodes) =>
    nodes
      .filter((node) => node.previousElementSibling?.tagName !== 'INPUT')
      .map((node) => ({
        name: node.getAttribute('aria-label') ?? node.textContent?.trim() ?? '',
        height: Math.round(node.getBoundingClientRect().height),
      }))
      .filter(({ height }) => height !== 32 && height !== 40),
  );
  expect(offScale).toEqual([]);
  // One border for the secondary buttons: the kit's and the upload's («Выйти» is a ghost since
  // review s47, finding 7: the settings' «Сменить пароль», secondary while empty, stands in).
  await openConsole(page, '/adminDashboard/media');
  const uploadBorder = await upload.evaluate((node) => getComputedStyle(node).borderTopColor);
  await openConsole(page, '/adminDashboard/settings');
  const change = page.getByRole('button', { name: 'Сменить пароль' });
  expect(await change.evaluate((node) => getComputedStyle(node).borderTopColor)).toBe(uploadBorder);
  await context.close();
});

for (const width of [DESK, TABLET]) {
  test(`${width.viewport.width}: the login card's title stays put when an error appears`, async ({
    browser,
  }) => {
    const context = await consoleContext(browser, width, null);
    const page = await context.newPage();
    await page.goto(`${E2E.adminOrigin}/administrator`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    const before = (await title.boundingBox())!.y;
    await page.getByLabel('Имя пользователя').fill('nobody-here');
    await page.getByLabel('Пароль').fill('wrong-password');
    await page.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect((await title.boundingBox())!.y).toBe(before);
    await context.close();
  });
}

// Review s47b, finding 10: a state with nothing in it is a grey tile with a lighter count, not a
// link, and nothing changes on hover (the drafts' count is made 0 in the server's answer).
test("1440: the dashboard's zero tile is clearly not a link", async ({ browser, request }) => {
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  await page.route('**/api/admin/news/search**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { counts?: Record<string, number> };
    if (body.counts) body.counts.draft = 0;
    await route.fulfill({ response, json: body });
  });
  await openConsole(page, '/adminDashboard');
  const drafts = page.locator('.stat--draft');
  await expect(drafts.locator('.stat__value')).toHaveText('0');
  await expect(drafts).toHaveClass(/stat--empty/);
  await expect(page.getByRole('link', { name: /^Черновики/ })).toHaveCount(0);
  const look = (tile: typeof drafts) =>
    tile.evaluate((node) => ({
      background: getComputedStyle(node).backgroundColor,
      shadow: getComputedStyle(node).boxShadow,
      count: getComputedStyle(node.querySelector('.stat__value')!).color,
    }));
  const live = page.locator('a.stat').first();
  await expect(live).toBeVisible();
  const linkLook = await look(live);
  const zeroLook = await look(drafts);
  expect(zeroLook.count).toBe('rgb(107, 115, 120)');
  expect(zeroLook.count).not.toBe(linkLook.count);
  expect(zeroLook.background).not.toBe(linkLook.background);
  await drafts.hover();
  await page.waitForTimeout(200);
  expect(await look(drafts)).toEqual(zeroLook);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

// Review s46, finding 3: the full-page editor's fixed action bar starts at the rail's edge.
for (const width of [768, 1024]) {
  test(`${width}: the page editor's action bar does not cover the menu`, async ({
    browser,
    request,
  }) => {
    const viewport = {
      name: `w${width}`,
      viewport: { width, height: 900 },
      isMobile: false,
    } as unknown as Width;
    const context = await consoleContext(browser, viewport, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/news/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новая новость');
    const bar = page.locator('.news-editor__actions');
    await expect(bar).toBeVisible();
    const side = (await page.locator('.shell__sidebar').boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(barBox.x).toBeGreaterThanOrEqual(side.x + side.width - 0.5);
    // «Открыть сайт» at the rail's foot is whole and not under the bar.
    const site = (await page.locator('.shell__sidebar .site-link').boundingBox())!;
    expect(site.x + site.width).toBeLessThanOrEqual(barBox.x + 0.5);
    await context.close();
  });
}

// Review s46, finding 6: one focus ring in the console, 2 px brand green (dark), 2 px off.
test('1440: the console focus ring is 2 px green strong, red in the SQL change mode', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard');
  const live = page.locator('.stat--live');
  await live.focus();
  const ring = await live.evaluate((node) => {
    const style = getComputedStyle(node);
    return { color: style.outlineColor, width: style.outlineWidth, offset: style.outlineOffset };
  });
  expect(ring).toEqual({ color: 'rgb(31, 107, 46)', width: '2px', offset: '2px' });
  await openConsole(page, '/adminDashboard/sql-explorer');
  const box = page.getByLabel('SQL-запрос');
  await box.focus();
  const field = await box.evaluate((node) => {
    const style = getComputedStyle(node);
    return { color: style.outlineColor, width: style.outlineWidth };
  });
  expect(field).toEqual({ color: 'rgb(31, 107, 46)', width: '2px' });
  // Inside the red change-mode card the ring is red too.
  await page.getByRole('radio', { name: 'Изменение данных' }).check();
  await box.focus();
  expect(await box.evaluate((node) => getComputedStyle(node).outlineColor)).toBe(
    'rgb(198, 45, 38)',
  );
  await page.getByRole('radio', { name: 'Чтение' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

// Review s46, finding 13: a phone's reminder is one line and a «Подключить». Changed
// deliberately for review s48b, finding 14: that full-width outlined button stacked over the
// solid «Добавить новость» as a second primary; it is a text link (still a 44 px target).
test('375: the second-factor reminder is one line with a text link «Подключить», not a second primary', async ({
  browser,
  request,
}) => {
  const editor = await freshAdministrator(request, 's46-banner');
  const context = await consoleContext(browser, PHONE, null);
  const page = await context.newPage();
  await passwordStep(page, editor.username, editor.password);
  await expect(page).toHaveURL(/\/adminDashboard$/);
  const reminder = page.getByRole('region', { name: 'Подключите второй фактор — защитит вход' });
  await expect(reminder).toBeVisible();
  await expect(reminder.getByText(/достаточно пароля/)).toHaveCount(0);
  const link = reminder.getByRole('link', { name: 'Подключить', exact: true });
  const linkBox = (await link.boundingBox())!;
  const title = (await reminder.getByRole('heading', { level: 2 }).boundingBox())!;
  expect(linkBox.height).toBeGreaterThanOrEqual(44);
  expect(linkBox.width).toBeLessThan(title.width / 2);
  expect(await link.evaluate((node) => getComputedStyle(node).borderTopStyle)).toBe('none');
  expect(await link.evaluate((node) => getComputedStyle(node).textDecorationLine)).toBe(
    'underline',
  );
  // The page's one solid primary under it is «Добавить новость».
  const add = page.getByRole('link', { name: 'Добавить новость' });
  expect((await add.boundingBox())!.y).toBeGreaterThan(linkBox.y + linkBox.height);
  expect((await reminder.boundingBox())!.height).toBeLessThan(140);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
