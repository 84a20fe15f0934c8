/** News items per page of the news list. */
export const NEWS_PAGE_SIZE = 4;

export type PaginationItem = number | 'ellipsis';

/** How many pages `total` items fill; 0 items make 0 pages. Throws RangeError for a size below 1. */
export function pageCount(total: number, size: number = NEWS_PAGE_SIZE): number {
  if (!(size >= 1)) throw new RangeError(`page size must be at least 1, got ${size}`);
  return total > 0 ? Math.ceil(total / size) : 0;
}

/** The items of a 1-based page; an empty list for a page outside the range. */
export function pageSlice<T>(
  items: readonly T[],
  page: number,
  size: number = NEWS_PAGE_SIZE,
): T[] {
  if (!(size >= 1)) throw new RangeError(`page size must be at least 1, got ${size}`);
  if (!Number.isInteger(page) || page < 1) return [];
  return items.slice((page - 1) * size, page * size);
}

/**
 * The page buttons: first, last, current and one neighbour each side, with 'ellipsis' where
 * pages are skipped. An ellipsis never stands for one page: that page is shown instead.
 * A current page outside 1..totalPages is brought inside it.
 */
export function paginationWindow(current: number, totalPages: number): PaginationItem[] {
  const total = Math.floor(totalPages);
  if (!Number.isFinite(total) || total < 1) return [];
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), total);
  const shown = [...new Set([1, page - 1, page, page + 1, total])]
    .filter((candidate) => candidate >= 1 && candidate <= total)
    .sort((a, b) => a - b);

  const window: PaginationItem[] = [];
  let previous = 0;
  for (const candidate of shown) {
    const gap = candidate - previous - 1;
    if (gap === 1) window.push(previous + 1);
    else if (gap > 1) window.push('ellipsis');
    window.push(candidate);
    previous = candidate;
  }
  return window;
}
