// Issue 24: a slow or failed API never turns content into a 404 or an empty list, and an item the
// API says is gone is never shown again while the API is up. The real API process is paused
// (SIGSTOP) for longer than the site waits for it (700 ms).
import type { APIRequestContext } from '@playwright/test';
import { E2E, expect, test } from '../fixtures';
import { superadminToken } from '../fixtures/admin-api';
import { withApiPaused } from '../fixtures/api-process';
import { createDatedNews } from '../fixtures/public-site';

const run = Date.now().toString(36);
const slug = `e2e-resilience-${run}`;
const title = `Новость, которая переживёт сбой ${run}`;

/** The page's link preview picture (og:image), as a path on the site. */
async function socialImage(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(`${E2E.siteUrl}${path}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image, 'og:image').toBeTruthy();
  return new URL(image!).pathname;
}

const feedsAndSitemap = ['/news/rss.xml', '/news/atom.xml', '/sitemap.xml'];

test('a paused API leaves every news address as it was, and an item the API deletes is gone at once', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const id = await createDatedNews(request, {
    slug,
    date: '2030-01-01',
    ru: title,
    description: '<p>Текст, который останется.</p>',
  });

  // Seen once with the API up: the page, its picture, the feeds and the sitemap.
  const page = await request.get(`${E2E.siteUrl}/news/${slug}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(title);
  const picture = await socialImage(request, `/news/${slug}`);
  expect((await request.get(`${E2E.siteUrl}${picture}`)).status()).toBe(200);
  for (const path of feedsAndSitemap)
    expect(await (await request.get(`${E2E.siteUrl}${path}`)).text(), path).toContain(slug);

  await withApiPaused(8_000, async () => {
    // Other addresses of the same item (not in the render cache: another language, its id), as
    // well as the page itself: the item, from what the site kept of the API's answers.
    for (const path of [
      `/news/${slug}`,
      `/news/${slug}?lang=en`,
      `/news/${id}`,
      `/news/${slug.toUpperCase()}?lang=ru`,
    ]) {
      const answer = await request.get(`${E2E.siteUrl}${path}`, { timeout: 5_000 });
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).toContain('Текст, который останется.');
    }
    expect((await request.get(`${E2E.siteUrl}${picture}`)).status()).toBe(200);
    for (const path of feedsAndSitemap) {
      const answer = await request.get(`${E2E.siteUrl}${path}`);
      expect(answer.status(), path).toBe(200);
      expect(await answer.text(), path).toContain(slug);
    }
    // The list and the home page keep the news they showed.
    expect(await (await request.get(`${E2E.siteUrl}/news`)).text()).toContain(title);
  });

  // The API deletes the item: the next request of every address says it is gone.
  const token = await superadminToken(request);
  const deleted = await request.delete(`${E2E.apiUrl}/api/admin/news/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(deleted.status()).toBe(200);
  for (const path of [`/news/${slug}`, `/news/${slug}?lang=en`, `/news/${id}`])
    expect((await request.get(`${E2E.siteUrl}${path}`)).status(), path).toBe(404);
  expect((await request.get(`${E2E.siteUrl}${picture}`)).status()).toBe(404);
  for (const path of feedsAndSitemap)
    expect(await (await request.get(`${E2E.siteUrl}${path}`)).text(), path).not.toContain(slug);
  expect(await (await request.get(`${E2E.siteUrl}/news`)).text()).not.toContain(title);

  // What the API said holds while it is paused again: still gone, never the bundled news' 404-less page.
  await withApiPaused(3_000, async () => {
    expect((await request.get(`${E2E.siteUrl}/news/${slug}`, { timeout: 5_000 })).status()).toBe(
      404,
    );
    expect((await request.get(`${E2E.siteUrl}${picture}`)).status()).toBe(404);
  });
});
