import { E2E, expect, test } from '../fixtures';
import { axeViolations } from '../fixtures/accessibility-audit';
import { seedConsent } from '../fixtures/public-site';

// The menu drawer and the search list, which no route shows on load, are axe clean too. (The pass
// over every route is in public-a11y-routes-{ru,en}-{1,2}.spec.ts.)
test.use({ locale: 'ru-RU' });

for (const width of [375, 768]) {
  test(`the open menu drawer and the search list at ${width} px have no accessibility violations`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/contacts?lang=ru`);
    const button = page.locator('summary[aria-controls="site-menu"]');
    await expect(button).toHaveAttribute('aria-expanded', 'false', { timeout: 10_000 });
    await button.click();
    // Under 768 px a panel's groups open in the drawer; from 768 px (the row shows the sections,
    // the drawer holds the rest) the office phones open there.
    if (width < 768)
      await page.locator('#site-menu').getByText('Партнерам', { exact: true }).click();
    else
      await page
        .locator('#site-menu')
        .getByRole('button', { name: /Телефоны отделений/ })
        .click();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Поиск по сайту' }).fill('договор');
    await expect(page.getByRole('listbox', { name: 'Результаты поиска' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
