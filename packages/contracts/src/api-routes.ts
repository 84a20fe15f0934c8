import type { TSchema } from '@sinclair/typebox';
import { apiCalls, type ApiCall, type ApiCallName } from './api-calls';
import {
  AdministratorList,
  CreateAdministratorRequest,
  UpdateAdministratorRequest,
} from './schemas/administrators';
import { MfaRequiredResponse } from './schemas/account';
import {
  LoginRequest,
  LoginResponse,
  MessageResponse,
  SecureResponse,
  UnauthorizedResponse,
} from './schemas/auth';
import { ErrorResponse, IdParams, MutationResult } from './schemas/common';
import { Type } from '@sinclair/typebox';
import { CookieConsentRequest, CookieConsentResponse } from './schemas/cookie-consent';
import { HealthDraining, HealthResponse, HealthUnavailable } from './schemas/health';
import { NewsInput, NewsMap } from './schemas/news';
import { NewsConflictResponse } from './schemas/news-queries';
import type { Role } from './schemas/roles';
import {
  SqlChangesDataResult,
  SqlExecuteRequest,
  SqlExecuteResponse,
} from './schemas/sql-explorer';

export type RouteTag =
  | 'news'
  | 'auth'
  | 'account'
  | 'administrators'
  | 'sql-explorer'
  | 'cookie-consent'
  | 'audit'
  | 'health'
  | 'applications';

export interface ApiRoute extends ApiCall {
  /** Roles allowed on a bearer call; set on every bearer call and on no other. */
  readonly roles?: readonly Role[];
  readonly summary: string;
  readonly tag: RouteTag;
  readonly params?: TSchema;
  readonly body?: TSchema;
  readonly response: Readonly<Record<number, TSchema>>;
}

export const anyRole = ['superadmin', 'admin'] as const satisfies readonly Role[];
export const superadminOnly = ['superadmin'] as const satisfies readonly Role[];

/**
 * Answers every bearer call may give besides its own: missing or bad token (with why its session
 * ended, when it did), and a role not allowed.
 */
export const guarded = { 401: UnauthorizedResponse, 403: ErrorResponse } as const;

/**
 * Answers of every call that writes: 503 while the database cannot take the write (busy past the
 * wait, read-only, unreachable), 507 when the server's disk is full; both `{ error }` in Russian.
 */
export const storage = { 503: ErrorResponse, 507: ErrorResponse } as const;

/** Every call of the API (spec §7 plus the health check), by the name the client method uses. */
export const apiRoutes = {
  listNews: {
    ...apiCalls.listNews,
    summary:
      'News items keyed by id: every item with a token, else only those shown today (Europe/Minsk). ' +
      'The public answer has an ETag and answers 304 Not Modified to a matching If-None-Match.',
    tag: 'news',
    response: { 200: NewsMap },
  },
  login: {
    ...apiCalls.login,
    summary: 'Sign in an administrator and get a bearer token.',
    tag: 'auth',
    body: LoginRequest,
    response: {
      200: Type.Union([LoginResponse, MfaRequiredResponse], {
        description: 'A token, or (with a second factor enrolled) the second step to take.',
      }),
      400: ErrorResponse,
      401: MessageResponse,
      ...storage,
    },
  },
  secure: {
    ...apiCalls.secure,
    roles: anyRole,
    summary: 'Check the session and get the role.',
    tag: 'auth',
    response: { 200: SecureResponse, ...guarded },
  },
  listAdministrators: {
    ...apiCalls.listAdministrators,
    roles: superadminOnly,
    summary: 'List administrator accounts.',
    tag: 'administrators',
    response: { 200: AdministratorList, ...guarded },
  },
  createAdministrator: {
    ...apiCalls.createAdministrator,
    roles: superadminOnly,
    summary: 'Create an administrator with the role admin.',
    tag: 'administrators',
    body: CreateAdministratorRequest,
    response: {
      201: MutationResult,
      400: ErrorResponse,
      ...guarded,
      409: ErrorResponse,
      ...storage,
    },
  },
  updateAdministrator: {
    ...apiCalls.updateAdministrator,
    roles: superadminOnly,
    summary: 'Rename an administrator and optionally change the password.',
    tag: 'administrators',
    params: IdParams,
    body: UpdateAdministratorRequest,
    response: {
      200: MutationResult,
      400: ErrorResponse,
      ...guarded,
      404: ErrorResponse,
      409: ErrorResponse,
      ...storage,
    },
  },
  deleteAdministrator: {
    ...apiCalls.deleteAdministrator,
    roles: superadminOnly,
    summary: 'Delete an administrator.',
    tag: 'administrators',
    params: IdParams,
    response: {
      200: MutationResult,
      400: ErrorResponse,
      ...guarded,
      404: ErrorResponse,
      409: ErrorResponse,
      ...storage,
    },
  },
  createNews: {
    ...apiCalls.createNews,
    roles: anyRole,
    summary: 'Create a news item.',
    tag: 'news',
    body: NewsInput,
    response: {
      201: MutationResult,
      400: ErrorResponse,
      ...guarded,
      409: ErrorResponse,
      ...storage,
    },
  },
  updateNews: {
    ...apiCalls.updateNews,
    roles: anyRole,
    summary: 'Replace a news item; with If-Match only over that version (else 412).',
    tag: 'news',
    params: IdParams,
    body: NewsInput,
    response: {
      200: MutationResult,
      400: ErrorResponse,
      ...guarded,
      404: ErrorResponse,
      409: ErrorResponse,
      412: NewsConflictResponse,
      ...storage,
    },
  },
  deleteNews: {
    ...apiCalls.deleteNews,
    roles: anyRole,
    summary: 'Delete a news item.',
    tag: 'news',
    params: IdParams,
    response: {
      200: MutationResult,
      400: ErrorResponse,
      ...guarded,
      404: ErrorResponse,
      ...storage,
    },
  },
  executeSql: {
    ...apiCalls.executeSql,
    roles: superadminOnly,
    summary:
      'Run one SQL statement on the database. With `readOnly`, only a statement the engine finds ' +
      'changes nothing runs; one that would change data is answered 409 `changesData`.',
    tag: 'sql-explorer',
    body: SqlExecuteRequest,
    response: {
      200: SqlExecuteResponse,
      400: ErrorResponse,
      ...guarded,
      409: SqlChangesDataResult,
      ...storage,
    },
  },
  sendCookieConsent: {
    ...apiCalls.sendCookieConsent,
    summary: 'Store a cookie consent record.',
    tag: 'cookie-consent',
    body: CookieConsentRequest,
    response: { 201: CookieConsentResponse, 400: ErrorResponse, ...storage },
  },
  health: {
    ...apiCalls.health,
    summary:
      'Liveness and database check; 503 while the service drains before shutting down or ' +
      'cannot write its database.',
    tag: 'health',
    response: {
      200: HealthResponse,
      503: Type.Union([HealthDraining, HealthUnavailable], {
        description: 'Draining before a shutdown, or unable to write the database.',
      }),
    },
  },
} as const satisfies Record<ApiCallName, ApiRoute>;

export type ApiRouteName = ApiCallName;
