import { E2E, expect, test } from '../fixtures';
import { seedConsent } from '../fixtures/public-site';

test.use({ locale: 'ru-RU' });

/** The pages with download cards, and how many each has (content-pages §2, §9). */
const DOWNLOAD_PAGES: ReadonlyArray<[path: string, count: number]> = [
  ['/clients/signAndResign', 2],
  ['/clients/dealResignation', 2],
  ['/clients/priceListsAndTariffs', 3],
  ['/clients/workWithPrivateAccount', 1],
  ['/clients/documentsForDownload', 16],
  ['/partners/documentsForDownload', 16],
  ['/partners/forBankInformation', 2],
  ['/equipment/invoicesSiteTariffs', 1],
];

const CONTENT_TYPES = { pdf: 'application/pdf', doc: 'application/msword' } as const;
const MAGIC = { pdf: '%PDF-', doc: '{\\rtf1' } as const;

for (const lang of ['ru', 'en'] as const) {
  for (const [path, count] of DOWNLOAD_PAGES) {
    test(`${path} (${lang}): every download is a file of its type, named after its card`, async ({
      page,
      request,
    }) => {
      await seedConsent(page);
      await page.goto(`${E2E.siteUrl}${path}?lang=${lang}`);
      const cards = page.locator('a[download]');
      await expect(cards).toHaveCount(count);
      for (const card of await cards.all()) {
        const href = (await card.getAttribute('href'))!;
        const extension = /\.(pdf|doc)$/.exec(href)?.[1] as keyof typeof CONTENT_TYPES;
        expect(href, 'a numbered file under the documents path').toMatch(
          /^\/assets\/documents\/[a-z-]+-\d+\.(pdf|doc)$/,
        );
        // The card's title (its first text) plus the file's extension, with the characters that
        // some browser would replace ("/" and ":" in Chromium) made readable (issue 14). The title
        // keeps «№» with its number by a no-break space; a file name has plain spaces.
        const title = (await card.locator('span > span').first().textContent())!.trim();
        const safe = title
          .replace(/\u2060/g, '')
          .replace(/\s+/g, ' ')
          .replace(/\s*:\s*/g, ' - ')
          .replace(/[\\/|]/g, '-');
        expect(await card.getAttribute('download')).toBe(`${safe}.${extension}`);
        expect(await card.getAttribute('download')).not.toMatch(/[\\/:*?"<>|]/);
        const file = await request.get(`${E2E.siteUrl}${href}`);
        expect(file.status(), href).toBe(200);
        expect(file.headers()['content-type'], href).toContain(CONTENT_TYPES[extension]);
        expect(
          (await file.body()).subarray(0, MAGIC[extension].length).toString('latin1'),
          href,
        ).toBe(MAGIC[extension]);
        // The row says the format and the size of the very file it serves (GOV.UK's «PDF, 245 KB»).
        const kilobytes = Math.max(1, Math.ceil((await file.body()).length / 1024));
        await expect(card, href).toContainText(
          `${extension.toUpperCase()}, ${kilobytes}\u00a0${lang === 'ru' ? 'КБ' : 'KB'}`,
        );
      }
    });
  }
}

test('the documents groups hold applications 3 (1 pdf, 2 doc), sample letters 10, payment orders 2 pdf and notifications 1 doc', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/clients/documentsForDownload?lang=ru`);
  const group = (name: string) => page.getByRole('region', { name }).locator('a[download]');
  const extensions = async (name: string) =>
    (
      await group(name).evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')!.split('.').pop()),
      )
    ).sort();
  expect(await extensions('Заявления')).toEqual(['doc', 'doc', 'pdf']);
  expect(await extensions('Образцы писем')).toEqual([...Array(9).fill('doc'), 'pdf']);
  expect(await extensions('Платежные поручения')).toEqual(['pdf', 'pdf']);
  expect(await extensions('Уведомления')).toEqual(['doc']);
});

test('clicking a card downloads the file under the card title', async ({ page }) => {
  await seedConsent(page);
  await page.goto(`${E2E.siteUrl}/clients/dealResignation?lang=ru`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Заявление о расторжении договора/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Заявление о расторжении договора.doc');
  await page.goto(`${E2E.siteUrl}/clients/workWithPrivateAccount?lang=en`);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /Personal account user guide/ }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('Personal account user guide.pdf');

  // Chromium would save "№ 03/2024" as "№ 03_2024": the name says "03-2024" (issue 14).
  await page.goto(`${E2E.siteUrl}/clients/priceListsAndTariffs?lang=ru`);
  const [priceList] = await Promise.all([
    page.waitForEvent('download'),
    page.locator('a[download]').first().click(),
  ]);
  expect(priceList.suggestedFilename()).toMatch(/03-2024.*\.doc$/);
  expect(priceList.suggestedFilename()).not.toContain('_');
});
