import type { Page } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { REVIEW_WIDTHS, seedConsent, waitForHydration } from '../fixtures/public-site';

// Issue 14: the site's design at the three widths a review looks at.
test.use({ locale: 'ru-RU' });

const WIDTHS = REVIEW_WIDTHS;

/** The menu button of narrow screens (a <summary>); it carries aria-expanded once hydrated. */
const menuButton = (page: Page) => page.locator('summary[aria-controls="site-menu"]');

/** Waits until the page is hydrated on a narrow screen: the menu button says aria-expanded. */
async function waitForMenu(page: Page) {
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false', { timeout: 10_000 });
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('the header is compact, with a menu drawer under 1024 px (and the navigation row from 768 px), and the full header above', async ({
      page,
      consoleErrors,
    }) => {
      await seedConsent(page);
      await page.goto(`${E2E.siteUrl}/about?lang=ru`);
      const header = page.getByRole('banner');
      const box = (await header.boundingBox())!;
      if (size.width < 1024) {
        expect(box.height, 'the header takes at most 25% of the screen').toBeLessThanOrEqual(
          size.height * 0.25,
        );
        // Phones: the navigation is in the drawer; from 768 px it is also a row under the bar.
        const headerNav = header.getByRole('navigation', { name: 'Основное меню' });
        if (size.width < 768) await expect(headerNav).toBeHidden();
        else await expect(headerNav).toBeVisible();
        await expect(page.getByRole('combobox', { name: 'Поиск по сайту' })).toBeVisible();
        await waitForMenu(page);
        const button = menuButton(page);
        // Where the row shows the sections (from 768 px) the button says «Ещё» and the drawer does
        // not repeat them (design review s42b, finding 3).
        const rowShown = size.width >= 768;
        const buttonName = rowShown ? 'Ещё' : 'Меню';
        await expect(button).toHaveAccessibleName(buttonName);
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        // Open, the button says what it does now.
        await expect(button).toHaveAccessibleName('Закрыть');
        await expect(button).toHaveText('Закрыть', { useInnerText: true });
        const drawer = page.locator('#site-menu');
        await expect(drawer).toBeVisible();
        const nav = drawer.getByRole('navigation', { name: 'Основное меню' });
        if (rowShown) await expect(nav).toBeHidden();
        else
          for (const name of [
            'О компании',
            'Партнерам',
            'Клиентам',
            'Новости',
            'Оборудование и ПО',
            'Контакты',
          ]) {
            await expect(nav.getByText(name, { exact: true })).toBeVisible();
          }
        // The drawer's one primary button is the way to become a client, above the outside sites.
        const apply = drawer.getByRole('link', { name: 'Стать клиентом', exact: true });
        await expect(apply).toHaveAttribute('href', '/application?type=client');
        if (rowShown) {
          // Without the sections above it, it starts right under the drawer's 64 px bar (design review
          // s43, finding 15: it stood 48 px lower, under the hidden sections' gap).
          const [drawerTop, applyTop] = await Promise.all([
            drawer.evaluate((element) => element.getBoundingClientRect().top),
            apply.evaluate((element) => element.getBoundingClientRect().top),
          ]);
          expect(applyTop - drawerTop).toBeLessThanOrEqual(96);
        }
        const stations = drawer.getByRole('link', { name: /^Поиск АЗС/ });
        expect((await apply.boundingBox())!.y).toBeLessThan((await stations.boundingBox())!.y);
        await expect(drawer.getByRole('link', { name: /^Поиск АЗС/ })).toHaveAttribute(
          'target',
          '_blank',
        );
        await expect(
          drawer.getByRole('link', { name: /^Личный кабинет\s*\(откроется/ }),
        ).toBeVisible();
        await expect(drawer.getByRole('button', { name: /Телефоны отделений/ })).toBeVisible();
        await expect(drawer.getByRole('link', { name: '+375 (17) 200-00-01' })).toBeVisible();
        await expect(drawer.getByRole('link', { name: 'EN', exact: true })).toBeVisible();
        // The page behind is out of reach while it is open.
        await expect(page.getByRole('main')).toHaveAttribute('inert', '');

        // Focus stays inside: Tab from the last item comes back to the button, Shift+Tab goes round.
        await button.focus();
        await page.keyboard.press('Shift+Tab');
        const last = await page.evaluate(() => document.activeElement?.textContent);
        expect(await page.evaluate(() => !!document.activeElement?.closest('details'))).toBe(true);
        await page.keyboard.press('Tab');
        await expect(button).toBeFocused();
        expect(last).toBeTruthy();
        for (let step = 0; step < 25; step += 1) {
          await page.keyboard.press('Tab');
          expect(await page.evaluate(() => !!document.activeElement?.closest('details'))).toBe(
            true,
          );
        }

        // Escape closes it and gives the focus back to the button.
        await page.keyboard.press('Escape');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
        await expect(drawer).toBeHidden();
        await expect(button).toHaveAccessibleName(buttonName);

        // A panel's groups open in place; following a link closes the drawer.
        await button.click();
        if (rowShown) {
          await apply.click();
          await expect(page).toHaveURL(`${E2E.siteUrl}/application?type=client`);
        } else {
          await nav.getByText('Клиентам', { exact: true }).click();
          await nav.getByRole('link', { name: 'Документы для скачивания' }).click();
          await expect(page).toHaveURL(`${E2E.siteUrl}/clients/documentsForDownload`);
        }
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('main')).not.toHaveAttribute('inert', '');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          rowShown ? /^Заявка/ : 'Документы для скачивания',
        );
      } else {
        await expect(menuButton(page)).toBeHidden();
        const nav = page.getByRole('navigation', { name: 'Основное меню' });
        await expect(nav).toBeVisible();
        // The six items sit on one row.
        const tops = await nav
          .locator(':scope > ul > li')
          .evaluateAll((items) =>
            items.map((item) => Math.round(item.getBoundingClientRect().top)),
          );
        expect(new Set(tops).size).toBe(1);
        await expect(header.getByRole('link', { name: /^Поиск АЗС/ })).toBeVisible();
        await expect(header.getByRole('button', { name: /Телефоны отделений/ })).toBeVisible();
      }
      expect(consoleErrors).toEqual([]);
    });

    test('headings follow one scale: every h1 is larger than every h2, every h2 larger than every h3', async ({
      page,
    }) => {
      await seedConsent(page);
      for (const path of [
        '/',
        '/about',
        '/clients',
        '/partners',
        '/equipment',
        '/equipment/gsAutomationSystem',
        '/clients/signAndResign',
        '/partners/forBankInformation',
        '/contacts',
        '/news',
        '/clients/tollRoads',
        '/search?q=карт',
        '/no-such-page',
      ]) {
        await page.goto(`${E2E.siteUrl}${path}${path.includes('?') ? '&' : '?'}lang=ru`);
        const sizes = await page.getByRole('main').evaluate((main) => {
          // The error page's spec headings are a caption (data-visual-level="caption") and its
          // lead line in the visitor's language is drawn as the h1 (data-visual-level="1").
          const of = (level: number) =>
            Array.from(
              main.querySelectorAll<HTMLElement>(
                `h${level}:not([data-visual-level="caption"]), [data-visual-level="${level}"]`,
              ),
            )
              .filter(
                (heading) =>
                  heading.getClientRects().length > 0 &&
                  !heading.closest('.visually-hidden') &&
                  heading.className !== 'visually-hidden',
              )
              .map((heading) => parseFloat(getComputedStyle(heading).fontSize));
          return { h1: of(1), h2: of(2), h3: of(3) };
        });
        expect(sizes.h1.length, `${path}: one h1`).toBe(1);
        if (sizes.h2.length)
          expect(Math.min(...sizes.h1), `${path}: h1 > h2`).toBeGreaterThan(Math.max(...sizes.h2));
        if (sizes.h2.length && sizes.h3.length)
          expect(Math.min(...sizes.h2), `${path}: h2 > h3`).toBeGreaterThan(Math.max(...sizes.h3));
      }
      // Unhinted outlines: Golos Text's hinting drops the dot of «i» at 14–15 px in Chromium.
      expect(await page.evaluate(() => getComputedStyle(document.body).textRendering)).toBe(
        'geometricprecision',
      );
    });

    test('contacts without consent: our offline map in the map’s place, a pin per office, Smolensk in view', async ({
      page,
    }) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(E2E.siteUrl) && !request.url().startsWith('data:'))
          outside.push(request.url());
      });
      await seedConsent(page);
      await page.goto(`${E2E.siteUrl}/contacts?lang=ru`);
      const sketch = page.getByRole('img', {
        name: 'Схема: отделения в Беларуси и дочерняя компания в Смоленске',
      });
      await expect(sketch).toBeVisible();
      await expect(sketch.getByText('Смоленск')).toBeVisible();
      await expect(sketch.locator(':scope > span')).toHaveCount(7);
      await expect(sketch.locator('[data-selected]')).toHaveText('Минск');
      const panel = (await sketch.evaluate((element) =>
        element.parentElement!.parentElement!.getBoundingClientRect().toJSON(),
      )) as DOMRect;
      // The content's whole width: the page's gutters are 16 px on a phone, 32 px from 600 px.
      expect(panel.width, 'the map keeps its width').toBeGreaterThanOrEqual(
        size.width < 1024 ? size.width - 64 : 500,
      );
      await expect(
        page.getByRole('heading', { name: 'Дочерняя компания в Смоленске' }),
      ).toBeVisible();
      await expect(page.getByText(MAP_MESSAGE)).toBeVisible();

      // Every pin sits inside the sketch at its office's place; a location button highlights its office
      // (once the page's code runs: a tap before hydration is a plain button's, which CI once caught).
      await waitForHydration(page);
      await expect(
        page.getByRole('button', { name: 'Показать на карте: Гомельское отделение' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Показать на карте: Гомельское отделение' }).click();
      await expect(sketch.locator('[data-selected]')).toHaveText('Гомель');
      await expect(page.getByRole('region', { name: 'Выбранное отделение' })).toContainText(
        'Гомельское отделение',
      );
      await expect(sketch).toBeInViewport();

      // Addresses and e-mails never break inside a word: each e-mail is one line.
      for (const email of await page.locator('main article a[href^="mailto:"]').all()) {
        const lines = await email.evaluate(
          (element) =>
            new Set(Array.from(element.getClientRects(), (rect) => Math.round(rect.top))).size,
        );
        expect(lines, (await email.textContent()) ?? '').toBe(1);
      }
      const brokenWords = await page
        .locator('main article dd')
        .evaluateAll(
          (cells) =>
            cells.filter(
              (cell) =>
                getComputedStyle(cell).overflowWrap === 'anywhere' ||
                getComputedStyle(cell).wordBreak === 'break-all',
            ).length,
        );
      expect(brokenWords).toBe(0);
      expect(outside, 'the offline map loads nothing from other sites').toEqual([]);
    });

    test('the footer names the operator, quietly and readable: legal name, УНП, register entry, legal address', async ({
      page,
    }) => {
      await seedConsent(page);
      await page.goto(`${E2E.siteUrl}/offer?lang=ru`);
      const operator = page
        .getByRole('contentinfo')
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Сведения об операторе' }) });
      await operator.scrollIntoViewIfNeeded();
      await expect(operator).toBeVisible();
      await expect(operator).toContainText('УНП');
      await expect(operator).toContainText('Юридический адрес:');
      await expect(operator).toContainText('Реестр операторов платежных систем');
      expect(await noSidewaysScroll(page)).toBe(true);
      // The document: the day of its wording under the title, and the operator's details in full.
      await expect(page.getByText(/^Дата обновления:/)).toBeVisible();
      const details = page.getByRole('region', { name: 'Сведения об операторе' });
      await expect(details.getByRole('definition')).toHaveCount(5);
      await page.screenshot({
        path: test.info().outputPath(`offer-${size.width}.png`),
        fullPage: true,
      });
    });

    test('the footer is short on phones (design review s35): at most 800 px below 600 px wide, the hours and e-mails behind a disclosure there, in view from 600 px', async ({
      page,
      consoleErrors,
    }) => {
      await seedConsent(page);
      await page.goto(`${E2E.siteUrl}/clients/priceListsAndTariffs?lang=ru`);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      // Always in view: the navigation, the office's address, its first phone, «Все контакты»
      // and the operator's details.
      await expect(
        footer.getByRole('navigation', { name: 'Навигация' }).getByRole('link'),
      ).toHaveCount(6);
      await expect(footer.locator('address')).toBeVisible();
      await expect(footer.locator('address')).toContainText('Минск');
      await expect(footer.getByRole('link', { name: '+375 (17) 200-00-01' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Все контакты' })).toBeVisible();
      await expect(footer.getByText(/^УНП \d+/)).toBeVisible();
      const hours = footer.getByText('Пн–Чт 08:30–17:30');
      const email = footer.getByRole('link', { name: 'support.minsk@routecard.example' });
      const otherPhone = footer.getByRole('link', { name: '+375 (17) 200-00-03' });
      const summary = footer.getByText('Режим работы, телефоны и e-mail');
      if (size.width < 600) {
        const { height } = (await footer.boundingBox())!;
        expect(height, 'the footer at most 800 px tall on a phone').toBeLessThanOrEqual(800);
        await expect(hours).toBeHidden();
        await expect(email).toBeHidden();
        await summary.click();
        await expect(hours).toBeVisible();
        await expect(email).toBeVisible();
        await expect(otherPhone).toBeVisible();
      } else {
        await expect(summary).toBeHidden();
        await expect(hours).toBeVisible();
        await expect(email).toBeVisible();
        await expect(otherPhone).toBeVisible();
        // The e-mails in a column of their own to the right of the hours (768: no empty half).
        const hoursBox = (await hours.boundingBox())!;
        expect((await email.boundingBox())!.x).toBeGreaterThan(hoursBox.x + hoursBox.width);
      }
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(consoleErrors).toEqual([]);
    });

    test('a placeholder page keeps its red heading and is useful; the error page keeps the spec’s heading and offers a way on', async ({
      page,
    }) => {
      await seedConsent(page);
      await page.goto(`${E2E.siteUrl}/partners/systemRules?lang=ru`);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toHaveText('Правила платежной системы');
      expect(await title.evaluate((element) => getComputedStyle(element).color)).toBe(
        'rgb(198, 45, 38)',
      );
      await expect(
        page
          .getByRole('navigation', { name: 'Навигационная цепочка' })
          .getByRole('link', { name: 'Партнерам' }),
      ).toHaveAttribute('href', '/partners');
      const contact = page.getByRole('region', { name: 'Клиентский сервис' });
      await expect(contact).toContainText('+375 (17) 200-00-01');
      // Under the red heading a calm note, not a pink alert (issue 25), and a way to apply.
      const note = page.getByText(/^Материалы этого раздела готовятся к публикации/);
      expect(await note.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        'rgba(0, 0, 0, 0)',
      );
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(contact.getByRole('link', { name: 'Стать клиентом' })).toHaveAttribute(
        'href',
        '/application?type=client',
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // Six other pages of the area, then the area's page (design review 5).
      const others = page.getByRole('navigation', { name: 'Другие страницы раздела' });
      await expect(others.getByRole('listitem')).toHaveCount(6);
      await expect(others.getByRole('link', { name: 'Все разделы' })).toHaveAttribute(
        'href',
        '/partners',
      );
      await expect(page.getByRole('link', { name: 'Наверх' })).toBeVisible();
      expect(await noSidewaysScroll(page)).toBe(true);

      const response = await page.goto(`${E2E.siteUrl}/no-such-page?lang=ru`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Unexpected Application Error',
      );
      await expect(page.getByRole('heading', { level: 2, name: '404 Not Found' })).toBeVisible();
      await expect(
        page.getByText('Страница, которую вы ищете, не существует или была перемещена.'),
      ).toBeVisible();
      const search = page.getByRole('search', { name: 'Поищите на сайте' });
      await search.getByRole('searchbox').fill('прейскурант');
      await expect(
        page.getByRole('navigation', { name: 'Основные разделы' }).getByRole('link'),
      ).toHaveCount(6);
      expect(await noSidewaysScroll(page)).toBe(true);
      await search.getByRole('button', { name: 'Найти' }).click();
      await expect(page).toHaveURL(/\/search\?q=/);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Прейскуранты и тарифы' }),
      ).toBeVisible();
    });

    test('rows without a lone item (design review s33): partner logos with their buttons, office cards, software cards, legal links', async ({
      page,
      consoleErrors,
    }) => {
      await seedConsent(page);
      const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;
      const middle = (b: { y: number; height: number }) => b.y + b.height / 2;

      // Four logos at a time; the buttons beside them from 600 px, on phones in the heading's line above them.
      await page.goto(`${E2E.siteUrl}/?lang=ru`);
      const carousel = page.getByRole('region', { name: 'Наши партнеры' });
      await carousel.scrollIntoViewIfNeeded();
      const logos = carousel.getByRole('img');
      await expect(logos).toHaveCount(4);
      const heading = await box(carousel.getByRole('heading', { level: 2, name: 'Наши партнеры' }));
      const previous = await box(carousel.getByRole('button', { name: 'Предыдущие партнеры' }));
      const next = await box(carousel.getByRole('button', { name: 'Следующие партнеры' }));
      const first = await box(logos.first());
      const last = await box(logos.last());
      if (size.width < 600) {
        expect(Math.abs(middle(previous) - middle(heading))).toBeLessThan(8);
        expect(Math.abs(middle(next) - middle(heading))).toBeLessThan(8);
        expect(previous.y + previous.height).toBeLessThan(first.y);
      } else {
        // From 600 px too (design review 7): the buttons at the end of the heading's line, the
        // logos under them from the heading's edge to the column's end, each 48 px high (the files
        // are cropped to their marks, so their words read at about 20 px; design review s42b).
        expect(Math.abs(middle(previous) - middle(heading))).toBeLessThan(8);
        expect(Math.abs(middle(next) - middle(heading))).toBeLessThan(8);
        const slides = carousel.getByRole('listitem');
        const firstSlide = await box(slides.first());
        const lastSlide = await box(slides.last());
        expect(Math.abs(firstSlide.x - heading.x)).toBeLessThan(2);
        expect(Math.abs(lastSlide.x + lastSlide.width - (next.x + next.width))).toBeLessThan(2);
        expect(Math.round(first.height)).toBe(48);
        expect(last.x).toBeGreaterThan(first.x);
      }

      // The legal links: one row from 1200 px; else the four legal pages, then the two cookie entries;
      // on phones two columns.
      const legal = page
        .getByRole('navigation', { name: 'Правовая информация' })
        .getByRole('listitem');
      await expect(legal).toHaveCount(6);
      const rows = await legal.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      if (size.width >= 1200) expect(new Set(rows).size).toBe(1);
      else if (size.width >= 600) {
        // One row that wraps where it must (design review 7): at most two lines, the second
        // one line's step under the first (no empty row between).
        const lines = [...new Set(rows)];
        expect(lines.length).toBeLessThanOrEqual(2);
        if (lines.length === 2) expect(lines[1]! - lines[0]!).toBeLessThanOrEqual(40);
      } else {
        // Phones (s36): short lines that run on, the cookie entries after the four legal pages,
        // each link at least a 24 px target.
        expect(rows[4]).toBeGreaterThan(rows[3]!);
        for (const height of await legal.evaluateAll((items) =>
          items.map((item) => item.firstElementChild!.getBoundingClientRect().height),
        ))
          expect(height).toBeGreaterThanOrEqual(24);
      }

      // Office cards two a row where the list runs under the map (600–1023 px).
      await page.goto(`${E2E.siteUrl}/contacts?lang=ru`);
      const offices = page.locator('main article');
      const [minsk, brest] = [await box(offices.nth(0)), await box(offices.nth(1))];
      if (size.width >= 600 && size.width < 1024) {
        expect(brest.y).toBe(minsk.y);
        expect(brest.height).toBe(minsk.height);
      } else expect(brest.y).toBeGreaterThan(minsk.y + minsk.height);

      // Software cards: from 600 px none alone over a whole row and (design review 6) every card
      // of the page one width, two a row under 1024 px; the plate a cell of the partners' grid
      // from 600 px, beside the fifth card under 1024 px.
      await page.goto(`${E2E.siteUrl}/equipment?lang=ru`);
      const partnersSection = page.getByRole('region', { name: 'Для партнеров' });
      const list = await box(partnersSection.getByRole('list'));
      const cards = partnersSection.getByRole('list').getByRole('listitem');
      await expect(cards).toHaveCount(5);
      const widths = await page
        .getByRole('main')
        .locator('section ul > li')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
      expect(widths).toHaveLength(8);
      if (size.width >= 600) {
        for (const width of widths) expect(width).toBeLessThan(list.width * 0.6);
      }
      if (size.width >= 600 && size.width < 1024) {
        for (const width of widths) expect(Math.abs(width - widths[0]!)).toBeLessThanOrEqual(1);
      }
      const plate = partnersSection.locator('img');
      if (size.width >= 600) await expect(plate).toBeVisible();
      else await expect(plate).toBeHidden();
      if (size.width >= 600 && size.width < 1024) {
        const [fifth, picture] = [await box(cards.nth(4)), await box(plate)];
        expect(Math.abs(picture.y - fifth.y)).toBeLessThanOrEqual(1);
        expect(picture.x).toBeGreaterThan(fifth.x + fifth.width);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('design review 6: main calls to action the column’s width on phones; the closing band stacked in an article column', async ({
      page,
      consoleErrors,
    }) => {
      await seedConsent(page);
      const width = async (locator: ReturnType<Page['locator']>) =>
        (await locator.boundingBox())!.width;
      const checks = [
        { path: '/', name: 'Стать клиентом' },
        { path: '/equipment/smartPayApp', name: 'Запросить демо' },
        { path: '/clients', name: 'Стать клиентом' },
        { path: '/clients/signAndResign', name: 'Стать клиентом' },
      ];
      for (const { path, name } of checks) {
        await page.goto(`${E2E.siteUrl}${path}?lang=ru`);
        const button = page.getByRole('main').getByRole('link', { name, exact: true }).first();
        const column = button.locator('xpath=..');
        if (size.width < 600)
          expect(Math.abs((await width(button)) - (await width(column))), path).toBeLessThanOrEqual(
            1,
          );
        else expect(await width(button), path).toBeLessThan((await width(column)) - 40);
      }
      // The green band of a product page: its heading and sentence over the button, never beside
      // it in a column too narrow for them (the band's own width decides, not the screen's).
      await page.goto(`${E2E.siteUrl}/equipment/gsAutomationSystem?lang=ru`);
      const band = page.getByRole('region', { name: 'Посмотрите продукт в работе' });
      const title = (await band.getByRole('heading', { level: 2 }).boundingBox())!;
      const action = (await band.getByRole('link', { name: 'Запросить демо' }).boundingBox())!;
      expect(action.y).toBeGreaterThan(title.y + title.height);
      expect(consoleErrors).toEqual([]);
    });
  });
}

const MAP_MESSAGE =
  'Для отображения карты необходимо согласие на обработку функциональных и аналитических cookies.';

async function noSidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

test('the menu drawer works without JavaScript (HYDRATE=false alike): a native disclosure of links', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'ru-RU',
    viewport: { width: 375, height: 812 },
  });
  const page = await context.newPage();
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  const button = menuButton(page);
  await expect(button).not.toHaveAttribute('aria-expanded');
  await button.click();
  const drawer = page.locator('#site-menu');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Контакты' }).click();
  await expect(page).toHaveURL(`${E2E.siteUrl}/contacts`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
  await expect(page.locator('#site-menu')).toBeHidden();
  await context.close();
});

test('print: the page without the site’s chrome, with the addresses of outside links', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/clients/workWithPrivateAccount?lang=ru`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Поиск по сайту' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Наверх' })).toBeHidden();
  await expect(page.getByRole('link', { name: /RouteCard/ })).toBeVisible();
  const outside = page.getByRole('main').locator('a[href^="http"]').first();
  const href = (await outside.getAttribute('href'))!;
  expect(await outside.evaluate((element) => getComputedStyle(element, '::after').content)).toBe(
    `" (${href})"`,
  );
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the web app manifest, its icons, the apple-touch-icon and the theme colour', async ({
  page,
  request,
}) => {
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2E7D3B');
  const manifestHref = (await page.locator('link[rel="manifest"]').getAttribute('href'))!;
  const answer = await request.get(`${E2E.siteUrl}${manifestHref}`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ name: 'RouteCard', start_url: '/', theme_color: '#2E7D3B' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await request.get(`${E2E.siteUrl}${icon.src}`);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type === 'image/png')
      expect(pngSize(await file.body()), icon.src).toEqual(icon.sizes.split('x').map(Number));
  }
  const touch = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'))!;
  const touchFile = await request.get(`${E2E.siteUrl}${touch}`);
  expect(touchFile.status()).toBe(200);
  expect(pngSize(await touchFile.body())).toEqual([180, 180]);
});

/** Width and height of a PNG from its IHDR chunk. */
function pngSize(bytes: Buffer): number[] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('every page has a social preview: Open Graph with a 1200 × 630 image (a news item its own) and twitter:card summary_large_image', async ({
  request,
}) => {
  const sitemap = await (await request.get(`${E2E.siteUrl}/sitemap.xml`)).text();
  const paths = [
    ...new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname),
    ),
  ];
  expect(paths.length).toBeGreaterThan(35);
  let image: string | null = null;
  for (const lang of ['ru', 'en'] as const) {
    for (const path of [...paths, '/search']) {
      const html = await (await request.get(`${E2E.siteUrl}${path}?lang=${lang}`)).text();
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(
          html,
        )?.[1];
      // A news item is an article with its own picture (issue 17); every other page is the site.
      const newsItem = /^\/news\/[^/]+$/.test(path);
      expect(meta('og:type'), path).toBe(newsItem ? 'article' : 'website');
      expect(meta('og:title'), path).toBeTruthy();
      expect(meta('og:description'), path).toBeTruthy();
      expect(meta('og:url'), path).toMatch(
        new RegExp(`^${E2E.siteUrl}${path === '/' ? '/' : path}\\?`),
      );
      // A news item with a cover (issue 15) shows its cover's JPEG, with that picture's size.
      const cover = newsItem && /\/api\/images\/[0-9a-f]+\.jpg$/.test(meta('og:image') ?? '');
      expect(meta('og:image'), path).toMatch(
        newsItem
          ? cover
            ? new RegExp(`^${E2E.siteUrl}/api/images/[0-9a-f]+\\.jpg$`)
            : new RegExp(`^${E2E.siteUrl}/social/news/\\d+-${lang}-[0-9a-f]{16}\\.png$`)
          : /^https?:\/\/.+\/social\/default\.png$/,
      );
      if (!cover) {
        expect(meta('og:image:width'), path).toBe('1200');
        expect(meta('og:image:height'), path).toBe('630');
        expect(meta('og:image:alt'), path).toMatch(/RouteCard/);
      } else expect(Number(meta('og:image:width')), path).toBeGreaterThan(0);
      expect(meta('og:locale'), path).toBe(lang === 'ru' ? 'ru_RU' : 'en_US');
      expect(meta('og:locale:alternate'), path).toBe(lang === 'ru' ? 'en_US' : 'ru_RU');
      expect(meta('twitter:card'), path).toBe('summary_large_image');
      expect(meta('twitter:image'), path).toBe(meta('og:image'));
      if (!newsItem) image = meta('og:image')!;
    }
  }
  const picture = await request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/png');
  expect(pngSize(await picture.body())).toEqual([1200, 630]);
});

test('no card or link of the home page leads to a placeholder page (issue 25)', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/?lang=ru`);
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const path of [
    '/clients/plasticCardUsageRules',
    '/clients/nonResidentsSupport',
    '/clients/tollRoads',
    '/clients/forFuelPayments',
    '/clients/issuerRules',
    '/partners/systemRules',
    '/partners/plasticCardUsageRules',
    '/partners/forNotAResidentsServices',
    '/partners/11',
  ])
    expect(hrefs).not.toContain(path);
  // The card leads to the offices' contacts, so it does not promise a page of its own (design
  // review s42b, finding 15): «Нерезидентам», not «Обслуживание нерезидентов».
  await expect(page.getByRole('link', { name: 'Нерезидентам' })).toHaveAttribute(
    'href',
    '/contacts',
  );
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the cookie table is a list of cards, each named in mono, with no sideways scroll; from 600 px a table in a focusable region', async ({
    page,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/cookie-policy?lang=ru`);
    // Phones: the table is not shown (nor read); the same entries are cards.
    await expect(page.getByRole('region', { name: 'Что сохраняет сайт' })).toBeHidden();
    const cards = page.getByRole('list', { name: 'Что сохраняет сайт' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    const first = cards.first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText('lang');
    expect(
      await first.locator('h3 code').evaluate((code) => getComputedStyle(code).fontFamily),
    ).toMatch(/mono/i);
    await expect(first.locator('dt')).toHaveText(['Где хранится', 'Назначение', 'Срок хранения']);
    // Every card fits the screen: nothing is cut mid-word any more.
    for (const box of await cards.evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().right),
    ))
      expect(box).toBeLessThanOrEqual(375);
    expect(await noSidewaysScroll(page)).toBe(true);

    // Tablets: the table, in a named region that takes the focus, visibly.
    await page.setViewportSize({ width: 768, height: 1024 });
    const region = page.getByRole('region', { name: 'Что сохраняет сайт' });
    await expect(region).toBeVisible();
    await expect(page.getByRole('list', { name: 'Что сохраняет сайт' })).toBeHidden();
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await expect(region).toBeFocused();
    expect(await region.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe(
      'none',
    );
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  test('the app page’s store badges are its first action: two of one width side by side', async ({
    page,
  }) => {
    await seedConsent(page);
    await page.goto(`${E2E.siteUrl}/equipment/fuelcardInternetClientApp?lang=ru`);
    const badges = page.getByRole('list', { name: 'Скачать приложение' }).getByRole('link');
    await expect(badges).toHaveCount(2);
    const [apple, android] = [
      (await badges.nth(0).boundingBox())!,
      (await badges.nth(1).boundingBox())!,
    ];
    expect(Math.abs(apple.width - android.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(apple.y - android.y)).toBeLessThanOrEqual(1);
    expect(apple.height).toBeGreaterThanOrEqual(44);
    // The words stay inside the badge.
    for (const badge of [badges.nth(0), badges.nth(1)])
      expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    expect(await noSidewaysScroll(page)).toBe(true);
  });
});
