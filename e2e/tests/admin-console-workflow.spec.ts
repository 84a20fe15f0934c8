import { E2E, expect, test } from '../fixtures';
import { publishNewNews, uniqueName } from '../fixtures/admin';
import {
  consoleContext,
  openConsole,
  seriousViolations,
  sidewaysOverflow,
  superadminToken,
  toasts,
  WIDTHS,
} from '../fixtures/console';
import { drawPng } from '../fixtures/png';

// Issue 15: drafts, preview, publishing, history and restore, cover images, deleted items, audit.
const [DESK] = WIDTHS;

test('draft → preview of unsaved content (noindex) → publish → edit → history → compare → restore', async ({
  browser,
  request,
}) => {
  // The longest journey of the console: draft, preview, publish, edit, history and restore.
  test.setTimeout(120_000);
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  const slug = uniqueName('workflow');
  const title = `Черновик ${slug}`;
  await openConsole(page, '/adminDashboard/news');

  // A new item saved as a draft: in the list with its badge, not on the public site.
  await page.getByRole('button', { name: 'Добавить новость' }).click();
  const create = page.getByRole('dialog', { name: 'Новая новость' });
  await create.getByLabel('Заголовок (RU)').fill(title);
  await create.getByLabel('Заголовок (EN)').fill(`Draft ${slug}`);
  await create.getByLabel('Slug (адрес страницы)').fill(slug);
  await create.getByLabel('Дата в статье').fill('2094-03-01');
  await create.getByRole('button', { name: 'Сохранить черновик' }).click();
  // The quick form stays open, now on the saved draft (issue 26 §2).
  const savedDraft = page.getByRole('dialog', { name: 'Изменение новости' });
  await expect(savedDraft.getByText('Черновик не виден на сайте.')).toBeVisible();
  await expect(toasts(page)).toContainText(`Черновик «${title}» сохранён`);
  await savedDraft.getByRole('button', { name: 'Отмена' }).click();
  await expect(savedDraft).toBeHidden();
  await page.getByRole('searchbox', { name: 'Поиск новостей' }).fill(slug);
  const row = page.getByRole('row', { name: new RegExp(slug) });
  await expect(row.getByText('Черновик', { exact: true })).toBeVisible();
  expect((await request.get(`${E2E.siteUrl}/news/${slug}`)).status()).toBe(404);

  // The preview shows what the form holds now, unsaved, and is never indexed nor stored.
  await row.getByRole('button', { name: 'Изменить' }).click();
  const edit = page.getByRole('dialog', { name: 'Изменение новости' });
  await expect(edit.getByText('Черновик не виден на сайте.')).toBeVisible();
  await edit.getByLabel('Заголовок (RU)').fill(`${title} (правка)`);
  // «Предпросмотр» is a button of the status line (review s45b, finding 10); the English one and
  // the history are in its «Действия» menu (review s45, finding 1).
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    edit.getByRole('button', { name: 'Предпросмотр', exact: true }).click(),
  ]);
  await preview.waitForURL(/\/preview\//);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${title} (правка)`);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const answer = await request.get(preview.url());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
  expect(answer.headers()['x-render-cache']).not.toBe('hit');
  // The English preview from the preview's own ▾ (review s47c, finding 10; it was in «Действия»).
  await edit.getByRole('button', { name: 'Язык предпросмотра', exact: true }).click();
  const [previewEn] = await Promise.all([
    context.waitForEvent('page'),
    edit.getByRole('menuitem', { name: 'Предпросмотр (EN)' }).click(),
  ]);
  await previewEn.waitForURL(/\/preview\/.*lang=en/);
  await expect(previewEn.getByRole('heading', { level: 1 })).toHaveText(`Draft ${slug}`);
  await preview.close();
  await previewEn.close();
  // A forged link is a clear page, not an error.
  const forged = await request.get(`${E2E.siteUrl}/preview/forged-token-0123456789`);
  expect(forged.status()).toBe(404);
  expect(await forged.text()).toContain('Ссылка предпросмотра не найдена');

  // Publishing saves the changes with it: the item is on the public site.
  await edit.getByRole('button', { name: 'Опубликовать' }).click();
  const publishing = page.getByRole('dialog', { name: 'Опубликовать новость?' });
  await expect(publishing).toContainText('сразу появится на сайте');
  await publishing.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(edit).toBeHidden();
  await expect(toasts(page)).toContainText(`Новость «${title} (правка)» опубликована`);
  await expect(row.getByText('Черновик', { exact: true })).toBeHidden();
  const onSite = await context.newPage();
  await onSite.goto(`${E2E.siteUrl}/news?lang=ru`);
  await expect(onSite.getByRole('main').getByText(`${title} (правка)`)).toBeVisible();
  await onSite.goto(`${E2E.siteUrl}/news/${slug}?lang=ru`);
  await expect(onSite.getByRole('heading', { level: 1 })).toHaveText(`${title} (правка)`);

  // An edit, then the history: compare the first version with the current one and restore it.
  await row.getByRole('button', { name: 'Изменить' }).click();
  await edit.getByLabel('Заголовок (RU)').fill(`${title} (вторая правка)`);
  await edit.getByRole('button', { name: 'Обновить' }).click();
  await expect(edit).toBeHidden();
  await row.getByRole('button', { name: 'Изменить' }).click();
  // No dialog over the quick form (review s43, finding 6): the history opens on the item's page.
  await edit.getByRole('button', { name: 'Действия', exact: true }).click();
  await edit.getByRole('menuitem', { name: 'История версий' }).click();
  await expect(page).toHaveURL(/\/adminDashboard\/news\/\d+\?history=1$/);
  await expect(edit).toBeHidden();
  const history = page.getByRole('dialog', { name: 'История' });
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('e2e-superadmin');
  // Each version says what it changed from the one before it.
  await expect(history.getByRole('listitem').first()).toContainText('Изменено: Заголовок (RU)');
  await history.getByRole('button', { name: 'Сравнить с текущей: Версия 1' }).click();
  const comparison = history.getByRole('region', { name: 'Сравнение: версия 1 → текущая' });
  const titleChange = comparison.locator('.history__change').filter({ hasText: 'Заголовок (RU)' });
  // The title word by word: only what was added is marked, the rest reads as it was.
  await expect(titleChange.locator('del')).toHaveCount(0);
  await expect(titleChange.locator('ins')).toHaveText(/^\[добавлено: ?\(вторая правка\)\]$/);
  await expect(titleChange.locator('dd')).toContainText(title);
  const statusChange = comparison.locator('.history__change').filter({ hasText: 'Статус' });
  await expect(statusChange.locator('del')).toHaveText('В версии: Черновик');
  expect(await seriousViolations(page)).toEqual([]);
  // «Восстановить» is a quieter text button than «Сравнить с текущей» (review s46, finding 21).
  const restoreButton = history.getByRole('button', { name: 'Восстановить: Версия 1' });
  const background = (name: string) =>
    history
      .getByRole('button', { name })
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background('Восстановить: Версия 1')).toBe('rgba(0, 0, 0, 0)');
  expect(await background('Сравнить с текущей: Версия 1')).not.toBe('rgba(0, 0, 0, 0)');
  await restoreButton.click();
  const confirm = page.getByRole('dialog', { name: 'Восстановление версии' });
  await confirm.getByRole('button', { name: 'Восстановить' }).click();
  await expect(toasts(page)).toContainText('Версия 1 восстановлена');
  // The page editor stays, on the restored version, its address without the history mark.
  await expect(page).toHaveURL(/\/adminDashboard\/news\/\d+$/);
  await expect(page.getByLabel('Заголовок (RU)')).toHaveValue(title);
  await page
    .getByRole('link', { name: /Новости/ })
    .first()
    .click();
  await expect(page.getByRole('row', { name: new RegExp(slug) })).toContainText(title);
  await expect(page.getByRole('row', { name: new RegExp(slug) })).not.toContainText('правка');
  await context.close();
});

test('a cover uploaded in the editor is shown on /news, the news page (<picture>) and the home teaser', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  const slug = uniqueName('cover');
  const title = `Обложка ${slug}`;
  // Its own words: other journeys in the same database add covers too (strict locators).
  const altRu = `Зелёная и жёлтая полосы ${slug}`;
  const altEn = `Green and yellow bands ${slug}`;
  await openConsole(page, '/adminDashboard/news');
  await page.getByRole('button', { name: 'Добавить новость' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая новость' });
  await dialog.getByLabel('Заголовок (RU)').fill(title);
  await dialog.getByLabel('Slug (адрес страницы)').fill(slug);
  await dialog.getByLabel('Дата в статье').fill('2095-06-01');
  await dialog.getByRole('combobox', { name: 'Приоритет' }).click();
  await page.getByRole('option', { name: /^A/ }).click();

  // Not an image: the API's message at the field.
  await dialog.getByLabel('Выбрать файл').setInputFiles({
    name: 'note.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  });
  await expect(dialog.getByLabel('Выбрать файл')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Выбрать файл')).toBeFocused();

  await dialog
    .getByLabel('Выбрать файл')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: drawPng(320, 180) });
  await expect(dialog.locator('.cover-field__thumbnail')).toBeVisible();
  await publishNewNews(page, dialog);
  // The alternative text is required in both languages.
  await expect(dialog.getByLabel('Альтернативный текст (RU)')).toBeFocused();
  await dialog.getByLabel('Альтернативный текст (RU)').fill(altRu);
  await dialog.getByLabel('Альтернативный текст (EN)').fill(altEn);
  await publishNewNews(page, dialog);
  await expect(dialog).toBeHidden();

  const site = await context.newPage();
  await site.goto(`${E2E.siteUrl}/news?lang=ru`);
  await expect(site.getByRole('main').getByRole('img', { name: altRu })).toBeVisible();

  await site.goto(`${E2E.siteUrl}/news/${slug}?lang=en`);
  const picture = site.getByRole('main').locator('picture').first();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    'srcset',
    /\/api\/images\/[a-f0-9]+\.avif \d+w/,
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    /\.webp \d+w/,
  );
  const image = picture.locator('img');
  await expect(image).toHaveAttribute('alt', altEn);
  await expect(image).toHaveAttribute('width', '320');
  await expect(image).toHaveAttribute('height', '180');
  await expect(image).toHaveAttribute('src', /^\/api\/images\/[a-f0-9]+\.jpg$/);
  expect(
    await image.evaluate(
      (element: HTMLImageElement) => element.complete && element.naturalWidth > 0,
    ),
  ).toBe(true);
  // The link preview's picture is the cover's JPEG.
  await expect(site.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /^http:\/\/[^/]+\/api\/images\/[a-f0-9]+\.jpg$/,
  );
  await expect(site.locator('meta[property="og:image:type"]')).toHaveAttribute(
    'content',
    'image/jpeg',
  );

  await site.goto(`${E2E.siteUrl}/?lang=ru`);
  await expect(site.getByRole('img', { name: altRu })).toBeVisible();
  await context.close();
});

for (const width of WIDTHS) {
  test(`at ${width.viewport.width} px the audit lists and filters the actions; deleted news can be restored`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard');
    if (width.isMobile) await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('link', { name: 'Журнал действий' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Журнал действий' })).toBeVisible();
    const entries = width.isMobile ? page.locator('.item-card') : page.locator('tbody tr');
    await expect(entries.first()).toBeVisible();
    // On a phone the entries come first; the filters open under «Фильтры».
    if (width.isMobile) {
      await expect(page.getByRole('combobox', { name: 'Действие' })).toBeHidden();
      await page.getByRole('button', { name: 'Фильтры', exact: true }).click();
    }
    await page.getByRole('combobox', { name: 'Действие' }).click();
    await page.getByRole('option', { name: 'Новости' }).click();
    // The filters apply as they change (review s45, finding 4: no «Показать»).
    await expect(page).toHaveURL(/action=news/);
    if (width.isMobile)
      await expect(page.getByRole('button', { name: 'Фильтры (1)' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    // The filtered list replaces the whole one when its answer comes: every row is then news.*.
    await expect
      .poll(async () => {
        const actions = await entries.evaluateAll((nodes) =>
          nodes.map((node) => node.getAttribute('data-action') ?? ''),
        );
        return actions.length > 0 && actions.every((action) => /^news\./.test(action));
      })
      .toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-.*\.csv$/);

    // A deleted item is listed for 30 days and comes back.
    const slug = uniqueName('deleted');
    const created = await request.post(`${E2E.apiUrl}/api/admin/news`, {
      headers: { Authorization: `Bearer ${await superadminToken(request)}` },
      data: {
        slug,
        dates: { date: '', startDate: '', expireDate: '' },
        titles: { ru: `Удалённая ${slug}`, en: '' },
        descriptions: { ru: '', en: '' },
      },
    });
    const { id } = (await created.json()) as { id: number };
    await request.delete(`${E2E.apiUrl}/api/admin/news/${id}`, {
      headers: { Authorization: `Bearer ${await superadminToken(request)}` },
    });
    await openConsole(page, '/adminDashboard/news-deleted');
    const card = page.locator(`[data-id="${id}"]`);
    await expect(card).toContainText(`Удалённая ${slug}`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // «Восстановить» is a secondary button, not a row of green calls (review s45b, finding 20).
    expect(
      await card
        .getByRole('button', { name: /Восстановить/ })
        .evaluate((node) => getComputedStyle(node).backgroundColor),
    ).toBe('rgb(255, 255, 255)');
    await card.getByRole('button', { name: /Восстановить/ }).click();
    await expect(toasts(page)).toContainText(`Новость «Удалённая ${slug}» восстановлена`);
    await expect(card).toBeHidden();
    await context.close();
  });
}

test('two editors on one item: the later save is refused with both versions side by side, then overwrites (issue 26 §5)', async ({
  browser,
  request,
}) => {
  const token = await superadminToken(request);
  const slug = uniqueName('conflict');
  const created = await request.post(`${E2E.apiUrl}/api/admin/news`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      slug,
      priority: 'B',
      dates: { date: '2026-01-15', startDate: '', expireDate: '' },
      titles: { ru: `Исходная ${slug}`, en: '' },
      descriptions: { ru: '<p>Исходный текст.</p>', en: '' },
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { id: number }).id;

  // Olga on a desk and Ivan on a phone open the same item.
  const olga = await (await consoleContext(browser, DESK, token)).newPage();
  const ivan = await (await consoleContext(browser, WIDTHS[1], token)).newPage();
  await openConsole(olga, `/adminDashboard/news?edit=${id}`);
  await openConsole(ivan, `/adminDashboard/news?edit=${id}`);
  const olgaForm = olga.getByRole('dialog', { name: 'Изменение новости' });
  const ivanForm = ivan.getByRole('dialog', { name: 'Изменение новости' });
  await expect(olgaForm.getByLabel('Заголовок (RU)')).toHaveValue(`Исходная ${slug}`);
  await expect(ivanForm.getByLabel('Заголовок (RU)')).toHaveValue(`Исходная ${slug}`);

  // Ivan saves first.
  await ivanForm.getByLabel('Заголовок (RU)').fill(`Иван ${slug}`);
  await ivanForm.getByRole('button', { name: 'Обновить' }).click();
  await expect(ivanForm).toBeHidden();

  // Olga's save is refused; her text stays; she sees both versions.
  await olgaForm.getByLabel('Заголовок (RU)').fill(`Ольга ${slug}`);
  await olgaForm.getByRole('button', { name: 'Обновить' }).click();
  const conflict = olga.getByRole('dialog', { name: 'Новость изменили, пока вы её редактировали' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Показать изменения' }).click();
  const titleRow = conflict.getByRole('row', { name: /Заголовок \(RU\)/ });
  await expect(titleRow).toContainText(`Иван ${slug}`);
  await expect(titleRow).toContainText(`Ольга ${slug}`);
  expect(await seriousViolations(olga)).toEqual([]);
  const current = await request.get(`${E2E.apiUrl}/api/admin/news/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await current.json()) as { titles: { ru: string } }).titles.ru).toBe(`Иван ${slug}`);

  // «Перезаписать» stores Olga's text as the next version; Ivan's stays in the history.
  await conflict.getByRole('button', { name: 'Перезаписать' }).click();
  await expect(olgaForm).toBeHidden();
  await expect(toasts(olga)).toContainText(`Ольга ${slug}`);
  const after = await request.get(`${E2E.apiUrl}/api/admin/news/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await after.json()) as { titles: { ru: string }; version: number }).toMatchObject({
    titles: { ru: `Ольга ${slug}` },
    version: 3,
  });
  await olga.context().close();
  await ivan.context().close();
});

for (const width of WIDTHS)
  test(`at ${width.viewport.width} px the full-page editor creates a draft, stays on it, and saves it again (issue 26 §1)`, async ({
    browser,
    request,
  }) => {
    // Create, save again, then schedule at a time of day: three saves and a confirmation.
    test.setTimeout(90_000);
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    const slug = uniqueName('fullpage');
    await openConsole(page, '/adminDashboard/news/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Новая новость');
    await page.getByLabel('Заголовок (RU)').fill(`Полный редактор ${slug}`);
    await page.getByLabel('Slug (адрес страницы)').fill(slug);
    await page.getByRole('button', { name: 'Сохранить черновик' }).click();
    // A new item moves to its own address, without a question, and stays in the editor.
    await page.waitForURL(/\/adminDashboard\/news\/\d+$/);
    await expect(toasts(page)).toContainText(`Черновик «Полный редактор ${slug}» сохранён`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Полный редактор ${slug}`);
    const side = page.getByRole('complementary', { name: 'Статус и действия' });
    await expect(side.getByText('Черновик', { exact: true })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Saved again from the page: the version moves on, the address stays.
    const address = page.url();
    await page.getByLabel('Заголовок (EN)').fill(`Full editor ${slug}`);
    // A stored draft's save reads «Сохранить черновик», in the page's bottom bar as in the quick
    // form's footer (review s48b, finding 1; it was «Сохранить» in the side panel).
    await page
      .getByTestId('news-editor-actions')
      .getByRole('button', { name: 'Сохранить черновик', exact: true })
      .click();
    await expect(toasts(page)).toContainText(`Черновик «Полный редактор ${slug}» сохранён`);
    expect(page.url()).toBe(address);
    const id = address.split('/').pop();
    // Polled: the first save's toast has the same words and may still be showing, so the toast
    // alone does not say that the second save has landed.
    const token = await superadminToken(request);
    await expect
      .poll(async () =>
        (
          await request.get(`${E2E.apiUrl}/api/admin/news/${id}`, {
            headers: { Authorization: `Bearer ${token}` },
          })
        ).json(),
      )
      .toMatchObject({
        status: 'draft',
        titles: { en: `Full editor ${slug}` },
        version: 2,
      });

    // Scheduled at a time of day (issue 26 §3): the button, the confirmation, the toast, the hint
    // and the list all say when it goes live.
    // «По расписанию» opens «Показывать с» and its time (review s45b, finding 3).
    await page.getByRole('radio', { name: 'По расписанию' }).check();
    await page.getByLabel('Показывать с').fill('2094-03-01');
    await page.getByLabel('Время начала показа').fill('09:00');
    await page
      .getByTestId('news-editor-actions')
      .getByRole('button', { name: 'Запланировать на 01.03.2094, 09:00' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Запланировать публикацию?' });
    await expect(confirm).toContainText('появится на сайте 01.03.2094 в 09:00');
    await confirm.getByRole('button', { name: 'Запланировать', exact: true }).click();
    await expect(toasts(page)).toContainText(
      `Новость «Полный редактор ${slug}» запланирована на 01.03.2094, 09:00`,
    );
    await expect(side.getByText('Появится на сайте 01.03.2094 в 09:00.')).toBeVisible();
    await expect(side.getByText('Запланирована', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect((await request.get(`${E2E.siteUrl}/news/${slug}`)).status()).toBe(404);
    await openConsole(page, '/adminDashboard/news');
    await page.getByRole('searchbox', { name: 'Поиск новостей' }).fill(slug);
    // One item found; a table row on a desk, a card on a phone.
    await expect(page.getByText('Показаны 1–1 из 1')).toBeVisible();
    // The item's state badge (the status filter also lists «Запланирована» as an option).
    await expect(
      page.getByRole('main').locator('[data-state="scheduled"]', { hasText: 'Запланирована' }),
    ).toBeVisible();
    await context.close();
  });
