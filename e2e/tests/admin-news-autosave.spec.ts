import { E2E, expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  consoleContext,
  openConsole,
  seriousViolations,
  superadminToken,
  WIDTHS,
} from '../fixtures/console';

// Issue 26 §4: the editor autosaves on the server; a live item's public page does not change.
const [DESK] = WIDTHS;

test('typing in a live item autosaves it on the server («Сохранено в»), offered back after a reload; the site is unchanged', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await superadminToken(request);
  const slug = uniqueName('autosave');
  const created = await request.post(`${E2E.apiUrl}/api/admin/news`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      slug,
      priority: 'B',
      dates: { date: '', startDate: '', expireDate: '' },
      titles: { ru: `Опубликовано ${slug}`, en: '' },
      descriptions: { ru: '<p>Текст</p>', en: '' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const context = await consoleContext(browser, DESK, token);
  let page = await context.newPage();
  await openConsole(page, `/adminDashboard/news/${id}`);
  await page.getByLabel('Заголовок (RU)').fill(`Автосохранено ${slug}`);
  const status = page.getByTestId('autosave-status');
  await expect(status).toHaveText(/^Сохранено в \d{2}:\d{2}$/, { timeout: 15_000 });
  expect(await seriousViolations(page)).toEqual([]);

  // Never public: the site's page still shows the stored title.
  const site = await request.get(`${E2E.siteUrl}/news/${slug}`);
  expect(site.status()).toBe(200);
  const html = await site.text();
  expect(html).toContain(`Опубликовано ${slug}`);
  expect(html).not.toContain(`Автосохранено ${slug}`);

  // Back in a fresh page: the server's autosave is offered, once (the browser's draft of the same
  // text is not offered beside it).
  await page.close({ runBeforeUnload: false });
  page = await context.newPage();
  await openConsole(page, `/adminDashboard/news/${id}`);
  await expect(page.getByLabel('Заголовок (RU)')).toHaveValue(`Опубликовано ${slug}`);
  await expect(
    page.getByText(/^На сервере есть ваше автосохранение этой новости от/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Восстановить черновик' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Восстановить автосохранение от \d{2}:\d{2}$/ }).click();
  await expect(page.getByLabel('Заголовок (RU)')).toHaveValue(`Автосохранено ${slug}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: test.info().outputPath('autosave-restored-1440.png'),
    fullPage: false,
  });
  await context.close();
});
