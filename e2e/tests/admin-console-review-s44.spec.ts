import { E2E, expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  consoleContext,
  executeSql,
  openConsole,
  superadminToken,
  WIDTHS,
  TABLET,
} from '../fixtures/console';

// Console review s44: the tablet header and audit, the phone's audit card and news cards, and a
// stored draft's quick-form footer.
const [DESK, PHONE] = WIDTHS;
async function newsItem(
  request: Parameters<typeof executeSql>[0],
  body: Record<string, unknown>,
): Promise<string> {
  const response = await request.post(`${E2E.apiUrl}/api/admin/news`, {
    headers: { Authorization: `Bearer ${await superadminToken(request)}` },
    data: { priority: 'B', descriptions: { ru: '<p>Текст</p>', en: '' }, ...body },
  });
  expect(response.status()).toBe(201);
  return String(((await response.json()) as { id: number }).id);
}

/** A long SQL Explorer write that changes a row (so it is logged), named by `mark` early on. */
async function longSqlWrite(
  request: Parameters<typeof executeSql>[0],
  mark: string,
): Promise<void> {
  await newsItem(request, {
    slug: mark,
    status: 'draft',
    dates: { date: '', startDate: '', expireDate: '' },
    titles: { ru: `SQL ${mark}`, en: '' },
  });
  await executeSql(
    request,
    `UPDATE news SET priority = 'A' WHERE slug = '${mark}' AND title_ru <> '${'x'.repeat(160)}'`,
  );
}

test('768: the header stacks the greeting over the role pill without a «·»; the audit filters are two by two; a long SQL entry folds inside its cell', async ({
  browser,
  request,
}) => {
  const mark = uniqueName('s44t');
  await longSqlWrite(request, mark);
  const context = await consoleContext(browser, TABLET, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard/audit');

  // Review s47, finding 7 (changed from s45b's one line): the greeting over the name and the
  // role pill, each line one line high, and still no «·» to start a wrapped line.
  const welcome = (await page.locator('.shell__header .shell__welcome').boundingBox())!;
  const role = page.locator('.shell__header .shell__role');
  const roleBox = (await role.boundingBox())!;
  expect(roleBox.y).toBeGreaterThanOrEqual(welcome.y + welcome.height - 1);
  expect(roleBox.x).toBeGreaterThan(welcome.x);
  expect(welcome.height).toBeLessThan(24);
  expect(roleBox.height).toBeLessThan(24);
  expect(await role.evaluate((node) => getComputedStyle(node, '::before').content)).toBe('none');

  // Two by two (review s45b, finding 10; they were one row of four): the dates under «Кто».
  const filters = page.getByRole('search', { name: 'Фильтры журнала' });
  const last = (await filters.getByLabel('По дату').boundingBox())!;
  // «Кто» is a choice since review s45b, finding 12 (its list shares the label).
  const actor = (await filters.getByRole('combobox', { name: 'Кто' }).boundingBox())!;
  expect(last.y).toBeGreaterThan(actor.y + actor.height);

  const fold = page.locator('.audit-statement-fold', { hasText: mark });
  const cell = (await fold.locator('xpath=ancestor::td[1]').boundingBox())!;
  const link = (await fold.locator('.audit-statement-fold__show').boundingBox())!;
  const start = (await fold.locator('.audit-statement--start').boundingBox())!;
  expect(link.x + link.width).toBeLessThanOrEqual(cell.x + cell.width + 0.5);
  expect(start.width).toBeGreaterThan(60);
  await context.close();
});

test('375: the SQL entry keeps «Запрос:» whole, the IP is inline in the meta line, and news card facts never start a line with «·»', async ({
  browser,
  request,
}) => {
  const mark = uniqueName('s44p');
  await longSqlWrite(request, mark);
  const slug = uniqueName('s44-card');
  await newsItem(request, {
    slug,
    status: 'published',
    dates: { date: '2026-11-27', startDate: '', expireDate: '2099-12-28' },
    titles: { ru: `Карточка с двумя датами ${slug}`, en: '' },
  });
  const context = await consoleContext(browser, PHONE, await superadminToken(request));
  const page = await context.newPage();
  await openConsole(page, '/adminDashboard/audit');

  const entry = page.locator('.audit-card', {
    has: page.locator('.audit-statement-fold', { hasText: mark }),
  });
  // «Запрос» is the details' name column since review s47, finding 13 (the values aligned).
  const label = (await entry.locator('.audit-sql__statement > dt').boundingBox())!;
  expect(label.height).toBeLessThan(24);
  expect(label.width).toBeGreaterThan(40);
  // The IP stands in the meta line beside the time, no «IP ▸» toggle (review s45b, finding 10).
  await expect(entry.locator('summary', { hasText: /^IP/ })).toHaveCount(0);
  await expect(entry.locator('.audit-card__when .audit-card__ip')).toHaveText(/\d|:/);

  await openConsole(page, '/adminDashboard/news');
  await page.getByRole('searchbox', { name: 'Поиск новостей' }).fill(slug);
  // Two fixed lines since review s45b, finding 8: the state and its dates, then «Приоритет B · #id».
  const card = page.locator('.item-card', { hasText: slug });
  const line = card.locator('.item-card__line--when');
  // The bound with its verb since review s46, finding 11 (it was «до 28.12.2099»).
  await expect(line).toContainText('Снимется 28.12.2099');
  // Each separator stands outside its fact, in the gap before it, and the line clips its start:
  // a fact that wraps to the line's start shows no «·».
  const layout = await line.evaluate((node) => {
    const facts = Array.from(node.querySelectorAll<HTMLElement>('.item-card__fact, .state-when'));
    return {
      overflow: getComputedStyle(node).overflowX,
      separators: facts.map((fact) => {
        const style = getComputedStyle(fact, '::before');
        return { position: style.position, left: parseFloat(style.left), content: style.content };
      }),
    };
  });
  expect(layout.overflow).toBe('hidden');
  // «до 28.12.2099» after the date; «#id» is on the second line, one unbreakable group with the
  // priority, so its «·» can never start a line.
  expect(layout.separators.length).toBeGreaterThanOrEqual(1);
  const facts = card.locator('.item-card__line--facts');
  await expect(facts).toHaveText(/^Приоритет B · ID: #\d+/);
  expect(await facts.evaluate((node) => getComputedStyle(node).whiteSpace)).toBe('nowrap');
  expect((await facts.boundingBox())!.height).toBeLessThan(26);
  for (const separator of layout.separators) {
    expect(separator.position).toBe('absolute');
    expect(separator.left).toBeLessThan(0);
  }
  await context.close();
});

// Review s48b, finding 1 (deliberately changed): «Сохранить черновик» in full at every width (the
// phone's «Черновик» read as a status), so below 600 px the buttons take two rows — «Опубликовать»
// the whole width over «Отмена» | «Сохранить черновик».
for (const width of [DESK, TABLET, PHONE]) {
  test(`${width.viewport.width}: a stored draft's quick form ends in «Отмена» · «Сохранить черновик» · «Опубликовать» (two rows on a phone), with no empty row above`, async ({
    browser,
    request,
  }) => {
    const slug = uniqueName('s44-draft');
    await newsItem(request, {
      slug,
      status: 'draft',
      dates: { date: '', startDate: '', expireDate: '' },
      titles: { ru: `Черновик для подвала ${slug}`, en: '' },
    });
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/news');
    await page.getByRole('searchbox', { name: 'Поиск новостей' }).fill(slug);
    const item =
      width === PHONE
        ? page.locator('.item-card', { hasText: slug })
        : page.getByRole('row', { name: new RegExp(slug) });
    await item.getByRole('button', { name: 'Изменить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Изменение новости' });
    const cancel = dialog.getByRole('button', { name: 'Отмена', exact: true });
    const save = dialog.getByRole('button', { name: 'Сохранить черновик', exact: true });
    const publish = dialog.getByRole('button', { name: 'Опубликовать', exact: true });
    await expect(save).toBeVisible();
    expect(await save.evaluate((node) => (node as HTMLElement).innerText.trim())).toBe(
      'Сохранить черновик',
    );
    const [a, b, c] = await Promise.all([
      cancel.boundingBox(),
      save.boundingBox(),
      publish.boundingBox(),
    ]);
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    expect(a!.x).toBeLessThan(b!.x);
    // 44 px targets below 768 px.
    if (width === PHONE)
      for (const one of [a!, b!, c!]) expect(one.height).toBeGreaterThanOrEqual(44);
    // «Сохранить черновик» keeps one line.
    expect(b!.height).toBeLessThan(56);
    if (width === PHONE) {
      expect(c!.y + c!.height).toBeLessThanOrEqual(a!.y);
      expect(Math.abs(c!.x - a!.x)).toBeLessThan(2);
      expect(Math.abs(c!.x + c!.width - (b!.x + b!.width))).toBeLessThan(2);
    } else {
      expect(Math.abs(b!.y - c!.y)).toBeLessThan(2);
      expect(b!.x).toBeLessThan(c!.x);
    }
    // «Открыть во весь экран» is an icon in the header's row, left of the ✕ (finding 5); a phone's
    // sheet is already full screen and has none (review s45b, finding 23).
    if (width === PHONE) {
      await expect(dialog.getByRole('link', { name: 'Открыть во весь экран' })).toHaveCount(0);
    } else {
      const full = (await dialog
        .getByRole('link', { name: 'Открыть во весь экран' })
        .boundingBox())!;
      const close = (await dialog.getByRole('button', { name: 'Закрыть' }).first().boundingBox())!;
      const heading = (await dialog
        .getByRole('heading', { name: 'Изменение новости' })
        .boundingBox())!;
      expect(Math.abs(full.y - close.y)).toBeLessThan(2);
      expect(full.x + full.width).toBeLessThanOrEqual(close.x);
      expect(full.x).toBeGreaterThanOrEqual(heading.x + heading.width);
      expect(full.width).toBeLessThan(48);
    }
    // The footer is its padding and one row of buttons: the idle autosave line takes no room.
    const footer = (await cancel.locator('xpath=../..').boundingBox())!;
    const rows = width === PHONE ? 2 : 1;
    expect(footer.height).toBeLessThan(rows * c!.height + (rows - 1) * 8 + 2 * 16 + 8);
    await context.close();
  });
}
