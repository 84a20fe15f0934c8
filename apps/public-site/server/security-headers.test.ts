// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, HSTS_VALUE, scriptHash, type HstsMode } from './security-headers';
import { fakePages, fakeSite } from './test-site';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The site with fake pages (two inline scripts each, marked with the render nonce). */
async function site(hsts: HstsMode = 'tls', trustProxy = false) {
  const server = await fakeSite(fakePages(), { hsts, trustProxy });
  cleanups.push(server.close);
  return server.app;
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('security headers of the public site', () => {
  it('sends a CSP whose inline scripts are the page’s own, by hash, never unsafe-inline', async () => {
    const page = await (await site()).inject({ url: '/' });
    const policy = String(page.headers['content-security-policy']);
    const scripts = [...page.body.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)].map(
      ([, text]) => scriptHash(Buffer.from(text!)),
    );
    expect(scripts).toHaveLength(2);
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${scripts.join(' ')} https://api-maps.yandex.ru https://yastatic.net`,
    );
    expect(policy).not.toContain("unsafe-inline'; script");
    expect(directive(policy, 'script-src')).not.toContain('unsafe');
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    // Only the Yandex Maps hosts are allowed outside the site.
    const outside = policy.match(/https:\/\/[^\s;]+/g) ?? [];
    expect(new Set(outside)).toEqual(
      new Set(['https://api-maps.yandex.ru', 'https://yastatic.net', 'https://*.maps.yandex.net']),
    );
  });

  it('sends answers that are not pages a policy without any inline script', async () => {
    const answer = await (await site()).inject({ url: '/healthz' });
    expect(directive(String(answer.headers['content-security-policy']), 'script-src')).toBe(
      "script-src 'self' https://api-maps.yandex.ru https://yastatic.net",
    );
  });

  it('sends nosniff, a referrer policy and frame protection on pages and on unknown paths', async () => {
    const app = await site();
    for (const url of ['/', '/missing.js', '/healthz']) {
      const answer = await app.inject({ url });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends HSTS only behind TLS: X-Forwarded-Proto https from a trusted proxy', async () => {
    const plain = await (await site()).inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await (
      await site()
    ).inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const trusted = await (
      await site('tls', true)
    ).inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(trusted.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('sends HSTS on every answer with HSTS=always, refusals included', async () => {
    const app = await site('always');
    for (const url of ['/', '/news/%E0%A4%A', '/missing.js']) {
      const answer = await app.inject({ url });
      expect(answer.headers['strict-transport-security']).toBe(HSTS_VALUE);
    }
  });

  it('builds the policy around the given hashes', () => {
    expect(contentSecurityPolicy(["'sha256-abc'"])).toContain(
      "script-src 'self' 'sha256-abc' https://",
    );
  });
});
