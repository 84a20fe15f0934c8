import type { Locator, Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { fontSize, REVIEW_WIDTHS, seedConsent } from '../fixtures/public-site';

/*
 * Design review round 9 (public site, s42b): the 404 page's visual order, the bank page's cards,
 * info cards and advantages on tablets, the partner logos, light info card heads on phones and the
 * offices before the map on /contacts. One page load per check, few checks per width.
 */
test.use({ locale: 'ru-RU' });

const WIDTHS = REVIEW_WIDTHS;

const box = async (locator: Locator) => (await locator.boundingBox())!;
const tops = (locator: Locator) =>
  locator.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));

async function open(page: Page, path: string) {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}${path}${path.includes('?') ? '&' : '?'}lang=ru`);
}

for (const size of WIDTHS) {
  const tablet = size.width >= 600 && size.width < 1024;
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('404: the visitor’s words at the h1 size, the spec’s English headings a small muted caption', async ({
      page,
    }) => {
      await open(page, '/no-such-page');
      const title = page.getByRole('heading', { level: 1, name: 'Unexpected Application Error' });
      const status = page.getByRole('heading', { level: 2, name: '404 Not Found' });
      const words = page.getByText('Страница не найдена', { exact: true });
      expect(await fontSize(title)).toBeLessThanOrEqual(14);
      expect(await fontSize(status)).toBeLessThanOrEqual(14);
      // As large as the h1 of a content page at this width (28–30 px on phones, 40 px on a desk).
      expect(await fontSize(words)).toBeGreaterThanOrEqual(size.width < 600 ? 28 : 30);
      expect((await box(title)).y).toBeLessThan((await box(words)).y);
      const muted = await title.evaluate((element) => getComputedStyle(element).color);
      expect(muted).not.toBe('rgb(0, 0, 0)');
      expect(await words.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
    });

    test('the bank page: three cards a row from 600 px; the two placeholder cards keep their links as outlined tiles that say «Раздел готовится»', async ({
      page,
    }) => {
      await open(page, '/partners/forBankInformation');
      const cards = page
        .getByRole('region', { name: 'Правила и обслуживание' })
        .getByRole('article');
      await expect(cards).toHaveCount(3);
      const rows = await tops(cards);
      if (size.width >= 600) expect(new Set(rows).size).toBe(1);
      else expect(new Set(rows).size).toBe(3);
      const shadows = await cards.evaluateAll((items) =>
        items.map((item) => getComputedStyle(item).boxShadow),
      );
      expect(shadows[0]).not.toBe('none');
      expect(shadows.slice(1)).toEqual(['none', 'none']);
      for (const [index, href] of [
        [1, '/partners/plasticCardUsageRules'],
        [2, '/partners/forNotAResidentsServices'],
      ] as const) {
        const link = cards.nth(index).getByRole('link');
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toContainText('Раздел готовится');
      }
      await expect(cards.first()).not.toContainText('Раздел готовится');
    });

    test('/partners: info cards two a row on tablets (the third across), three on a desk; «Преимущества» two a row below 1024 px; the logos one height', async ({
      page,
    }) => {
      await open(page, '/partners');
      const cards = page
        .getByRole('region', { name: 'Разделы для партнеров' })
        .getByRole('article');
      await expect(cards).toHaveCount(3);
      const [first, second, third] = [
        await box(cards.nth(0)),
        await box(cards.nth(1)),
        await box(cards.nth(2)),
      ];
      if (size.width < 600) expect(second.y).toBeGreaterThan(first.y + first.height);
      else if (tablet) {
        expect(second.y).toBe(first.y);
        expect(third.y).toBeGreaterThan(first.y + first.height);
        expect(Math.abs(third.width - (second.x + second.width - first.x))).toBeLessThanOrEqual(1);
        // The card across the row is not a picture a screen tall.
        expect(third.height).toBeLessThan(first.height * 1.2);
      } else expect(new Set([first.y, second.y, third.y]).size).toBe(1);
      // The placeholder links of the cards say so.
      await expect(
        page.getByRole('link', { name: 'Новые сервисы Раздел готовится' }),
      ).toHaveAttribute('href', '/partners/11');

      // Phones: the card's head is light (the green surface), its title dark.
      const head = cards.first().getByRole('heading', { level: 3 });
      const headColours = await head.evaluate((heading) => ({
        background:
          getComputedStyle(heading.parentElement!).backgroundImage === 'none'
            ? getComputedStyle(heading.parentElement!).backgroundColor
            : 'image',
        text: getComputedStyle(heading).color,
      }));
      if (size.width < 600)
        expect(headColours).toEqual({ background: 'rgb(234, 246, 236)', text: 'rgb(26, 29, 31)' });
      else expect(headColours.text).toBe('rgb(255, 255, 255)');

      const advantages = page.getByRole('region', { name: 'Преимущества' }).getByRole('listitem');
      await expect(advantages).toHaveCount(3);
      const advantageRows = await tops(advantages);
      if (size.width < 600) expect(new Set(advantageRows).size).toBe(3);
      else if (tablet) expect(new Set(advantageRows).size).toBe(2);
      else expect(new Set(advantageRows).size).toBe(1);

      // Every logo at one height (their words drawn at one cap height), two a row below 1024 px.
      const carousel = page.getByRole('region', { name: 'Наши партнеры' });
      await carousel.scrollIntoViewIfNeeded();
      const logos = carousel.getByRole('img');
      await expect(logos).toHaveCount(4);
      const heights = await logos.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().height)),
      );
      expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBe(1);
      expect(heights[0]).toBe(size.width >= 600 ? 48 : 40);
      const logoRows = new Set(await tops(carousel.getByRole('listitem'))).size;
      expect(logoRows).toBe(size.width >= 1024 ? 1 : 2);
    });

    test('the application form: the phone as wide as the other inputs on phones, ticks in error 2 px red, 24 px between paired fields from 768 px, the services a question', async ({
      page,
    }) => {
      await open(page, '/application');
      await page.getByRole('button', { name: 'Отправить заявку' }).click();
      const tile = page.getByLabel('Топливные карточки');
      await expect(tile).toHaveAttribute('aria-invalid', 'true');
      await expect(tile.locator('xpath=..')).toHaveCSS(
        'box-shadow',
        'rgb(198, 45, 38) 0px 0px 0px 1px inset',
      );
      const phone = await box(page.getByLabel('Телефон'));
      const email = await box(page.getByLabel('Электронная почта'));
      if (size.width < 600) expect(phone.width).toBe(email.width);
      else expect(phone.width).toBeLessThanOrEqual(email.width);
      if (size.width >= 768) {
        const company = await box(page.getByLabel('Название организации'));
        const unp = await box(page.getByLabel('УНП'));
        expect(unp.x - (company.x + company.width)).toBeGreaterThanOrEqual(24);
      }
      const legend = page.getByRole('group', { name: /Интересующие услуги/ }).locator('legend');
      expect(await fontSize(legend)).toBe(16);
      await expect(legend).toHaveCSS('border-bottom-width', '0px');
    });

    test('/contacts: the offices first, the map after «Россия» below 1024 px, beside the list above', async ({
      page,
    }) => {
      await open(page, '/contacts');
      const russia = await box(page.getByRole('button', { name: 'Россия' }));
      const map = await box(page.getByRole('img', { name: /^Схема: отделения/ }));
      const minsk = await box(
        page.getByRole('main').getByRole('heading', { name: 'Минское отделение' }),
      );
      if (size.width < 1024) expect(map.y).toBeGreaterThan(russia.y);
      else {
        expect(map.x).toBeGreaterThan(minsk.x + minsk.width);
        expect(map.y).toBeLessThan(russia.y);
      }
    });
  });
}
