import type { ApiCall } from './api-calls';

/**
 * Method, path and auth of the applications' calls (issue 25), as plain data for the clients;
 * `applicationRoutes` adds the schemas.
 */
export const applicationCalls = {
  sendApplication: { method: 'POST', path: '/api/applications', auth: 'none' },
  applicationFormStart: { method: 'GET', path: '/api/applications/form-start', auth: 'none' },
  listApplications: { method: 'GET', path: '/api/admin/applications', auth: 'bearer' },
  exportApplications: { method: 'GET', path: '/api/admin/applications.csv', auth: 'bearer' },
  applicationItem: { method: 'GET', path: '/api/admin/applications/:id', auth: 'bearer' },
  updateApplication: { method: 'PUT', path: '/api/admin/applications/:id', auth: 'bearer' },
} as const satisfies Record<string, ApiCall>;

export type ApplicationCallName = keyof typeof applicationCalls;
