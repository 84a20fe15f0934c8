import { expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  box,
  consoleContext,
  createAdmin,
  createNews,
  openConsole,
  seriousViolations,
  sidewaysOverflow,
  signInAnswer,
  superadminToken,
  TABLET,
  WIDTHS,
} from '../fixtures/console';

// Console review s48b, finding 5: on a desk the audit's details had a slug on three lines (its
// names' column as wide as «Пользователь:», «Объект» a quarter of the table); and a long news
// title clamped around its link left a cut third line inside the link's box.
const [DESK] = WIDTHS;

test('1440: the audit shows a long slug on at most two lines beside «Логин:» entries; a clamped title link is its two lines', async ({
  browser,
  request,
}) => {
  const mark = uniqueName('s49')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const slug = `novost-${mark.slice(-6)}-obnovlenie-lichnogo-kabineta`;
  await createNews(
    request,
    slug,
    `Обновление личного кабинета клиента: выписки и счета за прошлые периоды ${mark.slice(-6)}`,
  );
  await createAdmin(request, `s49${mark.slice(-6)}`, 'Str0ng-Passw0rd!');
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard/audit');
  const table = page.getByRole('table', { name: 'Журнал действий' });
  // An administrator's entry names its account «Логин», not «Пользователь» (13 characters set
  // the names' column for every entry on the page).
  await expect(table.locator('dt', { hasText: /^Логин$/ }).first()).toBeVisible();
  await expect(table.locator('dt', { hasText: /^Пользователь$/ })).toHaveCount(0);
  const value = table.locator('.audit-pairs__value', { hasText: slug }).first();
  await expect(value).toHaveText(slug);
  const valueLine = await value.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
  expect((await box(value)).height).toBeLessThanOrEqual(valueLine * 2 + 1);
  // The title's link is exactly the two lines it shows (axe's target-size stays clean).
  const link = table
    .locator('.audit-object[data-type="news"] a', { hasText: mark.slice(-6) })
    .first();
  const line = await link.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
  const linkBox = await box(link);
  expect(linkBox.height).toBeLessThanOrEqual(line * 2 + 1);
  const cell = await box(link.locator('xpath=ancestor::td[1]'));
  expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(cell.y + cell.height);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

// Review s49, finding 7: at 768 a red badge stretched across its column and wrapped
// («Неудачная попытка / входа»); its words are shorter now and it is as wide as they are.
test('768: a failed sign-in is one short red badge, as wide as its words', async ({
  browser,
  request,
}) => {
  const mark = uniqueName('s49f');
  expect((await signInAnswer(request, mark, 'not-the-password-1')).status()).toBe(401);
  const context = await consoleContext(browser, TABLET, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, `/adminDashboard/audit?actor=${mark}`);
  const table = page.getByRole('table', { name: 'Журнал действий' });
  const badge = table.locator('tr[data-action="sign-in.failure"] .audit-action').first();
  await expect(badge).toHaveText('Вход не удался');
  const line = await badge.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
  const badgeBox = await box(badge);
  expect(badgeBox.height).toBeLessThan(line * 1.5 + 4);
  const cell = await box(badge.locator('xpath=ancestor::td[1]'));
  expect(badgeBox.width).toBeLessThan(cell.width - 48);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
