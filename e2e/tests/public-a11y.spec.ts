import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { seedConsent, waitForHydration } from '../fixtures/public-site';

// Visitors with a Russian browser unless a journey says otherwise.
test.use({ locale: 'ru-RU' });

/** The serious and critical axe-core findings of the page as it is now (WCAG 2.1 A and AA). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

// Each page on its own (every route, ru and en, at 375 and 1440 px, every impact, WCAG 2.2 AA) is
// checked by the route audit (public-a11y-routes-*.spec.ts); here: states a page load does not show.

test('the open navigation panel has no serious or critical accessibility violations', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Клиентам' }).click();
  await expect(page.getByRole('heading', { name: 'Нормативные документы' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the cookie consent dialog and its settings have no serious or critical accessibility violations', async ({
  page,
}) => {
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  const dialog = page.getByRole('dialog', { name: 'Мы используем файлы cookies' });
  await expect(dialog).toBeVisible();
  // The reader starts at the dialog's heading; the policy link is still in it.
  await expect(dialog.getByRole('heading', { name: 'Мы используем файлы cookies' })).toBeFocused();
  await expect(
    dialog.getByRole('link', { name: 'Политика использования файлов cookies' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Настройки файлов cookies' }).click();
  await expect(page.getByRole('dialog', { name: 'Настройки файлов cookies' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('no page scrolls sideways from 320 to 1440 pixels', async ({ page }) => {
  await seedConsent(page);
  for (const width of [320, 375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/about', '/news', '/contacts', '/cookie-policy']) {
      await page.goto(`${E2E.siteUrl}${path}?lang=ru`);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  }
});
