import type { Locator, Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { seedConsent, waitForHydration } from '../fixtures/public-site';

test.use({ locale: 'ru-RU' });

const card = (page: Page) => page.getByRole('button', { name: /Электронная карточка/ });
const slot = (page: Page) => page.getByText('Прорезь для карточки').locator('..');
const indicator = (page: Page) => page.getByRole('img', { name: /Индикатор/ });

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses the mouse on the card and moves it, in small steps, until the card's centre is on the slot. */
async function dragCardToSlot(page: Page, steps = 12) {
  const from = await centre(card(page));
  const to = await centre(slot(page));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
}

async function openSimulator(page: Page, path = '/clients/cardUsageRules') {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}${path}?lang=ru`);
  await waitForHydration(page);
  await card(page).scrollIntoViewIfNeeded();
  await expect(indicator(page)).toHaveAccessibleName('Индикатор: карточка не прочитана');
}

test('dragging the chip card into the slot and holding it for a second reads it', async ({
  page,
  consoleErrors,
}) => {
  await openSimulator(page);
  const start = await card(page).boundingBox();
  await dragCardToSlot(page);
  await page.waitForTimeout(1200);
  await page.mouse.up();

  await expect(page.getByText('Карта успешно прочитана!')).toBeVisible();
  await expect(page.getByText(/Перетащите карточку еще раз/)).toBeVisible();
  await expect(indicator(page)).toHaveAccessibleName('Индикатор: карточка прочитана');
  expect(
    await indicator(page).evaluate((element) => getComputedStyle(element).backgroundColor),
  ).toBe('rgb(72, 174, 90)');
  // The card is back where it started.
  await expect.poll(async () => (await card(page).boundingBox())?.y).toBeCloseTo(start!.y, 0);
  expect(consoleErrors).toEqual([]);
});

test('leaving the slot before a second cancels the read', async ({ page }) => {
  await openSimulator(page, '/partners/cardUsageRules');
  const over = await centre(slot(page));
  // One step in, a short wait, one step sideways well clear of the slot (the card is 12rem wide):
  // the card overlaps the slot for well under a second even on a busy machine.
  await dragCardToSlot(page, 1);
  await page.waitForTimeout(300);
  await page.mouse.move(over.x + 320, over.y);
  await expect(page.getByText(/Чтение отменено/)).toBeVisible();
  await page.waitForTimeout(800);
  await page.mouse.up();
  await expect(page.getByText('Карта успешно прочитана!')).toHaveCount(0);
  await expect(indicator(page)).toHaveAccessibleName('Индикатор: карточка не прочитана');
});

test('a keyboard user inserts the card with Enter', async ({ page }) => {
  await openSimulator(page);
  await card(page).focus();
  await page.keyboard.press('Enter');
  await expect(card(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Карта успешно прочитана!')).toBeVisible({ timeout: 3000 });
  await expect(card(page)).toHaveAttribute('aria-pressed', 'false');
});

test('the reader works on a 320-pixel phone screen, and its keys light up when pressed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openSimulator(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await card(page).evaluate((element) => getComputedStyle(element).touchAction)).toBe(
    'none',
  );

  const key = page.locator('[data-kind="enter"]');
  const at = await centre(key);
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await expect(key).toHaveAttribute('data-pressed', 'true');
  await page.mouse.up();
  await expect(key).not.toHaveAttribute('data-pressed');

  await card(page).scrollIntoViewIfNeeded();
  await dragCardToSlot(page);
  await page.waitForTimeout(1200);
  await page.mouse.up();
  await expect(page.getByText('Карта успешно прочитана!')).toBeVisible();
});

test('the English reader labels its keys, with "Dose" for doze', async ({ page }) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/clients/cardUsageRules?lang=en`);
  for (const label of ['Enter', 'Cancel', 'Return', 'Dose', 'Menu', 'Lang']) {
    await expect(page.locator('[data-kind]').getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Enter your PIN and press “Enter”', { exact: true })).toBeVisible();
});
