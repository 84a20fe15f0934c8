import { E2E, expect, test } from '../fixtures';
import { uniqueName } from '../fixtures/admin';
import {
  consoleContext,
  openConsole,
  seriousViolations,
  sidewaysOverflow,
  superadminToken,
  toasts,
  WIDTHS,
} from '../fixtures/console';

// Issue 25: an application sent through the API is worked off in «Заявки» and shows in the log.
for (const [index, width] of WIDTHS.entries()) {
  test(`at ${width.viewport.width} px an application appears, is taken, moved to «в работе» with a note, and is in the activity log`, async ({
    browser,
    request,
  }) => {
    const company = `ООО ${uniqueName('zayavka')}`;
    // A form's time as the API signs it, then the 3 s a person takes at least.
    const start = await request.get(`${E2E.apiUrl}/api/applications/form-start`);
    expect(start.status()).toBe(200);
    const { startedAt, startedAtSignature } = (await start.json()) as {
      startedAt: number;
      startedAtSignature: string;
    };
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const sent = await request.post(`${E2E.apiUrl}/api/applications`, {
      // Its own address (the API trusts loopback proxies), so the per-address limit is its own.
      headers: { 'X-Forwarded-For': `198.51.100.${10 + index}` },
      data: {
        type: 'demo',
        product: '/equipment',
        company,
        unp: '190123456',
        contact: 'Иван Петров',
        phone: '+375 29 123-45-67',
        email: 'ivan@example.by',
        region: 'Минск',
        interests: ['software'],
        message: 'Покажите, пожалуйста, программу',
        consent: true,
        lang: 'ru',
        website: '',
        startedAt,
        startedAtSignature,
      },
    });
    expect(sent.status()).toBe(201);
    const { reference } = (await sent.json()) as { reference: string };
    expect(reference).toMatch(/^A-\d{4}-\d{6,}$/);

    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard');
    if (width.isMobile) await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('link', { name: 'Заявки' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
    await page.getByRole('searchbox', { name: /Поиск по компании/ }).fill(company);
    await page.getByRole('button', { name: 'Показать' }).click();
    const entry = page.locator(`[data-application="${reference}"]`);
    await expect(entry.getByText('новая')).toBeVisible();
    await expect(entry.getByText(company)).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await entry.getByRole('button', { name: `Открыть заявку ${reference}` }).click();
    const dialog = page.getByRole('dialog', { name: `Заявка ${reference}` });
    await expect(dialog.getByText('Покажите, пожалуйста, программу')).toBeVisible();
    await expect(dialog.getByText('190123456')).toBeVisible();
    await dialog.getByRole('button', { name: 'Взять в работу' }).click();
    await expect(toasts(page)).toContainText(`Заявка ${reference} взята в работу`);
    await expect(dialog.getByText('в работе').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Взять в работу' })).toBeHidden();
    await dialog.getByLabel('Заметка').fill('Созвонились, демо в четверг');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(toasts(page)).toContainText(`Заявка ${reference} сохранена`);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect(dialog).toBeHidden();
    await expect(entry.getByText('в работе')).toBeVisible();
    await expect(entry.getByText(E2E.superadmin.username)).toBeVisible();

    // The activity log names the application by its reference and company, and links to it.
    await openConsole(page, '/adminDashboard/audit?action=application');
    const object = page.getByRole('link', { name: `Заявка ${reference} ${company}` });
    await expect(object.first()).toBeVisible();
    await expect(page.getByText('Заметка к заявке изменена').first()).toBeVisible();
    await expect(page.getByText('Статус заявки изменён').first()).toBeVisible();
    await object.first().click();
    await expect(page.getByRole('dialog', { name: `Заявка ${reference}` })).toBeVisible();
    await context.close();
  });
}
