import { E2E, expect, test } from '../fixtures';
import { FAKE_YMAPS, seedConsent, waitForHydration, YANDEX_MAPS_SCRIPT } from '../fixtures/public-site';

// Pages hydrate under the Content-Security-Policy: no violation is reported, and the headers are there.
test.use({ locale: 'ru-RU' });

test.describe('security headers', () => {
  for (const path of ['/', '/news', '/contacts']) {
    test(`${path} hydrates under its CSP with no violation`, async ({ page, consoleErrors }) => {
      await page.route(YANDEX_MAPS_SCRIPT, (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_YMAPS }));
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await seedConsent(page, { functional: true, analytics: false });
      const response = await page.goto(`${E2E.siteUrl}${path}`);
      const headers = response!.headers();
      const policy = headers['content-security-policy'] ?? '';
      // The page's own inline scripts by hash (ADR 0004; no per-response nonce).
      expect(policy).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBeTruthy();
      await waitForHydration(page);
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
      expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the console loads under its CSP with no violation', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(`${E2E.adminOrigin}/administrator`);
    const policy = response!.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain(`connect-src 'self' ${E2E.apiUrl}`);
    await expect(page.getByLabel(/пароль/i)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
