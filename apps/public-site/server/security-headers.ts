import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The hosts of the Yandex Maps JS API 2.1, loaded on the contacts page after consent: the API
 * script (and its JSONP answers) from api-maps.yandex.ru, its static files from yastatic.net and
 * its map tiles from *.maps.yandex.net. Nothing else outside the site is allowed.
 */
export const YANDEX_MAPS_SOURCES = {
  script: ['https://api-maps.yandex.ru', 'https://yastatic.net'],
  img: ['https://api-maps.yandex.ru', 'https://yastatic.net', 'https://*.maps.yandex.net'],
  connect: ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net'],
} as const;

/** When to send Strict-Transport-Security: behind TLS only (default) or on every answer. */
export type HstsMode = 'tls' | 'always';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * A fresh render nonce: 128 random bits, base64url. A page is rendered with one, which marks the
 * inline scripts the renderer wrote; it never appears in a policy (see scriptHashesOf).
 */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/** A CSP hash source of an inline script's exact text (its bytes as sent). */
export function scriptHash(script: Uint8Array): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/**
 * The site's policy: scripts only from the site, the Yandex Maps hosts and the inline scripts a
 * page lists by hash (React Router's <Scripts>, its streamed route data, React's own stream
 * scripts, the window language script: ADR 0004). Styles keep 'unsafe-inline': the kit renders
 * style attributes on the server and the Yandex map injects <style> elements (ADR 0004).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...YANDEX_MAPS_SOURCES.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...YANDEX_MAPS_SOURCES.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...YANDEX_MAPS_SOURCES.connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every answer of the site carries; pages replace the CSP by one with their hashes. */
export function securityHeaders(tls: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    ...(tls ? { 'strict-transport-security': HSTS_VALUE } : {}),
  };
}

/** Whether an answer to this request gets HSTS: HSTS=always, or it came over TLS (trusted proxy). */
export function sendsHsts(hsts: HstsMode, request: Pick<FastifyRequest, 'protocol'>): boolean {
  return hsts === 'always' || request.protocol === 'https';
}

/**
 * Gives every answer the security headers (computed once, not per request). Behind TLS means
 * the request's protocol is https, which Fastify reads from X-Forwarded-Proto only when the
 * proxy is trusted (TRUST_PROXY); HSTS=always sends HSTS on every answer.
 */
export function registerSecurityHeaders(app: FastifyInstance, hsts: HstsMode): void {
  const plain = securityHeaders(false);
  const withHsts = securityHeaders(true);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(sendsHsts(hsts, request) ? withHsts : plain);
  });
}
