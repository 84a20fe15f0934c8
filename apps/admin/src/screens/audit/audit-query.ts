import type { AuditQuery } from '@fuelcard/contracts';

/** Entries per page of the audit screen. */
export const AUDIT_PAGE_SIZE = 25;

/** The families of actions the filter offers (the API matches `news` to news.create, news.publish…). */
export const AUDIT_FAMILIES = ['sign-in', 'account', 'administrator', 'session', 'news', 'image', 'mfa', 'application'] as const;

export interface AuditFilters {
  actor: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

/** The screen's filters from the address (?actor=&action=&from=&to=&page=). */
export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const page = Number(params.get('page'));
  return {
    actor: params.get('actor') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address parameters of the filters; empty ones and the first page are left out. */
export function auditFilterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    const value = filters[key].trim();
    if (value !== '') params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query of the filters (the CSV leaves out the paging). */
export function auditQueryOf(filters: AuditFilters, paged = true): AuditQuery {
  const query: AuditQuery = {};
  for (const key of ['actor', 'action', 'from', 'to'] as const) {
    const value = filters[key].trim();
    if (value !== '') query[key] = value;
  }
  if (paged) {
    query.page = String(filters.page);
    query.pageSize = String(AUDIT_PAGE_SIZE);
  }
  return query;
}

/** What an entry's details say, as name and value pairs (values that are not text as JSON). */
export function auditDetailPairs(details: Record<string, unknown>): [string, string][] {
  return Object.entries(details).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : JSON.stringify(value),
  ]);
}
