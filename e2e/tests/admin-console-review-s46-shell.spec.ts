import { E2E, expect, test } from '../fixtures';
import {
  consoleContext,
  openConsole,
  seriousViolations,
  sidewaysOverflow,
  superadminToken,
  WIDTHS,
  type Width,
} from '../fixtures/console';

// Console review s45b, the shell's findings: a captioned tablet rail (5), a one-line header with
// the role as a pill and a phone account chip (11), the start page (14, 19), the button scale
// (17), the login card that does not jump (22).
const [DESK, PHONE] = WIDTHS;
const TABLET = {
  name: 'tablet',
  viewport: { width: 768, height: 1024 },
  isMobile: false,
} as unknown as Width;

test('768: each rail entry shows its name under its icon, whole and inside the rail; the header is one line', async ({
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
  expect(rail.width).toBeGreaterThanOrEqual(80);
  expect(rail.width).toBeLessThanOrEqual(96);
  for (const name of names) {
    // The accessible name is unchanged, and the same words are visible under the icon.
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
    expect(size.font).toBeGreaterThanOrEqual(11);
    expect(size.font).toBeLessThanOrEqual(12);
    // No word is cut or runs out of the rail.
    expect(size.scroll, name).toBeLessThanOrEqual(size.client);
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x).toBeGreaterThanOrEqual(rail.x);
    expect(box.x + box.width).toBeLessThanOrEqual(rail.x + rail.width);
  }
  // The active entry is marked.
  await expect(menu.getByRole('link', { name: 'Панель управления' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The header: the greeting and the role pill on one line with the account.
  const header = page.locator('.shell__header');
  const welcome = header.getByText('Добро пожаловать в панель управления');
  await expect(welcome).toBeVisible();
  const pill = header.locator('.role-pill');
  await expect(pill).toHaveText('Роль: Суперадминистратор');
  const welcomeBox = (await welcome.boundingBox())!;
  const pillBox = (await pill.boundingBox())!;
  expect(welcomeBox.height).toBeLessThan(24);
  expect(
    Math.abs(welcomeBox.y + welcomeBox.height / 2 - (pillBox.y + pillBox.height / 2)),
  ).toBeLessThan(4);
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
    name: `${E2E.superadmin.username}, Роль: Суперадминистратор`,
  });
  await expect(chip).toBeVisible();
  await expect(chip).toContainText('Суперадминистратор');
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
  // One border for the secondary buttons: the kit's and the upload's.
  await openConsole(page, '/adminDashboard/media');
  const uploadBorder = await upload.evaluate((node) => getComputedStyle(node).borderTopColor);
  const logout = page.getByRole('button', { name: 'Выйти' });
  expect(await logout.evaluate((node) => getComputedStyle(node).borderTopColor)).toBe(uploadBorder);
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
