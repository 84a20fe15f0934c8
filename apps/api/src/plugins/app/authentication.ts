import { randomBytes } from 'node:crypto';
import {
  REAUTH_REQUIRED_MESSAGE,
  REAUTH_WINDOW_MS,
  type Role,
  type SessionEndReason,
} from '@fuelcard/contracts';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { LoginThrottle } from '../../auth/login-throttle';
import { relyingPartyOf, type RelyingParty } from '../../auth/passkeys';
import { secretKeys, type SecretKeys } from '../../auth/secret-box';
import { signInChallenges, type SignInChallenges } from '../../auth/sign-in-challenges';
import { hasSecondFactor } from '../../auth/second-factor';
import { isIdle, shouldTouch } from '../../auth/session-idle';
import { FORBIDDEN_MESSAGE, HttpError, UNAUTHORIZED_MESSAGE } from '../../http-error';
import { hasValidLifetime, TOKEN_LIFETIME_SECONDS } from '../external/jwt';

/** The administrator a valid token belongs to (read from the database on every request). */
export interface SignedInAdmin {
  id: number;
  username: string;
  role: Role;
  /** The server-side session of the token. */
  sessionId: string;
  /** Until when the session counts as recently authenticated (ms), or null. */
  reauthUntilMs: number | null;
}

/** The answer while a role that must use a second factor has none (MFA_REQUIRED). */
export const ENROL_FIRST_MESSAGE =
  'Для вашей роли нужен второй фактор входа: подключите приложение-аутентификатор или ключ доступа в настройках';

/** How long a request waits for its use to be stored (see identify). */
const TOUCH_WAIT_MS = 500;

/** Waits for `work`, but `ms` at most (the work goes on). */
async function atMost(ms: number, work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    work,
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The administrator of a request's bearer token, or null for none, malformed, expired,
     * revoked, or of a session that ended (logout, idle, 8 hours, ended elsewhere).
     */
    identify(request: FastifyRequest): Promise<SignedInAdmin | null>;
    /**
     * identify, with why a token of an ended session no longer works (the 401's `reason`): ended
     * elsewhere, idle, its password changed, or expired; none for a token that never was one.
     */
    identifyOrWhyNot(
      request: FastifyRequest,
    ): Promise<{ admin: SignedInAdmin } | { admin: null; reason?: SessionEndReason }>;
    /**
     * An onRequest hook (it runs before the body is read or validated): 401 without a valid
     * token, 403 for another role, and 403 when the role must use a second factor and the account
     * has none (unless `enrolment`: the calls that enrol one); sets `request.admin`.
     */
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
    requireSignedIn(options: { enrolment: boolean }): onRequestAsyncHookHandler;
    /**
     * A preHandler hook (after requireRole/requireSignedIn, after validation) of the calls that
     * change how an account signs in: 403 `{ reauthRequired: true, error }` unless the session
     * signed in or re-authenticated within the last REAUTH_WINDOW_MS.
     */
    requireRecentAuthentication: preHandlerAsyncHookHandler;
    /** Marks the request's session recently authenticated from now on; answers until when. */
    markRecentlyAuthenticated(request: FastifyRequest): Promise<Date>;
    /** Starts a session for an administrator (from a client) and issues its 8-hour token. */
    startSession(
      admin: { id: number; tokenVersion: number },
      client: SessionClient,
    ): Promise<string>;
    /** A new token for an open session (after a password change moved the token version). */
    reissueToken(admin: { id: number; tokenVersion: number }, sessionId: string): string;
    /** Whether MFA_REQUIRED asks this role for a second factor. */
    roleNeedsSecondFactor(role: Role): boolean;
    /** Whether an administrator must enrol a second factor before doing anything else. */
    mustEnrolFirst(admin: { id: number; role: Role }): Promise<boolean>;
    /** Keys derived from JWT_SECRET for the second factors. */
    secretKeys: SecretKeys;
    /** The short-lived, single-use steps of a sign-in (second factor, passkey ceremonies). */
    signInChallenges: SignInChallenges;
    /** The console as WebAuthn relying party (ADMIN_ORIGIN). */
    relyingParty: RelyingParty;
    /** SESSION_IDLE_MINUTES in milliseconds. */
    sessionIdleMs: number;
    loginThrottle: LoginThrottle;
  }
  interface FastifyRequest {
    admin: SignedInAdmin | null;
  }
}

export interface AuthenticationOptions {
  secret: string;
  sessionIdleMinutes: number;
  mfaRequired: 'off' | 'superadmin' | 'all';
  adminOrigins: string[];
}

/** The user agent as the sessions list shows it (at most 500 characters). */
export const userAgentOf = (request: FastifyRequest): string =>
  String(request.headers['user-agent'] ?? '').slice(0, 500);

/** Where a session is used from: the client's address and user agent. */
export interface SessionClient {
  ip: string;
  userAgent: string;
}

export const clientOf = (request: FastifyRequest): SessionClient => ({
  ip: request.ip,
  userAgent: userAgentOf(request),
});

/**
 * Bearer tokens over server-side sessions. A token names its administrator, their token version
 * and its session: it works only while the account exists with that version and the session is
 * open — ended by "Выйти", by SESSION_IDLE_MINUTES without use, by the 8-hour limit, or by the
 * administrator (or the superadmin) from the settings. Deleting an account or a superadmin's
 * password change ends its sessions at once; a role change applies at once.
 */
export const authentication = fp(
  async (app: FastifyInstance, options: AuthenticationOptions) => {
    const idleMs = options.sessionIdleMinutes * 60_000;
    app.decorateRequest('admin', null);
    const keys = secretKeys(options.secret);
    app.decorate('secretKeys', keys);
    app.decorate('signInChallenges', signInChallenges(app.repos.challenges, keys, app.clock));
    app.decorate('relyingParty', relyingPartyOf(options.adminOrigins));
    app.decorate('sessionIdleMs', idleMs);
    app.decorate('roleNeedsSecondFactor', (role: Role) =>
      options.mfaRequired === 'all'
        ? true
        : options.mfaRequired === 'superadmin' && role === 'superadmin',
    );

    /** The reason a stored session end gives the client. */
    const reasonOf = (endReason: string | null): SessionEndReason =>
      endReason === 'idle'
        ? 'session-idle'
        : endReason === 'password-changed' || endReason === 'password-reset'
          ? 'password-changed'
          : 'session-ended';

    type Identified = { admin: SignedInAdmin } | { admin: null; reason?: SessionEndReason };
    const none: Identified = { admin: null };

    app.decorate('identifyOrWhyNot', async (request: FastifyRequest): Promise<Identified> => {
      if (!request.headers.authorization) return none;
      let payload: { sub: string; ver: number; sid?: unknown; iat?: number; exp?: number };
      try {
        payload = await request.jwtVerify<{ sub: string; ver: number; sid?: unknown }>();
      } catch (error) {
        // A token signed by us whose 8 hours are over.
        const code = (error as { code?: unknown }).code;
        return code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED'
          ? { admin: null, reason: 'session-expired' }
          : none;
      }
      if (!hasValidLifetime(payload)) return none;
      if (
        !/^[1-9]\d{0,9}$/.test(String(payload.sub)) ||
        !Number.isInteger(payload.ver) ||
        typeof payload.sid !== 'string'
      )
        return none;
      const row = await app.repos.administrators.findById(Number(payload.sub));
      if (!row) return none;
      // The token version moves with every password change of the account.
      if (row.tokenVersion !== payload.ver) return { admin: null, reason: 'password-changed' };
      const session = await app.repos.sessions.find(payload.sid);
      const nowMs = app.clock().getTime();
      if (!session || session.adminId !== row.id) return none;
      if (session.endedAt !== null) return { admin: null, reason: reasonOf(session.endReason) };
      if (session.expiresAtMs <= nowMs) return { admin: null, reason: 'session-expired' };
      if (isIdle(session.lastSeenAtMs, nowMs, idleMs)) {
        await app.repos.sessions.end(session.id, 'idle');
        return { admin: null, reason: 'session-idle' };
      }
      // Awaited, so that the next request sees this use (one still in flight would end a busy
      // session as idle), but for TOUCH_WAIT_MS at most: while another connection holds the
      // write lock the use is stored once it is released, and the request does not wait for it.
      // A failed write does not fail the request.
      if (shouldTouch(session.lastSeenAtMs, nowMs, idleMs))
        await atMost(
          TOUCH_WAIT_MS,
          app.repos.sessions
            .touch(session.id, nowMs)
            .catch((error: unknown) => request.log.warn({ err: error }, 'session use not stored')),
        );
      return {
        admin: {
          id: row.id,
          username: row.username,
          role: row.role,
          sessionId: session.id,
          reauthUntilMs: session.reauthUntilMs,
        },
      };
    });
    app.decorate(
      'identify',
      async (request: FastifyRequest) => (await app.identifyOrWhyNot(request)).admin,
    );

    const check = (roles: Role[] | undefined, enrolment: boolean): onRequestAsyncHookHandler =>
      async function checkRole(request) {
        const identified = await app.identifyOrWhyNot(request);
        const admin = identified.admin;
        if (!admin) {
          const reason = 'reason' in identified ? identified.reason : undefined;
          throw new HttpError(
            401,
            UNAUTHORIZED_MESSAGE,
            'error',
            undefined,
            reason ? { reason } : undefined,
          );
        }
        if (roles && !roles.includes(admin.role)) throw new HttpError(403, FORBIDDEN_MESSAGE);
        if (!enrolment && (await app.mustEnrolFirst(admin)))
          throw new HttpError(403, ENROL_FIRST_MESSAGE);
        request.admin = admin;
      };
    app.decorate('requireRole', (...roles: Role[]) => check(roles, false));
    app.decorate('requireSignedIn', ({ enrolment }: { enrolment: boolean }) =>
      check(undefined, enrolment),
    );

    app.decorate('requireRecentAuthentication', async function recentAuthentication(
      request,
      reply,
    ) {
      const until = request.admin?.reauthUntilMs ?? null;
      if (until !== null && until > app.clock().getTime()) return;
      return reply.code(403).send({ reauthRequired: true, error: REAUTH_REQUIRED_MESSAGE });
    } as preHandlerAsyncHookHandler);
    app.decorate('markRecentlyAuthenticated', async (request: FastifyRequest) => {
      const admin = request.admin!;
      const untilMs = app.clock().getTime() + REAUTH_WINDOW_MS;
      await app.repos.sessions.reauthenticated(admin.sessionId, untilMs);
      admin.reauthUntilMs = untilMs;
      return new Date(untilMs);
    });

    app.decorate('mustEnrolFirst', async (admin: { id: number; role: Role }) =>
      app.roleNeedsSecondFactor(admin.role) ? !(await hasSecondFactor(app.repos, admin.id)) : false,
    );

    const tokenFor = (admin: { id: number; tokenVersion: number }, sid: string) =>
      app.jwt.sign({ sub: String(admin.id), ver: admin.tokenVersion, sid });
    app.decorate('reissueToken', tokenFor);
    app.decorate(
      'startSession',
      async (admin: { id: number; tokenVersion: number }, client: SessionClient) => {
        const nowMs = app.clock().getTime();
        const sid = randomBytes(24).toString('base64url');
        await app.repos.sessions.create({
          id: sid,
          adminId: admin.id,
          createdAt: new Date(nowMs).toISOString(),
          lastSeenAtMs: nowMs,
          expiresAtMs: nowMs + TOKEN_LIFETIME_SECONDS * 1000,
          ip: client.ip,
          userAgent: client.userAgent.slice(0, 500),
          // A sign-in (every step the account has) is a recent authentication: forced enrolment
          // right after it, or adding a passkey at once, needs no second confirmation.
          reauthUntilMs: nowMs + REAUTH_WINDOW_MS,
        });
        return tokenFor(admin, sid);
      },
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
