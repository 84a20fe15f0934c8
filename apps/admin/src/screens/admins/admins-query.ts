import type { Administrator } from '@fuelcard/contracts';
import { searchable } from '../news/news-index';

export const ADMIN_SORTS = ['username', 'newest', 'oldest'] as const;
export type AdminSort = (typeof ADMIN_SORTS)[number];

export interface AdminsQuery {
  q: string;
  sort: AdminSort;
  page: number;
}

export function parseAdminsQuery(params: URLSearchParams): AdminsQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    sort: ADMIN_SORTS.includes(sort as AdminSort) ? (sort as AdminSort) : 'username',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function adminsQueryParams(query: AdminsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim() !== '') params.set('q', query.q);
  if (query.sort !== 'username') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

const COMPARE: Record<AdminSort, (a: Administrator, b: Administrator) => number> = {
  username: (a, b) => collator.compare(a.username, b.username) || a.id - b.id,
  newest: (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
  oldest: (a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id,
};

/** The administrators whose name holds every word of the search, in the chosen order. */
export function queryAdmins(admins: readonly Administrator[], q: string, sort: AdminSort): Administrator[] {
  const words = searchable(q).split(' ').filter(Boolean);
  return admins
    .filter((admin) => {
      const name = searchable(admin.username);
      return words.every((word) => name.includes(word));
    })
    .sort(COMPARE[sort]);
}
