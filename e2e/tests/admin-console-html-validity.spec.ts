import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E, expect, test } from '../fixtures';
import { consoleContext, openConsole, superadminToken, WIDTHS } from '../fixtures/console';
import { checkHtmlFiles } from '../fixtures/nu-html-checker';

// The console is a single-page app: its HTML is what the browser builds. Each section's rendered
// document, at a desk and on a phone (their toolbars and fields differ), and the login page, are
// valid HTML for the W3C Nu Html Checker: no errors (it found a <div> panel inside the editor
// toolbar's <span> and the non-standard textarea wrap="off").
const SCREENS = [
  '/adminDashboard',
  '/adminDashboard/users',
  '/adminDashboard/news',
  '/adminDashboard/news?state=scheduled',
  '/adminDashboard/news/new',
  '/adminDashboard/media',
  '/adminDashboard/audit',
  '/adminDashboard/sql-explorer',
  '/adminDashboard/settings',
];

test(
  'every console section (desk and phone) and the login page have no Nu Html Checker errors',
  { annotation: { type: 'shard-weight', description: '5' } },
  async ({ browser, request }) => {
    test.setTimeout(300_000);
    const directory = mkdtempSync(join(tmpdir(), 'fuelcard-vnu-console-'));
    const files: string[] = [];
    const save = async (name: string, html: string) => {
      const file = join(directory, `${name.replace(/[^A-Za-z0-9]+/g, '_')}.html`);
      writeFileSync(file, `<!DOCTYPE html>${html.replace(/^<!DOCTYPE html>/i, '')}`);
      files.push(file);
    };
    try {
      for (const width of WIDTHS) {
        const context = await consoleContext(browser, width, await superadminToken(request));
        const page = await context.newPage();
        for (const path of SCREENS) {
          await openConsole(page, path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await save(`${width.name}${path}`, await page.content());
        }
        await context.close();
      }
      const context = await consoleContext(browser, WIDTHS[0], null);
      const page = await context.newPage();
      await page.goto(`${E2E.adminOrigin}/administrator`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await save('login', await page.content());
      await context.close();

      const errors = checkHtmlFiles(files)
        .filter((message) => message.kind === 'error')
        .map(
          (message) =>
            `${message.file.split('/').pop()}: ${message.message}` +
            (message.extract ? ` «${message.extract.replace(/\s+/g, ' ').trim()}»` : ''),
        );
      expect(errors).toEqual([]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
);
