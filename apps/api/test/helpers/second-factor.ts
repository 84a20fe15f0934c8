import { generate } from 'otplib';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './test-app';

/** The code an authenticator app shows at a moment (RFC 6238, 30 s, 6 digits). */
export function totpCode(secret: string, atMs: number): Promise<string> {
  return generate({ secret, epoch: Math.floor(atMs / 1000) });
}

/** Enrols an authenticator app for the token's account at `atMs`; its secret and recovery codes. */
export async function enrolTotp(
  app: FastifyInstance,
  token: string,
  atMs: number,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/admin/me/totp',
    headers: bearer(token),
    payload: {},
  });
  expect(started.statusCode).toBe(200);
  const { secret } = started.json<{ secret: string }>();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/admin/me/totp/confirm',
    headers: bearer(token),
    payload: { code: await totpCode(secret, atMs) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** POST /api/login from an address. */
export function passwordStep(
  app: FastifyInstance,
  username: string,
  password: string,
  ip = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: ip,
  });
}

/** POST /api/login/mfa from an address. */
export function codeStep(app: FastifyInstance, challenge: string, code: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login/mfa',
    payload: { challenge, code },
    remoteAddress: ip,
  });
}
