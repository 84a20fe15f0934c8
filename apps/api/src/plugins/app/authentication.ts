import type { Role } from '@fuelcard/contracts';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { LoginThrottle } from '../../auth/login-throttle';
import { FORBIDDEN_MESSAGE, HttpError, UNAUTHORIZED_MESSAGE } from '../../http-error';
import { hasValidLifetime } from '../external/jwt';

/** The administrator a valid token belongs to (read from the database on every request). */
export interface SignedInAdmin {
  id: number;
  username: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The administrator of a request's bearer token, or null for none, malformed, expired or revoked. */
    identify(request: FastifyRequest): Promise<SignedInAdmin | null>;
    /**
     * An onRequest hook (it runs before the body is read or validated): 401 without a valid
     * token, 403 for another role; sets `request.admin`.
     */
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
    /** Issues an 8-hour token for an administrator. */
    issueToken(admin: { id: number; tokenVersion: number }): string;
    loginThrottle: LoginThrottle;
  }
  interface FastifyRequest {
    admin: SignedInAdmin | null;
  }
}

/**
 * Bearer-token sessions. A token names its administrator and their token version; it works only
 * while the account exists with that version, so deleting an account or changing its password
 * ends its sessions at once, and a role change applies at once.
 */
export const authentication = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('admin', null);

    app.decorate('identify', async (request: FastifyRequest): Promise<SignedInAdmin | null> => {
      if (!request.headers.authorization) return null;
      let payload: { sub: string; ver: number; iat?: number; exp?: number };
      try {
        payload = await request.jwtVerify<{ sub: string; ver: number }>();
      } catch {
        return null;
      }
      if (!hasValidLifetime(payload)) return null;
      if (!/^[1-9]\d{0,9}$/.test(String(payload.sub)) || !Number.isInteger(payload.ver))
        return null;
      const row = await app.repos.administrators.findById(Number(payload.sub));
      if (!row || row.tokenVersion !== payload.ver) return null;
      return { id: row.id, username: row.username, role: row.role };
    });

    app.decorate('requireRole', (...roles: Role[]): onRequestAsyncHookHandler => {
      return async function checkRole(request) {
        const admin = await app.identify(request);
        if (!admin) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
        if (!roles.includes(admin.role)) throw new HttpError(403, FORBIDDEN_MESSAGE);
        request.admin = admin;
      };
    });

    app.decorate('issueToken', (admin: { id: number; tokenVersion: number }) =>
      app.jwt.sign({ sub: String(admin.id), ver: admin.tokenVersion }),
    );

    const throttle = new LoginThrottle(app.repos.loginAttempts, app.clock, (error, what) =>
      app.log.error({ err: error, event: 'login-attempt-not-stored' }, `${what} not stored`),
    );
    app.decorate('loginThrottle', throttle);
    // Before the database closes (plugins close in reverse order): store what still waits.
    app.addHook('onClose', async () => {
      await throttle.flushPendingWrites();
    });
  },
  { name: 'authentication', dependencies: ['jwt', 'database', 'clock'] },
);
