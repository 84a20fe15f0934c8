import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { seedConsent, waitForHydration } from '../fixtures/public-site';

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
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

// Each content page as it loads (every route, ru and en, at 375 and 1440 px, every impact,
// WCAG 2.2 AA) is checked by the route audit (public-a11y-routes-*.spec.ts); here: the states
// that only a visitor's action shows.

test('the open signing dropdown and a read card have no serious or critical accessibility violations', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/clients/signAndResign?lang=en`);
  await waitForHydration(page);
  await page
    .getByRole('button', { name: 'On your own through the personal account web service' })
    .click();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`${E2E.siteUrl}/clients/cardUsageRules?lang=en`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /Electronic card/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Card read successfully!')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
