import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isReadOnlyError, readOnlyMessage } from '../../db/read-only-directory';

export const TOKEN_LIFETIME = '8h';
export const TOKEN_LIFETIME_SECONDS = 8 * 3600;
/** How far in the future a token's `iat` may lie (clock skew); this server's own tokens have none. */
const ISSUED_AT_SKEW_SECONDS = 5;

/**
 * The lifetime rule fast-jwt cannot state: `maxAge` bounds the age from `iat` but not `exp` itself,
 * and nothing refuses an `iat` in the future. A token lives at most 8 hours from an `iat` that
 * has already happened.
 */
export function hasValidLifetime(
  payload: { iat?: unknown; exp?: unknown },
  nowMs: number = Date.now(),
): boolean {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') return false;
  return iat <= nowMs / 1000 + ISSUED_AT_SKEW_SECONDS && exp - iat <= TOKEN_LIFETIME_SECONDS;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    /** sub: administrator id; ver: their token version when issued; sid: the session. */
    payload: { sub: string; ver: number; sid: string };
  }
}

/**
 * The development secret: generated once and kept in `<DATA_DIR>/jwt-secret` (mode 0600), so
 * sessions survive restarts. Production always passes JWT_SECRET (env.ts insists).
 */
export function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (isReadOnlyError(error))
      throw new Error(readOnlyMessage(dataDir, dataDir, String(code)), { cause: error });
    if (code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(
      `${file} holds a secret shorter than 32 characters; delete it to get a new one`,
    );
  return secret;
}

/**
 * Bearer tokens: HS256 only (signing and verifying), 8 hours. Verifying requires `exp` and `iat`
 * and refuses tokens issued more than 8 hours ago; `hasValidLifetime` (checked by `identify`)
 * also refuses an `exp` more than 8 hours after `iat` and an `iat` in the future.
 */
export const jwtTokens = fp(
  async (app: FastifyInstance, options: { secret: string }) => {
    await app.register(jwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: TOKEN_LIFETIME },
      verify: { algorithms: ['HS256'], maxAge: TOKEN_LIFETIME, requiredClaims: ['exp', 'iat'] },
    });
  },
  { name: 'jwt' },
);
