import type { APIRequestContext } from '@playwright/test';
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
const [DESK, PHONE] = WIDTHS;

/** A published item made through the API, for the editor to open. */
async function liveItem(request: APIRequestContext, token: string) {
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
  return { slug, id };
}

test('typing in a live item autosaves it on the server («Правки сохранены в»), offered back after a reload; the site is unchanged', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await superadminToken(request);
  const { slug, id } = await liveItem(request, token);

  const context = await consoleContext(browser, DESK, token);
  let page = await context.newPage();
  await openConsole(page, `/adminDashboard/news/${id}`);
  await page.getByLabel('Заголовок (RU)').fill(`Автосохранено ${slug}`);
  const status = page.getByTestId('autosave-status');
  await expect(status).toHaveText(
    /^Правки сохранены в \d{2}:\d{2} — на сайте пока прежняя версия$/,
    { timeout: 15_000 },
  );
  await expect(
    page
      .locator('.workflow-bar__status')
      .getByText('Есть неопубликованные правки', { exact: true }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Never public: the site's page still shows the stored title.
  // (While the API is slow to say its news version the site may answer 503 for an item it has
  // not read yet, and checks again within a second: ask until it has read this one.)
  let site = await request.get(`${E2E.siteUrl}/news/${slug}`);
  await expect
    .poll(async () => (site = await request.get(`${E2E.siteUrl}/news/${slug}`)).status(), {
      timeout: 20_000,
    })
    .toBe(200);
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
  await expect(page.getByRole('button', { name: 'Восстановить правки' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Восстановить автосохранение от \d{2}:\d{2}$/ }).click();
  await expect(page.getByLabel('Заголовок (RU)')).toHaveValue(`Автосохранено ${slug}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: test.info().outputPath('autosave-restored-1440.png'),
    fullPage: false,
  });
  await context.close();
});

test('on a phone, a live item’s typed changes are autosaved, listed in the history as unpublished, and go live only with «Обновить»', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await superadminToken(request);
  const { slug, id } = await liveItem(request, token);
  const context = await consoleContext(browser, PHONE, token);
  const page = await context.newPage();
  await openConsole(page, `/adminDashboard/news/${id}`);
  await page.getByLabel('Заголовок (RU)').fill(`Правка ${slug}`);
  await expect(page.getByTestId('autosave-status')).toHaveText(
    /^Правки сохранены в \d{2}:\d{2} — на сайте/,
    {
      timeout: 15_000,
    },
  );
  // Review s47b, finding 4: the status block says so too, beside the state's pill, until «Обновить».
  const pending = page
    .locator('.workflow-bar__status')
    .getByText('Есть неопубликованные правки', { exact: true });
  await expect(pending).toBeVisible();

  // The history lists the autosave above the one version, as not published, and compares it.
  await page.getByRole('button', { name: 'Действия', exact: true }).click();
  await page.getByRole('menuitem', { name: 'История версий' }).click();
  const history = page.getByRole('dialog', { name: 'История' });
  const entry = history.locator('[data-version="autosave"]');
  await expect(entry).toContainText('Автосохранение — не опубликовано');
  await expect(entry).toContainText('e2e-superadmin');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await entry.getByRole('button', { name: 'Сравнить с сохранённой' }).click();
  const comparison = history.getByRole('region', { name: 'Автосохранение и сохранённая версия' });
  const change = comparison.locator('.history__change').filter({ hasText: 'Заголовок (RU)' });
  // The title word by word: the word replaced, the rest as it was.
  await expect(change.locator('del')).toHaveText('[удалено: Опубликовано]');
  await expect(change.locator('ins')).toHaveText('[добавлено: Правка]');
  await expect(change.locator('dd')).toContainText(slug);
  expect(await seriousViolations(page)).toEqual([]);
  // Nothing wider than the phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('autosave-history-375.png') });
  await history.getByRole('button', { name: 'Закрыть' }).last().click();
  await expect(history).toBeHidden();

  // Not on the site until «Обновить»; then it is, and the autosave is gone.
  const siteTitle = async () => {
    const html = await (await request.get(`${E2E.siteUrl}/news/${slug}`)).text();
    return html.includes(`Правка ${slug}`) ? 'edited' : 'stored';
  };
  expect(await siteTitle()).toBe('stored');
  await expect(page.getByText('Изменения сразу появятся на сайте.')).toBeVisible();
  await page.getByRole('button', { name: 'Обновить' }).click();
  await expect(
    page.getByText(`Новость «Правка ${slug}» сохранена, изменения уже на сайте`),
  ).toBeVisible();
  await expect(pending).toHaveCount(0);
  await expect.poll(siteTitle, { timeout: 15_000 }).toBe('edited');
  const autosave = await request.get(`${E2E.apiUrl}/api/admin/news/${id}/autosave`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(autosave.status()).toBe(200);
  expect(await autosave.json()).toBeNull();
  await context.close();
});
