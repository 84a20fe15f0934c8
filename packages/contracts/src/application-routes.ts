import { anyRole, guarded, storage, type ApiRoute } from './api-routes';
import { applicationCalls } from './application-calls';
import {
  ApplicationCreated,
  ApplicationFormStart,
  ApplicationItem,
  ApplicationListQuery,
  ApplicationPage,
  ApplicationRefusal,
  ApplicationRequest,
  ApplicationUpdate,
} from './schemas/applications';
import { ErrorResponse, IdParams } from './schemas/common';

/**
 * The applications' calls (issue 25; docs/decisions/api-0015-applications.md): the site's form
 * sends one, the console (both roles) lists, reads, changes and exports them.
 */
export const applicationRoutes = {
  sendApplication: {
    ...applicationCalls.sendApplication,
    summary:
      'Send an application from the site’s form (no token). Every invalid field is answered at ' +
      'once in `fields`; at most 5 accepted applications an hour from one address (429).',
    tag: 'applications',
    body: ApplicationRequest,
    response: {
      201: ApplicationCreated,
      400: ApplicationRefusal,
      429: ApplicationRefusal,
      ...storage,
    },
  },
  applicationFormStart: {
    ...applicationCalls.applicationFormStart,
    summary:
      'When the form is shown (no token): `startedAt` (now) and its `startedAtSignature`, which ' +
      'the form sends back with the application. The site asks for it each time it shows the form.',
    tag: 'applications',
    response: { 200: ApplicationFormStart },
  },
  listApplications: {
    ...applicationCalls.listApplications,
    roles: anyRole,
    summary:
      'A page of the applications, newest first: status filter, search, and the count in each status.',
    tag: 'applications',
    query: ApplicationListQuery,
    response: { 200: ApplicationPage, ...guarded, 400: ErrorResponse },
  },
  exportApplications: {
    ...applicationCalls.exportApplications,
    roles: anyRole,
    summary: 'The same filters as CSV (`;`, UTF-8 with BOM), newest first.',
    tag: 'applications',
    query: ApplicationListQuery,
    response: { ...guarded, 400: ErrorResponse },
  },
  applicationItem: {
    ...applicationCalls.applicationItem,
    roles: anyRole,
    summary: 'One application with every field.',
    tag: 'applications',
    params: IdParams,
    response: { 200: ApplicationItem, ...guarded, 404: ErrorResponse },
  },
  updateApplication: {
    ...applicationCalls.updateApplication,
    roles: anyRole,
    summary:
      'Change the status, who took it (`assigneeId`, null: nobody) or the note; each change is ' +
      'in the activity log.',
    tag: 'applications',
    params: IdParams,
    body: ApplicationUpdate,
    response: {
      200: ApplicationItem,
      400: ErrorResponse,
      ...guarded,
      404: ErrorResponse,
      ...storage,
    },
  },
} as const satisfies Record<string, ApiRoute & { query?: unknown }>;
