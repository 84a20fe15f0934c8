import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { consoleContext, openConsole, superadminToken, WIDTHS } from '../fixtures/console';

// Console review s47c, finding 6: one select chevron (a), two button sizes with a rule (b) and one
// «Отмена» style (c), at every width.
const [DESK, PHONE] = WIDTHS;

/** The kit's text buttons on the screen: their size class (sm, md, lg), height and text. */
function kitButtons(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, a'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          /_(sm|md|lg)_/.test(element.className.toString()) &&
          box.width > 0 &&
          box.height > 0 &&
          !element.closest('[inert]') &&
          (element.textContent ?? '').trim() !== ''
        );
      })
      .map((element) => ({
        size: element.className.toString().match(/_(sm|md|lg)_/)![1],
        height: Math.round(element.getBoundingClientRect().height),
        text: (element.textContent ?? '').trim(),
      })),
  );
}

const SCREENS = [
  '/adminDashboard/settings',
  '/adminDashboard/users',
  '/adminDashboard/audit',
  '/adminDashboard/news',
];

test('1440: the kit buttons are sm 32 px (rows, bars) or md 40 px (forms, page heads, footers), the news form included', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, DESK, await superadminToken(request));
  const page = await context.newPage();
  const seen: string[] = [];
  const check = async () => {
    for (const button of await kitButtons(page)) {
      seen.push(button.text);
      expect(button.size, button.text).not.toBe('lg');
      expect(button.height, `${button.text} (${button.size})`).toBe(button.size === 'sm' ? 32 : 40);
    }
  };
  for (const path of SCREENS) {
    await openConsole(page, path);
    // Each screen whole (its data loaded) before it is measured.
    if (path.endsWith('settings'))
      await expect(page.getByRole('button', { name: 'Сменить пароль' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await check();
  }
  await page.getByRole('button', { name: 'Добавить новость' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая новость' });
  await expect(dialog.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
  await check();
  // «Выбрать файл» beside «Выбрать из медиатеки» (not a kit button) is of its size.
  const file = await dialog.locator('.cover-field__zone .media-drop__button').boundingBox();
  expect(Math.round(file!.height)).toBe(40);
  // The outliers of the review among them.
  for (const text of [
    'Добавить новость',
    'Выбрать из медиатеки',
    'Отмена',
    'Сменить пароль',
    'Добавить ключ доступа',
  ])
    expect(
      seen.some((entry) => entry.startsWith(text)),
      text,
    ).toBe(true);
  await context.close();
});

test('375: every kit button is a 44 px target, in the news form too', async ({
  browser,
  request,
}) => {
  const context = await consoleContext(browser, PHONE, await superadminToken(request));
  const page = await context.newPage();
  for (const path of ['/adminDashboard/settings', '/adminDashboard/news']) {
    await openConsole(page, path);
    if (path.endsWith('settings'))
      await expect(page.getByRole('button', { name: 'Сменить пароль' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const button of await kitButtons(page))
      expect(button.height, button.text).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('button', { name: 'Добавить новость' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая новость' });
  await expect(dialog.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
  for (const button of await kitButtons(page))
    expect(button.height, button.text).toBeGreaterThanOrEqual(44);
  const file = await dialog.locator('.cover-field__zone .media-drop__button').boundingBox();
  expect(file!.height).toBeGreaterThanOrEqual(44);
  await context.close();
});

for (const width of [DESK, PHONE]) {
  test(`${width.viewport.width}: every select has the one 16 px, 1.5-stroke chevron in the secondary text colour`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    await openConsole(page, '/adminDashboard/news');
    if (width === PHONE) await page.getByRole('button', { name: /^Фильтры/ }).click();
    await page.getByRole('button', { name: 'Добавить новость' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая новость' });
    await expect(dialog.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
    const chevrons = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[role="combobox"]')).map((combobox) => {
        const svg = combobox.querySelector('svg[data-select-chevron]');
        if (!svg) return null;
        const box = svg.getBoundingClientRect();
        const style = getComputedStyle(svg);
        return {
          width: box.width,
          height: box.height,
          stroke: svg.getAttribute('stroke-width'),
          color: style.color,
        };
      }),
    );
    // The news form's priority at least (and the list's filters behind it).
    expect(chevrons.length).toBeGreaterThanOrEqual(1);
    for (const chevron of chevrons) {
      expect(chevron).not.toBeNull();
      expect(chevron!.width).toBe(16);
      expect(chevron!.height).toBe(16);
      expect(chevron!.stroke).toBe('1.5');
      // --color-text-muted (#4A5258), not the body text's near-black.
      expect(chevron!.color).toBe('rgb(74, 82, 88)');
    }
    await context.close();
  });
}

for (const width of [DESK, PHONE]) {
  test(`${width.viewport.width}: «Отмена» is one ghost button in the quick form, a confirmation and the page editor`, async ({
    browser,
    request,
  }) => {
    const context = await consoleContext(browser, width, await superadminToken(request));
    const page = await context.newPage();
    const ghost = async (scope: ReturnType<Page['locator']>) => {
      const look = await scope
        .getByRole('button', { name: 'Отмена', exact: true })
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            background: style.backgroundColor,
            border: style.borderTopColor,
            color: style.color,
          };
        });
      expect(look.background).toBe('rgba(0, 0, 0, 0)');
      expect(look.border).toBe('rgba(0, 0, 0, 0)');
      expect(look.color).toBe('rgb(26, 29, 31)');
    };
    await openConsole(page, '/adminDashboard/news');
    await page.getByRole('button', { name: 'Добавить новость' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая новость' });
    await expect(dialog.getByRole('textbox', { name: 'Описание (RU)' })).toBeVisible();
    await ghost(dialog);
    await dialog.getByRole('button', { name: 'Отмена', exact: true }).click();
    await expect(dialog).toBeHidden();
    await openConsole(page, '/adminDashboard/users');
    await page.getByRole('button', { name: 'Добавить администратора' }).click();
    await ghost(page.getByRole('dialog'));
    if (width === DESK) {
      await openConsole(page, '/adminDashboard/news/new');
      await expect(
        page.locator('form.news-editor').getByRole('textbox', { name: 'Описание (RU)' }),
      ).toBeVisible();
      await ghost(page.locator('.news-editor__actions'));
    }
    await context.close();
  });
}
