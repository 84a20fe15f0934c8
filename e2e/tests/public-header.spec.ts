import type { Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { seedConsent, waitForHydration } from '../fixtures/public-site';

// Issue 25: from 768 px the main navigation is a row under the header's bar, in both languages.
test.use({ locale: 'ru-RU' });

const NAV = {
  ru: {
    name: 'Основное меню',
    items: ['О компании', 'Партнерам', 'Клиентам', 'Новости', 'Оборудование и ПО', 'Контакты'],
  },
  en: {
    name: 'Main menu',
    items: [
      'About us',
      'For partners',
      'For clients',
      'News',
      'Equipment and software',
      'Contacts',
    ],
  },
} as const;

/** The boxes of the navigation's items, its container's content box and whether anything overflows. */
async function navLayout(page: Page, label: string) {
  return page
    .getByRole('banner')
    .getByRole('navigation', { name: label })
    .evaluate((nav) => {
      const container = nav.closest('.container')!;
      const style = getComputedStyle(container);
      const box = container.getBoundingClientRect();
      const items = Array.from(
        nav.querySelectorAll(':scope > ul > li > a, :scope > ul > li > button'),
      ).map((item) => {
        const rect = item.getBoundingClientRect();
        return {
          top: Math.round(rect.top),
          left: rect.left,
          right: rect.right,
          height: rect.height,
        };
      });
      return {
        items,
        left: box.left + parseFloat(style.paddingLeft),
        right: box.right - parseFloat(style.paddingRight),
        pageOverflows: document.documentElement.scrollWidth > window.innerWidth,
      };
    });
}

for (const width of [768, 800, 1024, 1440]) {
  for (const lang of ['ru', 'en'] as const) {
    test(`at ${width} px (${lang}) the six navigation items sit on one row inside the container`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await seedConsent(page);
      await page.goto(`${E2E.siteUrl}/about?lang=${lang}`);
      const nav = page.getByRole('banner').getByRole('navigation', { name: NAV[lang].name });
      await expect(nav).toBeVisible();
      for (const name of NAV[lang].items)
        await expect(nav.getByText(name, { exact: true })).toBeVisible();
      const layout = await navLayout(page, NAV[lang].name);
      expect(layout.items).toHaveLength(6);
      expect(new Set(layout.items.map((item) => item.top)).size, 'one row').toBe(1);
      // The text of the first and last items stays inside the container (their hover fill may bleed).
      expect(layout.items[0]!.left).toBeGreaterThanOrEqual(layout.left - 16);
      expect(layout.items[5]!.right).toBeLessThanOrEqual(layout.right + 16);
      for (const [index, item] of layout.items.entries()) {
        expect(item.height, 'a tap target of at least 44 px').toBeGreaterThanOrEqual(44);
        if (index > 0)
          expect(item.left).toBeGreaterThanOrEqual(layout.items[index - 1]!.right - 0.5);
      }
      expect(layout.pageOverflows, 'no sideways scroll').toBe(false);
      // Between 768 and 1023 px the bar keeps the menu button; the search and logo do not collide.
      const menu = page.locator('summary[aria-controls="site-menu"]');
      if (width < 1024) await expect(menu).toBeVisible();
      else await expect(menu).toBeHidden();
    });
  }
}

test('at 768 px Tab goes through the bar and then the navigation row; a panel opens from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/about?lang=ru`);
  await waitForHydration(page);
  const banner = page.getByRole('banner');
  const names: string[] = [];
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.closest('header')
        ? element.innerText.trim() || element.getAttribute('aria-label') || element.tagName
        : null;
    });
    if (name) names.push(name);
  }
  const first = names.indexOf('О компании');
  expect(first, `the navigation is reached by Tab (${names.join(' | ')})`).toBeGreaterThan(-1);
  expect(names.slice(first, first + 6)).toEqual(NAV.ru.items.map((item) => item));
  // The clients panel opens with Enter and closes with Escape, focus back on its button.
  const clients = banner.getByRole('button', { name: 'Клиентам' });
  await clients.focus();
  await page.keyboard.press('Enter');
  await expect(clients).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#nav-panel-clients');
  await expect(panel.getByRole('link', { name: 'Документы для скачивания' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(clients).toHaveAttribute('aria-expanded', 'false');
  await expect(clients).toBeFocused();
});

// Design review s34: buttons in two sizes only — large (52 px) for a page's main call to action,
// medium (44 px) for every other — each at least a 44 px tap target.
for (const width of [375, 1440]) {
  test(`at ${width} px every button is 52 px (main call to action) or 44 px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedConsent(page);
    const height = async (locator: ReturnType<Page['locator']>) =>
      Math.round((await locator.boundingBox())!.height);
    const checks: [string, (page: Page) => ReturnType<Page['locator']>, number][] = [
      ['/', (p) => p.getByRole('main').getByRole('link', { name: 'Стать клиентом' }).first(), 52],
      ['/no-such-page', (p) => p.getByRole('main').getByRole('link', { name: 'На главную' }), 52],
      [
        '/no-such-page',
        (p) => p.getByRole('main').getByRole('link', { name: 'Связаться с нами' }),
        52,
      ],
      [
        '/no-such-page',
        (p) =>
          p
            .getByRole('search', { name: 'Поищите на сайте' })
            .getByRole('button', { name: 'Найти' }),
        44,
      ],
      ['/search?q=карт', (p) => p.getByRole('main').getByRole('button', { name: 'Найти' }), 52],
      ['/contacts', (p) => p.getByRole('button', { name: 'Настроить cookies' }), 44],
      [
        '/clients/tollRoads',
        (p) => p.getByRole('main').getByRole('link', { name: 'Стать клиентом' }),
        44,
      ],
    ];
    if (width >= 1024) {
      checks.push([
        '/',
        (p) => p.getByRole('banner').getByRole('link', { name: /^Поиск АЗС/ }),
        44,
      ]);
      checks.push([
        '/',
        (p) => p.getByRole('banner').getByRole('link', { name: /^Личный кабинет/ }),
        44,
      ]);
    }
    for (const [path, locate, expected] of checks) {
      await page.goto(`${E2E.siteUrl}${path}${path.includes('?') ? '&' : '?'}lang=ru`);
      const button = locate(page);
      await expect(button).toBeVisible();
      expect(await height(button), `${path}: ${await button.innerText()}`).toBe(expected);
    }
  });
}

// Design review s34: from 600 px the menu is a sheet at the right over the dimmed page (no screen
// of empty white at 768 px); a click on the page behind closes it. Phones keep the whole screen.
for (const width of [375, 768]) {
  test(`at ${width} px the menu drawer is ${width < 600 ? 'the whole screen' : 'a sheet at the right'}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 1024 });
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/about?lang=ru`);
    await waitForHydration(page);
    const button = page.locator('summary[aria-controls="site-menu"]');
    await button.click();
    const drawer = page.locator('#site-menu');
    await expect(drawer).toBeVisible();
    // Measured where it rests: it slides in from the right.
    await drawer.evaluate((element) =>
      Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(width);
    if (width < 600) {
      expect(box.width).toBe(width);
      return;
    }
    expect(box.width).toBeLessThanOrEqual(480);
    await expect(drawer.getByRole('link', { name: /^Поиск АЗС/ })).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('inert', '');
    // A click on the dimmed page closes it, focus stays reachable.
    await page.mouse.click(40, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('main')).not.toHaveAttribute('inert', '');
  });
}
