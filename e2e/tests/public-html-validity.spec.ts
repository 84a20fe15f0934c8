import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../fixtures';
import { checkHtmlFiles } from '../fixtures/nu-html-checker';
import { publicRoutes, routeUrl, SITE_LANGUAGES } from '../fixtures/site-routes';

// Issue 25: every public route, in Russian and in English, as the production server sends it,
// is valid HTML for the W3C Nu Html Checker (vnu): no errors; its warnings are printed only.
test(
  'every public route (ru and en) has no Nu Html Checker errors',
  // Seconds ÷ 6, as e2e/run-shards.mjs weighs files: measured 31 s on the 2-core machine under load.
  { annotation: { type: 'shard-weight', description: '5' } },
  async ({ request }) => {
    test.setTimeout(300_000);
    const directory = mkdtempSync(join(tmpdir(), 'fuelcard-vnu-'));
    try {
      const urls = new Map<string, string>();
      const pages = (await publicRoutes(request)).flatMap((path) =>
        SITE_LANGUAGES.map((lang) => ({
          url: routeUrl(path, lang),
          file: join(directory, `${lang}${path.replace(/[^A-Za-z0-9]+/g, '_')}.html`),
        })),
      );
      // A few requests at a time: the server renders each page.
      for (let start = 0; start < pages.length; start += 6)
        await Promise.all(
          pages.slice(start, start + 6).map(async ({ url, file }) => {
            const response = await request.get(url, { headers: { 'Accept-Language': 'ru-RU' } });
            expect(response.headers()['content-type'], url).toContain('text/html');
            writeFileSync(file, await response.body());
            urls.set(file, url);
          }),
        );

      const messages = checkHtmlFiles(pages.map(({ file }) => file));
      const lines = (kind: 'error' | 'warning') =>
        messages
          .filter((message) => message.kind === kind)
          .map(
            (message) =>
              `${urls.get(message.file) ?? message.file}${message.line ? ` (line ${message.line}, column ${message.column})` : ''}: ` +
              `${message.message}${message.extract ? `\n    «${message.extract.replace(/\s+/g, ' ').trim()}»` : ''}`,
          );
      const warnings = lines('warning');
      if (warnings.length)
        console.log(`Nu Html Checker warnings (${warnings.length}):\n${warnings.join('\n')}`);
      const errors = lines('error');
      expect(
        errors,
        `Nu Html Checker errors on ${pages.length} pages:\n${errors.join('\n')}`,
      ).toEqual([]);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
);
