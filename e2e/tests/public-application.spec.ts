import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { seedConsent, waitForHydration } from '../fixtures/public-site';

// Visitors with a Russian browser unless a journey says otherwise.
test.use({ locale: 'ru-RU' });

/** The API refuses a form sent sooner than this after it was shown (a bot). */
const MIN_FILL_MS = 3_000;
/** References as the API gives them: A-<year>-<six digits>. */
const REFERENCE = /^A-\d{4}-\d{6,}$/;

/** Waits until the form shown at `shownAt` may be sent. */
async function waitFillTime(page: Page, shownAt: number) {
  const left = MIN_FILL_MS + 250 - (Date.now() - shownAt);
  if (left > 0) await page.waitForTimeout(left);
}

/** Every violation axe finds in the page's main content (any impact; WCAG 2.2 A/AA and best practice). */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Fills every field with valid values (the consent left to the caller). */
async function fillValid(page: Page) {
  await page.getByLabel('Название организации').fill('ООО «Проверка форм»');
  await page.getByLabel('УНП').fill('190000001');
  await page.getByLabel('Контактное лицо').fill('Иван Петров');
  await page.getByLabel('Телефон').fill('+375 (29) 123-45-67');
  await page.getByLabel('Электронная почта').fill('ivan@example.by');
  await page.getByLabel('Регион или отделение').selectOption({ label: 'Брестское отделение' });
  await page.getByLabel('Топливные карточки').check();
}

test.describe('with JavaScript', () => {
  test('errors appear inline without a reload, the summary takes the focus, then the application is sent and its confirmation is in view (375 px)', async ({
    page,
  }) => {
    await seedConsent(page);
    // A phone: the submit button is far down the page, the confirmation must still be seen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${E2E.siteUrl}/application?lang=ru`);
    const shownAt = Date.now();
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // A field left with a wrong value says so at once.
    const unp = page.getByLabel('УНП');
    await unp.fill('12345');
    await unp.blur();
    await expect(unp).toHaveAttribute('aria-invalid', 'true');
    const unpError = page.locator('#application-unp-error');
    await expect(unpError).toHaveText('Укажите УНП — ровно 9 цифр');
    await expect(unp).toHaveAttribute('aria-describedby', /application-unp-error/);
    // Changed in s46 (review s45b, finding 7; it was GOV.UK's label, hint, error, box): label and
    // hint over the box, the error right under it, as large as the label and in bold; no red bar
    // in the gutter, and in focus one ring in the error colour.
    const unpHint = page.locator('#application-unp-hint');
    const hintBox = (await unpHint.boundingBox())!;
    const errorBox = (await unpError.boundingBox())!;
    const inputBox = (await unp.boundingBox())!;
    expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(inputBox.y);
    expect(errorBox.y).toBeGreaterThanOrEqual(inputBox.y + inputBox.height);
    expect(errorBox.y - (inputBox.y + inputBox.height)).toBeLessThanOrEqual(8);
    expect(errorBox.x).toBeGreaterThanOrEqual(inputBox.x - 1);
    await expect(unp.locator('xpath=..')).toHaveCSS('border-left-width', '0px');
    await unp.focus();
    await expect(unp).toHaveCSS('outline-color', 'rgb(198, 45, 38)');
    const errorFont = await unpError.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontSize, style.fontWeight];
    });
    expect(errorFont).toEqual(['16px', '600']);

    // Sending lists every wrong field in the summary, which takes the focus.
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('heading', { name: 'Проверьте данные формы' })).toBeVisible();
    // An empty field says what to enter; a wrong one gives its rule.
    await expect(summary.getByRole('link')).toHaveText([
      'Укажите название организации',
      'Укажите УНП — ровно 9 цифр',
      // The summary follows the form's order: the region is asked under УНП.
      'Выберите регион или отделение',
      'Укажите контактное лицо',
      'Укажите телефон',
      'Укажите e-mail',
      // No service is ticked for the visitor when the link asks for none.
      'Отметьте хотя бы одну услугу',
      'Подтвердите согласие на обработку персональных данных',
    ]);
    await expect(page.locator('#application-company-error')).toHaveText(
      'Укажите название организации',
    );
    // While errors show, the document's title says so first.
    await expect(page).toHaveTitle(/^Ошибка: Заявка на подключение/);
    // Changed in s46 (review s45b, finding 7): the services group in error is marked as a field in
    // error, inside its column: red-bordered tiles and the message right under them, no gutter bar.
    const services = page.getByRole('group', { name: /Интересующие услуги/ });
    await expect(services).toHaveCSS('border-left-width', '0px');
    const tile = page.getByLabel('Топливные карточки');
    await expect(tile).toHaveAttribute('aria-invalid', 'true');
    await expect(tile.locator('xpath=..')).toHaveCSS('border-top-color', 'rgb(198, 45, 38)');
    const groupMessage = (await services.locator('[id$="-group-error"]').boundingBox())!;
    const lastTile = (await page.getByLabel('Программные продукты').locator('xpath=..').boundingBox())!;
    expect(groupMessage.y).toBeGreaterThanOrEqual(lastTile.y + lastTile.height);
    expect(groupMessage.y - (lastTile.y + lastTile.height)).toBeLessThanOrEqual(8);
    // The legend stays level with the labels.
    const legendX = (await services.locator('legend').boundingBox())!.x;
    const labelX = (await page.locator('label[for="application-company"]').boundingBox())!.x;
    expect(Math.abs(legendX - labelX)).toBeLessThanOrEqual(1);
    expect(await axeViolations(page)).toEqual([]);

    // A summary link moves the focus to its field.
    await summary.getByRole('link', { name: 'Укажите УНП — ровно 9 цифр' }).click();
    await expect(unp).toBeFocused();

    await fillValid(page);
    await page.getByLabel(/Я согласен\(на\) на обработку персональных данных/).check();
    await expect(unpError).toHaveCount(0);
    await waitFillTime(page, shownAt);
    await page.getByRole('button', { name: 'Отправить заявку' }).click();

    await expect(page).toHaveURL(/\/application\?reference=A-\d{4}-\d{6,}&lang=ru$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Заявка принята' })).toBeVisible();
    await expect(page.getByTestId('application-reference')).toHaveText(REFERENCE);
    // The page went back to the top: the confirmation's heading has the focus and the reference
    // is on screen, not the footer where the submit button was.
    const confirmation = page.getByRole('heading', { level: 1, name: 'Заявка принята' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    await expect(page.getByTestId('application-reference')).toBeInViewport();
    await expect(page).not.toHaveTitle(/^Ошибка/);
    await expect(
      page.getByText('Менеджер клиентского сервиса позвонит вам в течение одного рабочего дня.'),
    ).toBeVisible();
    // Where the follow-up goes: the phone and e-mail sent, and a number to call if it is wrong.
    const sentTo = page.getByTestId('application-sent-to');
    await expect(sentTo).toContainText(
      'Мы позвоним по номеру +375 (29) 123-45-67 и напишем на ivan@example.by.',
    );
    await expect(sentTo.getByRole('link', { name: /^\+375/ })).toHaveAttribute(
      'href',
      /^tel:\+375/,
    );
    // All of it without a reload of the page.
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
  });

  test('the form has no accessibility violations at 375 and 1440 px, in Russian and English', async ({
    page,
  }) => {
    await seedConsent(page);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ['ru', 'en']) {
        await page.goto(`${E2E.siteUrl}/application?lang=${lang}`);
        await waitForHydration(page);
        expect(await axeViolations(page), `${width} px, ${lang}`).toEqual([]);
      }
    }
  });

  test('the form is grouped under legends, pairs short fields from 768 px, keeps 44 px ticks on phones and has its aside beside it at 1440', async ({
    page,
  }) => {
    await seedConsent(page);
    const top = async (label: string) => (await page.getByLabel(label).boundingBox())!;

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${E2E.siteUrl}/application?lang=ru`);
    for (const legend of [
      'Что вас интересует',
      'Об организации',
      'Как с вами связаться',
      'Интересующие услуги',
    ])
      await expect(page.getByRole('group', { name: legend })).toBeVisible();
    expect((await top('УНП')).y).toBeGreaterThan((await top('Название организации')).y + 40);
    for (const tick of ['Стать клиентом', 'Топливные карточки', 'Программные продукты']) {
      const tile = page.locator('label', { hasText: tick });
      expect((await tile.boundingBox())!.height, tick).toBeGreaterThanOrEqual(44);
    }

    for (const width of [768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${E2E.siteUrl}/application?lang=ru`);
      const company = await top('Название организации');
      const unp = await top('УНП');
      expect(Math.abs(unp.y - company.y), `${width}: company and УНП in a row`).toBeLessThan(2);
      expect(unp.x).toBeGreaterThan(company.x + company.width);
      const phone = await top('Телефон');
      const email = await top('Электронная почта');
      expect(Math.abs(email.y - phone.y), `${width}: phone and e-mail in a row`).toBeLessThan(2);
      const aside = (await page
        .getByRole('complementary', { name: 'Что будет после заявки' })
        .boundingBox())!;
      if (width === 1440) expect(aside.x).toBeGreaterThan(email.x + email.width);
      else expect(aside.y).toBeGreaterThan(email.y);
    }
  });

  test('a query preselects the type and the product; other values are ignored', async ({
    page,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/equipment/smartPayApp?lang=ru`);
    // The first of the page's two (under the description; the closing band repeats it).
    await page.getByRole('link', { name: 'Запросить демо' }).first().click();
    await expect(page).toHaveURL(
      `${E2E.siteUrl}/application?type=demo&product=%2Fequipment%2FsmartPayApp`,
    );
    await expect(page.getByLabel('Запросить демонстрацию продукта')).toBeChecked();
    await expect(page.getByText('Продукт: Приложение SmartPay')).toBeVisible();
    await expect(page.getByLabel('Программные продукты')).toBeChecked();

    await page.goto(`${E2E.siteUrl}/application?type=partner`);
    await expect(page.getByLabel('Стать партнером (АЗС, пункт обслуживания)')).toBeChecked();
    await expect(page.getByLabel('Подключение АЗС к системе')).toBeChecked();

    // Without a query no service is ticked for the visitor (the kind stays «Стать клиентом»).
    await page.goto(`${E2E.siteUrl}/application?lang=ru`);
    await expect(page.getByLabel('Стать клиентом')).toBeChecked();
    await expect(page.locator('input[name="interests"]')).toHaveCount(4);
    await expect(page.locator('input[name="interests"]:checked')).toHaveCount(0);

    await page.goto(
      `${E2E.siteUrl}/application?type=nonsense&product=https%3A%2F%2Fevil.example%2F`,
    );
    await expect(page.getByLabel('Стать клиентом')).toBeChecked();
    await expect(page.getByText(/^Продукт:/)).toHaveCount(0);
    await expect(page.locator('input[name="product"]')).toHaveCount(0);
  });

  test('at 375 px the home page shows «Стать клиентом» and the client-service phone without the menu', async ({
    page,
  }) => {
    await seedConsent(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${E2E.siteUrl}/?lang=ru`);
    const cta = page.getByRole('main').getByRole('link', { name: 'Стать клиентом' });
    await expect(cta).toBeInViewport();
    await expect(cta).toHaveAttribute('href', '/application?type=client');
    const phone = page.getByRole('main').locator('a[href^="tel:"]').first();
    await expect(phone).toBeVisible();
    await expect(phone).toBeInViewport();
    await expect(phone).toHaveAttribute('href', /^tel:\+375\d+$/);
    // «Заключить договор» is the spec's button to the signing page (one label per destination).
    await expect(
      page.getByRole('link', { name: 'Заключить договор', exact: true }),
    ).toHaveAttribute('href', '/clients/signAndResign');
    await cta.click();
    await expect(page.getByLabel('Стать клиентом')).toBeChecked();
  });

  test('/clients, /partners and the product pages close with a band that presets the form, beside the phone', async ({
    page,
  }) => {
    await seedConsent(page);
    for (const [path, band, button, url, kind] of [
      [
        '/clients',
        'Станьте клиентом платежной системы',
        'Стать клиентом',
        '/application?type=client',
        'Стать клиентом',
      ],
      [
        '/partners',
        'Подключите АЗС к платежной системе',
        'Стать партнером',
        '/application?type=partner',
        'Стать партнером (АЗС, пункт обслуживания)',
      ],
      [
        '/equipment/gsAutomationSystem',
        'Посмотрите продукт в работе',
        'Запросить демо',
        '/application?type=demo&product=%2Fequipment%2FgsAutomationSystem',
        'Запросить демонстрацию продукта',
      ],
    ] as const) {
      await page.goto(`${E2E.siteUrl}${path}?lang=ru`);
      const region = page.getByRole('region', { name: band });
      await expect(region.locator('a[href^="tel:"]'), path).toHaveAttribute(
        'href',
        /^tel:\+375\d+$/,
      );
      await region.getByRole('link', { name: button }).click();
      await expect(page).toHaveURL(`${E2E.siteUrl}${url}`);
      await expect(page.getByLabel(kind, { exact: true }), path).toBeChecked();
    }
  });

  test('/clients/signAndResign offers the personal account and the form right after its introduction', async ({
    page,
  }) => {
    await seedConsent(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${E2E.siteUrl}/clients/signAndResign?lang=ru`);
    const online = page.getByRole('link', { name: /^Заключить договор в личном кабинете/ });
    await expect(online).toHaveAttribute('target', '_blank');
    // On a phone both are on the first screen, before the first section.
    await expect(online).toBeInViewport();
    const apply = page.getByRole('main').getByRole('link', { name: 'Стать клиентом', exact: true });
    await expect(apply).toBeInViewport();
    await apply.click();
    await expect(page.getByLabel('Стать клиентом', { exact: true })).toBeChecked();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a plain POST shows the errors at each field with every value kept, then the reference', async ({
    page,
  }) => {
    await page.goto(`${E2E.siteUrl}/application?lang=ru`);
    const shownAt = Date.now();
    await fillValid(page);
    await page.getByLabel('УНП').fill('12345');
    await page.getByLabel('Сообщение').fill('Перезвоните после обеда');
    await page.getByLabel('Электронные деньги').check();
    await page.getByRole('button', { name: 'Отправить заявку' }).click();

    const summary = page.getByTestId('error-summary');
    await expect(summary.getByRole('link')).toHaveText([
      'Укажите УНП — ровно 9 цифр',
      'Подтвердите согласие на обработку персональных данных',
    ]);
    // The server's page says so in its title too, as GOV.UK's do.
    await expect(page).toHaveTitle(/^Ошибка: Заявка на подключение/);
    await expect(page.getByLabel('УНП')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#application-unp-error')).toHaveText('Укажите УНП — ровно 9 цифр');
    await expect(page.getByLabel('УНП')).toHaveValue('12345');
    await expect(page.getByLabel('Название организации')).toHaveValue('ООО «Проверка форм»');
    await expect(page.getByLabel('Телефон')).toHaveValue('+375 (29) 123-45-67');
    await expect(page.getByLabel('Регион или отделение')).toHaveValue('2');
    await expect(page.getByLabel('Сообщение')).toHaveValue('Перезвоните после обеда');
    await expect(page.getByLabel('Топливные карточки')).toBeChecked();
    await expect(page.getByLabel('Электронные деньги')).toBeChecked();

    await page.getByLabel('УНП').fill('190000001');
    await page.getByLabel(/Я согласен\(на\) на обработку персональных данных/).check();
    await waitFillTime(page, shownAt);
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect(page).toHaveURL(/\/application\?reference=A-\d{4}-\d{6,}&lang=ru$/);
    await expect(page).not.toHaveTitle(/^Ошибка/);
    const reference = await page.getByTestId('application-reference').textContent();
    expect(reference).toMatch(REFERENCE);
    await expect(page.getByTestId('application-sent-to')).toContainText(
      'Мы позвоним по номеру +375 (29) 123-45-67 и напишем на ivan@example.by.',
    );
    // Post/redirect/get: a reload shows the same reference and sends nothing again.
    await page.reload();
    await expect(page.getByTestId('application-reference')).toHaveText(reference!);
    await expect(page.getByTestId('application-sent-to')).toContainText('+375 (29) 123-45-67');
    // The contact comes only from this visitor's own sending, never from a link.
    await page.context().clearCookies();
    await page.goto(
      `${E2E.siteUrl}/application?reference=${reference}&phone=%2B375291111111&email=x%40evil.by`,
    );
    await expect(page.getByTestId('application-reference')).toHaveText(reference!);
    await expect(page.getByTestId('application-sent-to')).toHaveCount(0);
  });

  test('in English the errors are English', async ({ page }) => {
    await page.goto(`${E2E.siteUrl}/application?lang=en`);
    await expect(page.getByRole('heading', { level: 1, name: 'Application form' })).toBeVisible();
    await page.getByLabel('UNP (taxpayer number)').fill('12');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(
      page.getByTestId('error-summary').getByRole('heading', { name: 'Check the form' }),
    ).toBeVisible();
    await expect(page.locator('#application-unp-error')).toHaveText(
      'Enter the UNP — exactly 9 digits',
    );
    await expect(page.getByLabel('UNP (taxpayer number)')).toHaveValue('12');
    // Left empty: what to enter, in English.
    await expect(page.locator('#application-company-error')).toHaveText('Enter the company name');
    await expect(page.locator('#application-phone-error')).toHaveText('Enter a phone number');
  });

  test('a form sent the moment it was shown is refused with the values kept', async ({
    request,
  }) => {
    const response = await request.post(`${E2E.siteUrl}/application?lang=ru`, {
      form: {
        type: 'client',
        company: 'ООО «Проверка форм»',
        unp: '190000001',
        contact: 'Иван Петров',
        phone: '+375 29 123-45-67',
        email: 'ivan@example.by',
        region: '1',
        interests: 'fuel-cards',
        consent: 'on',
        website: '',
        startedAt: String(Date.now()),
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(response.headers()['cache-control']).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('Форма отправлена слишком быстро. Проверьте данные и отправьте ещё раз');
    expect(html).toContain('value="ООО «Проверка форм»"');
  });
});
