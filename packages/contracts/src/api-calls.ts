/** HTTP method of a call. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** none: no token; bearer: a valid token is required; optional: a token is accepted but not needed. */
export type RouteAuth = 'none' | 'bearer' | 'optional';

export interface ApiCall {
  readonly method: HttpMethod;
  /** Fastify path syntax (`:id`); the OpenAPI document writes it `{id}`. */
  readonly path: string;
  readonly auth: RouteAuth;
}

/**
 * Method, path and auth of every call, as plain data without schemas, so that the browser
 * client does not pull the schema builder into a page bundle. `apiRoutes` adds the schemas.
 */
export const apiCalls = {
  listNews: { method: 'GET', path: '/api/admin/news', auth: 'optional' },
  login: { method: 'POST', path: '/api/login', auth: 'none' },
  secure: { method: 'GET', path: '/api/admin/secure', auth: 'bearer' },
  listAdministrators: { method: 'GET', path: '/api/admin/admins', auth: 'bearer' },
  createAdministrator: { method: 'POST', path: '/api/admin/admins', auth: 'bearer' },
  updateAdministrator: { method: 'PUT', path: '/api/admin/admins/:id', auth: 'bearer' },
  deleteAdministrator: { method: 'DELETE', path: '/api/admin/admins/:id', auth: 'bearer' },
  createNews: { method: 'POST', path: '/api/admin/news', auth: 'bearer' },
  updateNews: { method: 'PUT', path: '/api/admin/news/:id', auth: 'bearer' },
  deleteNews: { method: 'DELETE', path: '/api/admin/news/:id', auth: 'bearer' },
  executeSql: { method: 'POST', path: '/api/sql-explorer/execute', auth: 'bearer' },
  sendCookieConsent: { method: 'POST', path: '/api/cookie-consent', auth: 'none' },
  health: { method: 'GET', path: '/api/health', auth: 'none' },
} as const satisfies Record<string, ApiCall>;

export type ApiCallName = keyof typeof apiCalls;
