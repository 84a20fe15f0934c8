import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmetMiddleware from 'helmet';

/**
 * Helmet's defaults (CSP, nosniff, frame and referrer policies...), without
 * `upgrade-insecure-requests`, which would send the /api/docs page's own calls to https on a plain
 * http deployment such as localhost, and without HSTS, which follows the site's rule (below).
 */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: true, directives: { upgradeInsecureRequests: null } },
  strictTransportSecurity: false,
};

/** The same Strict-Transport-Security as the public site and the console send. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';
/** `tls`: HSTS only on answers to requests that came over TLS; `always`: on every answer. */
export type HstsMode = 'tls' | 'always';

/**
 * The headers as a fixed list, for every answer (including those written where Fastify runs no
 * hooks: bad URLs, malformed HTTP): helmet's middleware run once against a recording response.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmetMiddleware(HELMET_OPTIONS)(
    {} as Parameters<ReturnType<typeof helmetMiddleware>>[0],
    response as unknown as Parameters<ReturnType<typeof helmetMiddleware>>[1],
    () => undefined,
  );
  return headers;
})();

/**
 * Security headers on every answer that goes through Fastify's hooks. The list is computed once
 * (above) and copied onto each reply: running helmet's middleware per request parsed the CSP
 * directives again every time and cost a fifth of a small answer's time (bench: pnpm bench).
 * Strict-Transport-Security follows the public site's rule (HSTS=tls|always): only when the
 * request came over TLS — its protocol is https, which Fastify reads from X-Forwarded-Proto only
 * behind a trusted proxy (TRUST_PROXY) — unless HSTS=always.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: { hsts: HstsMode }) => {
    app.addHook('onRequest', (request, reply, done) => {
      void reply.headers(SECURITY_HEADERS);
      if (options.hsts === 'always' || request.protocol === 'https')
        void reply.header('strict-transport-security', HSTS_VALUE);
      done();
    });
  },
  { name: 'security-headers' },
);
