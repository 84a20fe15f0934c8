// @vitest-environment node
// The bundle budgets (issue 8) fail on a breach: measured on a small synthetic client build whose
// files have known gzip sizes (random bytes do not compress), so the test needs no real build.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBudgets, measureRoutes } from './measure-bundles.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A client build: entry, root, home and news routes with JS/CSS files of the given raw sizes. */
function fakeBuild({ entryJs = 100_000, homeJs = 20_000, newsJs = 5_000, newsCss = 4_000 } = {}) {
  const client = mkdtempSync(join(tmpdir(), 'bundles-'));
  dirs.push(client);
  mkdirSync(join(client, 'assets'));
  const file = (name, bytes) => writeFileSync(join(client, 'assets', name), randomBytes(bytes));
  file('entry.client-a.js', entryJs);
  file('root-a.js', 1_000);
  file('root-a.css', 2_000);
  file('home-a.js', homeJs);
  file('news-a.js', newsJs);
  file('news-a.css', newsCss);
  const manifest = {
    entry: { module: '/assets/entry.client-a.js', imports: [] },
    routes: {
      root: {
        id: 'root',
        module: '/assets/root-a.js',
        css: ['/assets/root-a.css'],
        hasDefaultExport: true,
      },
      'routes/home': {
        id: 'routes/home',
        parentId: 'root',
        module: '/assets/home-a.js',
        hasDefaultExport: true,
      },
      'routes/news': {
        id: 'routes/news',
        parentId: 'root',
        module: '/assets/news-a.js',
        css: ['/assets/news-a.css'],
        hasDefaultExport: true,
      },
    },
  };
  writeFileSync(
    join(client, 'assets', 'manifest-a.js'),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  return client;
}

describe('bundle budgets', () => {
  it('measures each page route with the entry, the manifest and its parents', () => {
    const rows = measureRoutes(fakeBuild());
    expect(rows.map((row) => row.route)).toEqual(['routes/home', 'routes/news']);
    const [home, news] = rows;
    expect(home.js).toBeGreaterThan(121_000);
    expect(home.js).toBeLessThan(123_500);
    expect(news.css).toBeGreaterThan(6_000);
    expect(checkBudgets(rows)).toEqual([]);
  });

  it('fails when the home page loads more than 140 kB of JS', () => {
    const failures = checkBudgets(measureRoutes(fakeBuild({ homeJs: 40_000 })));
    expect(failures).toEqual([
      expect.stringMatching(/^routes\/home loads 14\d\.\d kB JS gzip, over 140 kB$/),
    ]);
  });

  it('fails when a further route loads more than home + 10 kB of JS', () => {
    const failures = checkBudgets(measureRoutes(fakeBuild({ homeJs: 1_000, newsJs: 12_000 })));
    expect(failures).toEqual([expect.stringMatching(/^routes\/news loads .* over home \+ 10 kB/)]);
  });

  it('fails when a route loads more than 25 kB of CSS', () => {
    const failures = checkBudgets(measureRoutes(fakeBuild({ newsCss: 24_000 })));
    expect(failures).toEqual([
      expect.stringMatching(/^routes\/news loads 2\d\.\d kB CSS gzip, over 25 kB$/),
    ]);
  });

  it('fails when there is no home route to measure against', () => {
    expect(checkBudgets([{ route: 'routes/news', js: 1, css: 1 }])).toEqual([
      'no routes/home route in the manifest',
    ]);
  });
});
