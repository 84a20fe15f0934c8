import { request as httpRequest } from 'node:http';
import { E2E, expect, test } from '../fixtures';
import { superadminToken } from '../fixtures/admin-api';
import { seedConsent, waitForHydration } from '../fixtures/public-site';

// Hostile input reaching the browser (issue 8): an XSS corpus in news descriptions never runs a
// script on the public site; paths that climb out of the static folders are refused.
test.use({ locale: 'ru-RU' });

/** Each payload, if it ran, would call alert() or set window.__xss. */
const PAYLOADS = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=2;alert(2)">',
  '<svg onload="window.__xss=3;alert(3)"><circle r="1"/></svg>',
  '<a href="javascript:window.__xss=4;alert(4)">link</a>',
  '<iframe src="javascript:alert(5)"></iframe><iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  '<p style="background:url(javascript:alert(6))" onmouseover="window.__xss=6">text</p>',
  '<details open ontoggle="window.__xss=7;alert(7)"><summary>x</summary></details>',
  '"><script>window.__xss=8</script><p title="',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=9">',
  '<object data="data:text/html,<script>alert(10)</script>"></object><embed src="javascript:alert(10)">',
  '<form action="javascript:alert(11)"><button>go</button></form><input autofocus onfocus="window.__xss=11">',
  '<base href="javascript:alert(12)//"><a href="x">rel</a>',
  '&lt;script&gt;window.__xss=13&lt;/script&gt;<noscript><p title="</noscript><img src=x onerror=window.__xss=13>">',
  '<scr<script>ipt>window.__xss=14</scr</script>ipt>',
  '<a href="JaVaScRiPt:window.__xss=15">case</a><a href="&#106;avascript:window.__xss=15">entity</a>',
];

test('an XSS corpus in news descriptions never runs a script on the news page', async ({
  page,
  request,
}) => {
  const token = await superadminToken(request);
  const slug = `xss-corpus-${Date.now()}`;
  const description = PAYLOADS.map((payload) => `<p>${payload}</p>`).join('');
  const created = await request.post(`${E2E.apiUrl}/api/admin/news`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      slug,
      priority: 'B',
      dates: { date: '', startDate: '', expireDate: '' },
      titles: { ru: 'Проверка XSS <script>window.__xss=99</script>', en: '' },
      descriptions: { ru: description, en: description },
    },
  });
  expect(created.status()).toBe(201);

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await seedConsent(page);
  for (const lang of ['ru', 'en']) {
    await page.goto(`${E2E.siteUrl}/news/${slug}?lang=${lang}`);
    await waitForHydration(page);
    // Give event handlers (onerror, onload, autofocus, ontoggle) their chance to fire.
    await page.mouse.move(200, 400);
    await page.waitForTimeout(300);
    const found = await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      const handlers = Array.from(main.querySelectorAll('*')).filter((element) =>
        Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name)),
      );
      const scriptUrls = Array.from(
        main.querySelectorAll('[href],[src],[action],[data],[formaction]'),
      ).filter((element) =>
        ['href', 'src', 'action', 'data', 'formaction'].some((name) =>
          /^\s*javascript:/i.test(element.getAttribute(name) ?? ''),
        ),
      );
      return {
        xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
        scripts: main.querySelectorAll('script').length,
        dangerous: Array.from(
          main.querySelectorAll(
            'iframe, object, embed, base, form, input, math, style, svg:not([aria-hidden="true"][focusable="false"])',
          ),
        ).map((element) => element.outerHTML.slice(0, 120)),
        handlers: handlers.map((element) => element.outerHTML.slice(0, 120)),
        scriptUrls: scriptUrls.map((element) => element.outerHTML.slice(0, 120)),
      };
    });
    expect(found, lang).toEqual({
      xss: null,
      scripts: 0,
      dangerous: [],
      handlers: [],
      scriptUrls: [],
    });
  }
  expect(dialogs).toEqual([]);

  // Leave the shared e2e database as it was for the other journeys.
  const { id } = (await created.json()) as { id: number };
  const removed = await request.delete(`${E2E.apiUrl}/api/admin/news/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(removed.status()).toBe(200);
});

/** A raw GET, the path sent exactly as written (no URL normalisation by the client). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const url = new URL(E2E.siteUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('paths that climb out of the public site’s static folders are refused', async () => {
  for (const path of [
    '/assets/../../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/package.json',
    '/assets/....//....//package.json',
    '/assets/%252e%252e/%252e%252e/package.json',
    '/..%5c..%5cpackage.json',
    '/assets/../../server/index.js',
    '/favicon.svg/../../../../etc/passwd',
  ]) {
    const answer = await rawGet(path);
    expect(answer.status, path).toBeLessThan(500);
    expect(answer.body, path).not.toContain('"@fuelcard/public-site"');
    expect(answer.body, path).not.toContain('root:x:0:0');
    expect(answer.body, path).not.toContain('buildSiteServer');
  }
});
