import {
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  type ApplicationListQuery,
  type ApplicationStatus,
} from '@fuelcard/contracts';

export interface ApplicationFilters {
  status: ApplicationStatus | '';
  q: string;
  page: number;
}

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

/** The screen's filters from the address (?status=&q=&page=). */
export function parseApplicationFilters(params: URLSearchParams): ApplicationFilters {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    status: isStatus(status) ? status : '',
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of the filters (and the application open, if any); defaults are left out. */
export function applicationFilterParams(filters: ApplicationFilters, open?: number): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.page > 1) params.set('page', String(filters.page));
  if (open) params.set('open', String(open));
  return params;
}

/** The API's query of the filters (the CSV leaves out the paging). */
export function applicationQueryOf(filters: ApplicationFilters, paged = true): ApplicationListQuery {
  const query: ApplicationListQuery = {};
  if (filters.status) query.status = filters.status;
  if (filters.q.trim()) query.q = filters.q.trim().slice(0, 200);
  if (paged) {
    query.page = String(filters.page);
    query.limit = String(APPLICATIONS_PAGE_SIZE);
  }
  return query;
}
