import { randomBytes } from 'node:crypto';
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

/** A fresh nonce: 128 random bits, base64url (allowed by the CSP nonce grammar, safe in HTML and JSON). */
export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The site's policy: scripts only from the site, the Yandex Maps hosts and inline scripts that
 * carry this response's nonce (React Router's <Scripts>, the window language script). Styles keep
 * 'unsafe-inline': the kit renders style attributes on the server and the Yandex map injects
 * <style> elements, neither of which can carry a nonce (see docs/decisions/public-site-0003).
 */
export function contentSecurityPolicy(nonce: string): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...YANDEX_MAPS_SOURCES.script],
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

/** The headers every answer of the site carries (the CSP names this response's nonce). */
export function securityHeaders(nonce: string, tls: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(nonce),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    ...(tls ? { 'strict-transport-security': HSTS_VALUE } : {}),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This response's CSP nonce (set by registerSecurityHeaders). */
    cspNonce: string;
  }
}

/**
 * Gives every request a nonce and every answer the security headers. Behind TLS means the
 * request's protocol is https, which Fastify reads from X-Forwarded-Proto only when the proxy is
 * trusted (TRUST_PROXY); HSTS=always sends HSTS on every answer.
 */
export function registerSecurityHeaders(app: FastifyInstance, hsts: HstsMode): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    request.cspNonce = newNonce();
    reply.headers(
      securityHeaders(request.cspNonce, hsts === 'always' || request.protocol === 'https'),
    );
  });
}
