import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkSecondFactorCode } from '../auth/second-factor';
import { HttpError } from '../http-error';
import { verifyPassword } from '../security/passwords';
import { sleep, tooManyMessage } from './login';
import { signInRefused } from './sign-in-result';

/** What a signed-in administrator proves: the password, or a code (authenticator or recovery). */
export type Proof = { password: string } | { code: string };
export type ProofMethod = 'password' | 'totp' | 'recovery';

/**
 * A password or code check behind a session, counted by the login limit (api-0007) exactly as a
 * sign-in attempt: under the account's username and the client's address, held back by the
 * username's slowdown, refused with 429 (Retry-After, the login's wording) while the limit holds.
 * A stolen token therefore gives no faster guessing than the login page. Answers whether `check`
 * passed; its outcome is recorded as the attempt's.
 */
export async function throttledCheck<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  check: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const admin = request.admin!;
  const attempt = await app.loginThrottle.begin(admin.username, request.ip);
  if ('retryAfterMs' in attempt) {
    app.metrics.logins.inc({ outcome: 'throttled' });
    await signInRefused(
      app,
      request,
      admin.username,
      'sign-in.throttled',
      { step: 'session', call: request.routeOptions.url },
      admin.id,
    );
    void reply.header('retry-after', String(Math.ceil(attempt.retryAfterMs / 1000)));
    throw new HttpError(429, tooManyMessage(attempt.retryAfterMs), 'message');
  }
  let result: T | undefined;
  try {
    if (attempt.delayMs > 0) await sleep(attempt.delayMs);
    result = await check();
  } finally {
    attempt.finish(result ? 'success' : 'failure');
  }
  return result;
}

/** Checks a password or a code of the signed-in administrator (through the login limit). */
export function checkProof(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  proof: Proof,
): Promise<ProofMethod | undefined> {
  const admin = request.admin!;
  return throttledCheck(app, request, reply, async (): Promise<ProofMethod | undefined> => {
    if ('password' in proof) {
      const record = await app.repos.administrators.findById(admin.id);
      return record && (await verifyPassword(record.passwordHash, proof.password))
        ? 'password'
        : undefined;
    }
    return checkSecondFactorCode(
      app.repos,
      app.secretKeys,
      admin.id,
      proof.code,
      app.clock().getTime(),
    );
  });
}
