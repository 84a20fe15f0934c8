import { apiCalls, type ApiCall } from '../api-calls';
import type {
  AdministratorList,
  CreateAdministratorRequest,
  UpdateAdministratorRequest,
} from '../schemas/administrators';
import type { LoginRequest, LoginResponse, SecureResponse } from '../schemas/auth';
import type { MutationResult } from '../schemas/common';
import type { CookieConsentRequest, CookieConsentResponse } from '../schemas/cookie-consent';
import type { HealthResponse } from '../schemas/health';
import type { NewsInput, NewsMap } from '../schemas/news';
import { moreCalls } from '../more-calls';
import type {
  SqlChangesDataResult,
  SqlDryRunResponse,
  SqlErrorResult,
  SqlExecuteResponse,
} from '../schemas/sql-explorer';
import {
  createSend,
  ifMatchHeaders,
  successBody,
  type ApiClientOptions,
  type IfMatchOptions,
} from './request';

export type RecordId = number | string;

/** Per-call options of the reading calls. */
export interface CallOptions {
  /** Aborts the request; the call then rejects with RequestAbortedError. */
  signal?: AbortSignal | undefined;
}

export interface ApiClient {
  listNews(options?: CallOptions): Promise<NewsMap>;
  login(body: LoginRequest): Promise<LoginResponse>;
  secure(options?: CallOptions): Promise<SecureResponse>;
  listAdministrators(options?: CallOptions): Promise<AdministratorList>;
  createAdministrator(body: CreateAdministratorRequest): Promise<MutationResult>;
  updateAdministrator(id: RecordId, body: UpdateAdministratorRequest): Promise<MutationResult>;
  deleteAdministrator(id: RecordId): Promise<MutationResult>;
  createNews(body: NewsInput): Promise<MutationResult>;
  updateNews(id: RecordId, body: NewsInput, options?: IfMatchOptions): Promise<MutationResult>;
  deleteNews(id: RecordId): Promise<MutationResult>;
  /**
   * Resolves with the `{ error }` body of a 400 too, so that the SQL Explorer can show it. With
   * `readOnly`, runs the statement only if the engine finds it changes nothing; one that would
   * change data resolves with the 409 `{ error, changesData: true }` (nothing changed).
   */
  executeSql(
    sql: string,
    options?: { readOnly?: boolean },
  ): Promise<SqlExecuteResponse | SqlChangesDataResult>;
  /** What a statement would change (the SQL Explorer's dry run); a 400 `{ error }` resolves too. */
  dryRunSql(sql: string): Promise<SqlDryRunResponse>;
  sendCookieConsent(body: CookieConsentRequest): Promise<CookieConsentResponse>;
  health(): Promise<HealthResponse>;
}

function isSqlError(body: unknown): body is SqlErrorResult {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string'
  );
}

/**
 * A typed client of every API call. Methods resolve with the 2xx body and throw ApiError
 * (non-2xx), NetworkError (no answer) or RequestAbortedError (the caller's signal fired);
 * executeSql and dryRunSql also resolve with a 400 `{ error }` (and a `readOnly` executeSql with
 * the 409 of a statement that would change data).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const send = createSend(options);

  async function call<T>(
    route: ApiCall,
    id?: RecordId,
    body?: unknown,
    options?: CallOptions & IfMatchOptions,
  ): Promise<T> {
    return successBody<T>(
      route,
      id,
      await send(route, { id, body, signal: options?.signal, headers: ifMatchHeaders(options) }),
    );
  }

  return {
    listNews: (options) => call(apiCalls.listNews, undefined, undefined, options),
    login: (body) => call(apiCalls.login, undefined, body),
    secure: (options) => call(apiCalls.secure, undefined, undefined, options),
    listAdministrators: (options) =>
      call(apiCalls.listAdministrators, undefined, undefined, options),
    createAdministrator: (body) => call(apiCalls.createAdministrator, undefined, body),
    updateAdministrator: (id, body) => call(apiCalls.updateAdministrator, id, body),
    deleteAdministrator: (id) => call(apiCalls.deleteAdministrator, id),
    createNews: (body) => call(apiCalls.createNews, undefined, body),
    updateNews: (id, body, options) => call(apiCalls.updateNews, id, body, options),
    deleteNews: (id) => call(apiCalls.deleteNews, id),
    async executeSql(sql, options) {
      const route = apiCalls.executeSql;
      const answer = await send(route, {
        body: options?.readOnly ? { sql, readOnly: true } : { sql },
      });
      if (answer.status === 400 && isSqlError(answer.body)) return answer.body;
      if (answer.status === 409 && options?.readOnly && isSqlError(answer.body))
        return answer.body as SqlChangesDataResult;
      return successBody<SqlExecuteResponse>(route, undefined, answer);
    },
    async dryRunSql(sql) {
      const route = moreCalls.dryRunSql;
      const answer = await send(route, { body: { sql } });
      if (answer.status === 400 && isSqlError(answer.body)) return answer.body;
      return successBody<SqlDryRunResponse>(route, undefined, answer);
    },
    sendCookieConsent: (body) => call(apiCalls.sendCookieConsent, undefined, body),
    health: () => call(apiCalls.health),
  };
}
