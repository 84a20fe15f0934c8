import { pageCount, pageSlice } from '@fuelcard/contracts';

/** Rows per page of the console's lists: only these are ever rendered. */
export const LIST_PAGE_SIZE = 25;

export interface ListPage<T> {
  rows: T[];
  /** The page shown (brought inside 1..pages). */
  page: number;
  pages: number;
  total: number;
  /** 1-based positions of the first and last row shown (0 when none). */
  from: number;
  to: number;
}

/** One page of a list. */
export function listPage<T>(items: readonly T[], page: number, size = LIST_PAGE_SIZE): ListPage<T> {
  const pages = pageCount(items.length, size);
  const current = Math.min(Math.max(page, 1), Math.max(pages, 1));
  const rows = pageSlice(items, current, size);
  const from = rows.length === 0 ? 0 : (current - 1) * size + 1;
  const to = rows.length === 0 ? 0 : from + rows.length - 1;
  return { rows, page: current, pages, total: items.length, from, to };
}
