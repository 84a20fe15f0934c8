import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { seedConsent } from '../fixtures/public-site';

// Issue 14: axe clean (serious and critical) on every public route, in Russian and in English.
test.use({ locale: 'ru-RU' });

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * Every route of the sitemap, the first three news items (one template: the items other journeys
 * create would only make this pass longer), two placeholders, the search page and the error pages.
 */
async function publicPaths(page: Page): Promise<string[]> {
  const sitemap = await (await page.request.get(`${E2E.siteUrl}/sitemap.xml`)).text();
  const paths = [
    ...new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname),
    ),
  ];
  const news = paths.filter((path) => path.startsWith('/news/'));
  return [
    ...paths.filter((path) => !path.startsWith('/news/')),
    ...news.slice(0, 3),
    // Placeholders are not in the sitemap (noindex, issue 25): one of each area, same template.
    '/partners/systemRules',
    '/clients/tollRoads',
    '/search?q=%D0%BA%D0%B0%D1%80%D1%82',
    '/search',
    '/no-such-page',
    '/news/no-such-news',
  ];
}

for (const lang of ['ru', 'en'] as const) {
  test(
    `every public route (${lang}) has no serious or critical accessibility violations`,
    // Minutes, as twenty journeys: e2e/run-shards.mjs deals the files by such weights.
    { annotation: { type: 'shard-weight', description: '20' } },
    async ({ page }) => {
      test.setTimeout(600_000);
      await seedConsent(page);
      const found: Record<string, string[]> = {};
      for (const path of await publicPaths(page)) {
        await page.goto(`${E2E.siteUrl}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`, {
          waitUntil: 'networkidle',
        });
        const violations = await seriousViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    },
  );
}

for (const width of [375, 768]) {
  test(`the open menu drawer and the search list at ${width} px have no serious or critical accessibility violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/contacts?lang=ru`);
    const button = page.locator('summary[aria-controls="site-menu"]');
    await expect(button).toHaveAttribute('aria-expanded', 'false', { timeout: 10_000 });
    await button.click();
    await page.locator('#site-menu').getByText('Партнерам', { exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Поиск по сайту' }).fill('договор');
    await expect(page.getByRole('listbox', { name: 'Результаты поиска' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
