import type { Locator, Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { fontSize, REVIEW_WIDTHS, seedConsent } from '../fixtures/public-site';

/*
 * Design review round 10 (public site, s43): what a picture shows and the markup cannot — /about's
 * sibling headings, list columns and closing band, and the tablet grids. One page load per check.
 */
test.use({ locale: 'ru-RU' });

const WIDTHS = REVIEW_WIDTHS;

const lefts = (locator: Locator) =>
  locator.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().left)),
  );

async function open(page: Page, path: string) {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}${path}${path.includes('?') ? '&' : '?'}lang=ru`);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('/about: five sections headed alike, «Карточкой можно оплатить» in columns, the application band before the operator', async ({
      page,
    }) => {
      await open(page, '/about');
      const sizes = await Promise.all(
        [
          'Платежная система',
          'Как работает система',
          'Назначение системы',
          'Карточкой можно оплатить',
          'Клиенты и партнеры',
        ].map((name) => fontSize(page.getByRole('heading', { level: 2, name, exact: true }))),
      );
      expect(new Set(sizes).size, sizes.join(', ')).toBe(1);
      const payable = page
        .getByRole('region', { name: 'Карточкой можно оплатить' })
        .getByRole('listitem');
      const columns = new Set(await lefts(payable)).size;
      expect(columns).toBe(size.width < 1024 ? 2 : 3);
      // The drawings sit beside the steps from 600 px, not in a band under them.
      const steps = page.getByRole('region', { name: 'Как работает система' });
      const card = (await steps.getByRole('img').first().boundingBox())!;
      const list = (await steps.getByRole('list').boundingBox())!;
      if (size.width >= 600) expect(card.x).toBeGreaterThanOrEqual(list.x + list.width);
      else expect(card.y).toBeGreaterThanOrEqual(list.y + list.height);
      const band = page.getByRole('region', { name: 'Станьте клиентом платежной системы' });
      await expect(band.getByRole('link', { name: 'Стать клиентом' })).toBeVisible();
      const operator = page.getByRole('heading', { name: 'Сведения об операторе' }).first();
      expect((await band.boundingBox())!.y).toBeLessThan((await operator.boundingBox())!.y);
    });
  });
}

test.describe('at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('tablet grids leave no hole: /equipment’s three client cards, the news cards under «Новость не найдена»; the type radios one a row', async ({
    page,
  }) => {
    await open(page, '/equipment');
    const cards = page
      .locator('section[aria-labelledby="equipment-clients"]')
      .getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const [first, second, third] = await Promise.all(
      [0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!),
    );
    expect(Math.abs(first!.y - second!.y)).toBeLessThanOrEqual(1);
    // Every card one width (design review 6); the client app's picture fills the cell beside the
    // third, as the plate does in the partners' list.
    expect(Math.abs(third!.width - first!.width)).toBeLessThanOrEqual(1);
    const picture = (await page
      .locator('section[aria-labelledby="equipment-clients"] > img')
      .boundingBox())!;
    expect(picture.x).toBeGreaterThan(third!.x + third!.width);
    expect(Math.abs(picture.y - third!.y)).toBeLessThanOrEqual(12);

    await open(page, '/news/no-such-news-item-r10');
    const latest = page.getByRole('region', { name: 'Последние новости' }).getByRole('listitem');
    expect(await latest.count()).toBeGreaterThanOrEqual(2);
    const [one, two] = [(await latest.nth(0).boundingBox())!, (await latest.nth(1).boundingBox())!];
    expect(Math.abs(one.y - two.y)).toBeLessThanOrEqual(1);

    await open(page, '/application');
    const radios = page.getByRole('group', { name: 'Что вас интересует' }).getByRole('radio');
    await expect(radios).toHaveCount(3);
    expect(new Set(await lefts(radios)).size).toBe(1);
  });
});
