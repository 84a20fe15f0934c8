import { pageCount, pageSlice } from '@fuelcard/contracts';

/** Rows per page of the console's lists: only these are ever rendered. */
export const LIST_PAGE_SIZE = 25;

/**
 * The page sizes a list offers beside its pager (review s48b, finding 9: 25 cards are some
 * 3,700 px on a phone), within the console news search's `limit` (1–100).
 */
export const LIST_PAGE_SIZES = [10, 25, 50] as const;
export type ListPageSize = (typeof LIST_PAGE_SIZES)[number];

/** The page size below 600 px when none is chosen: 10 cards, not 25. */
export const NARROW_PHONE_PAGE_SIZE: ListPageSize = 10;

/** A page size read from the address: one of the offered sizes, or undefined. */
export function pageSizeOf(value: string | null): ListPageSize | undefined {
  const size = Number(value);
  return LIST_PAGE_SIZES.find((offered) => offered === size);
}

/**
 * The page to show after the size changes: the one holding the row that was first on the screen,
 * so that nothing read so far jumps away.
 */
export function pageAfterResize(page: number, oldSize: number, newSize: number): number {
  return Math.floor(((Math.max(page, 1) - 1) * oldSize) / newSize) + 1;
}

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
