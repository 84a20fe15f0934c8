import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  HSTS_VALUE,
  registerSecurityHeaders,
  type HstsMode,
} from './security-headers';
import { sendFetchResponse } from './send-response';

/** A server like the site's: security headers on every answer, a page that uses its nonce. */
function site(hsts: HstsMode = 'tls', trustProxy = false) {
  const app = Fastify({ trustProxy });
  registerSecurityHeaders(app, hsts);
  app.get('/*', (request, reply) =>
    sendFetchResponse(
      request,
      reply,
      new Response(
        `<!DOCTYPE html><html><body><script nonce="${request.cspNonce}">1</script></body></html>`,
        {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        },
      ),
    ),
  );
  return app;
}

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('security headers of the public site', () => {
  it('sends a CSP whose scripts need this response’s nonce, never unsafe-inline', async () => {
    const page = await site().inject({ url: '/' });
    const policy = String(page.headers['content-security-policy']);
    const nonce = /<script nonce="([^"]+)">/.exec(page.body)?.[1];
    expect(nonce).toMatch(/^[\w-]{22}$/);
    const scripts = directive(policy, 'script-src');
    expect(scripts).toBe(
      `script-src 'self' 'nonce-${nonce}' https://api-maps.yandex.ru https://yastatic.net`,
    );
    expect(scripts).not.toContain('unsafe');
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    // Only the Yandex Maps hosts are allowed outside the site.
    const outside = policy.match(/https:\/\/[^\s;]+/g) ?? [];
    expect(new Set(outside)).toEqual(
      new Set(['https://api-maps.yandex.ru', 'https://yastatic.net', 'https://*.maps.yandex.net']),
    );
  });

  it('uses a fresh nonce for each response, and the page keeps its ETag and 304', async () => {
    const app = site();
    const first = await app.inject({ url: '/' });
    const second = await app.inject({ url: '/' });
    expect(first.headers['content-security-policy']).not.toBe(
      second.headers['content-security-policy'],
    );
    expect(first.body).not.toBe(second.body);
    expect(first.headers.etag).toBe(second.headers.etag);
    const revalidated = await app.inject({
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sends nosniff, a referrer policy and frame protection on pages and on unknown paths', async () => {
    const app = site();
    for (const url of ['/', '/missing.js']) {
      const answer = await app.inject({ url });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('sends HSTS only behind TLS: X-Forwarded-Proto https from a trusted proxy', async () => {
    const plain = await site().inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await site().inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const trusted = await site('tls', true).inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(trusted.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('sends HSTS on every answer with HSTS=always', async () => {
    const answer = await site('always').inject({ url: '/' });
    expect(answer.headers['strict-transport-security']).toBe(HSTS_VALUE);
  });

  it('builds the policy around the given nonce', () => {
    expect(contentSecurityPolicy('abc')).toContain("'nonce-abc'");
  });
});
