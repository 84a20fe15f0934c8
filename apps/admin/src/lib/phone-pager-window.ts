import type { PaginationItem } from '@fuelcard/ui';

/**
 * A phone's page window (review s45b, finding 8): the current page and its neighbours only, no
 * first or last page and no gaps, so that «‹ 2 3 4 ›» keeps to one row of 44 px targets at 375 px
 * (with «1 … 13» the «›» wrapped onto a line of its own). The total stands beside it as «3 / 13».
 */
export function phonePagerWindow(current: number, totalPages: number): PaginationItem[] {
  const total = Math.floor(totalPages);
  if (!Number.isFinite(total) || total < 1) return [];
  const page = Math.min(Math.max(Math.trunc(current) || 1, 1), total);
  return [page - 1, page, page + 1].filter((candidate) => candidate >= 1 && candidate <= total);
}
