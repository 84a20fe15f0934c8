import {
  consoleNewsStateOn,
  NEWS_TIME_ZONE,
  todayIn,
  type ConsoleNewsCounts,
  type ConsoleNewsStateName,
  type NewsItem,
} from '@fuelcard/contracts';
import type { ConsoleIndexRow } from '../db/port';

export type ConsoleSort = 'newest' | 'oldest' | 'priority' | 'title' | 'starts' | 'updated';

/** What the console's list asks for (GET /api/admin/news/search). */
export interface ConsoleNewsSearch {
  q?: string;
  state?: ConsoleNewsStateName;
  priority?: NewsItem['priority'];
  sort?: ConsoleSort;
  page?: number;
  limit?: number;
}

/**
 * The console's one status (shared with the console: contracts' news-state) at a moment in Minsk:
 * `YYYY-MM-DDTHH:MM`, or a bare day `YYYY-MM-DD` (its first minute).
 */
export function consoleNewsStateAtMoment(
  item: Parameters<typeof consoleNewsStateOn>[0],
  moment: string,
): ReturnType<typeof consoleNewsStateOn> {
  const [today = '', time = '00:00'] = moment.split('T');
  return consoleNewsStateOn(item, today, time);
}
export { consoleNewsStateOn };

/** Text for matching: lower case, ё as е, runs of spaces as one (as the console always did). */
export function searchable(text: string): string {
  return text.toLowerCase().replaceAll('ё', 'е').replace(/\s+/g, ' ').trim();
}

interface Entry extends ConsoleIndexRow {
  searchText: string;
}

const titleCollator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * What an item is dated by in the console's date orders: a published item by its publication
 * date, a draft by its last change (issue 26 §8: a draft one works on is at the top, not sunk
 * under «Дата —») — the Minsk day of its last save, then the moment, so that it sorts among the
 * items of that day and after them.
 */
function dateKey(entry: Entry): string {
  if (entry.status !== 'draft') return entry.dates.date;
  const saved = new Date(entry.updatedAt);
  return Number.isNaN(saved.getTime())
    ? entry.dates.date
    : `${todayIn(NEWS_TIME_ZONE, saved)}${entry.updatedAt}`;
}

/** Undated items last in both date orders; equal dates by id, the larger first when newest. */
function byDate(direction: 1 | -1) {
  return (a: Entry, b: Entry): number => {
    const aKey = dateKey(a);
    const bKey = dateKey(b);
    if (aKey === '' || bKey === '') return Number(aKey === '') - Number(bKey === '') || a.id - b.id;
    if (aKey !== bKey) return direction * (aKey > bKey ? -1 : 1);
    return direction * (b.id - a.id);
  };
}
const newestFirst = byDate(1);

const ORDERS: Record<ConsoleSort, (a: Entry, b: Entry) => number> = {
  newest: newestFirst,
  oldest: byDate(-1),
  priority: (a, b) => a.priority.localeCompare(b.priority) || newestFirst(a, b),
  title: (a, b) =>
    titleCollator.compare(a.titles.ru || a.titles.en, b.titles.ru || b.titles.en) || a.id - b.id,
  starts: (a, b) =>
    Number(a.dates.startDate === '') - Number(b.dates.startDate === '') ||
    a.dates.startDate.localeCompare(b.dates.startDate) ||
    // Within a day by the time it starts (none is the day's first minute): review s47, finding 1.
    (a.dates.startTime ?? '').localeCompare(b.dates.startTime ?? '') ||
    a.id - b.id,
  updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id,
};

/**
 * The console's list of one news revision, in memory: every item's list fields and search text
 * (no descriptions), each order sorted once when first asked for. Searching 100,000 items is a
 * filter over an array (a few ms); what a page shows is then read by id. The orders are the ones
 * the console's list always had (docs/decisions/api-0011-news-queries.md).
 */
export function createConsoleNewsIndex(rows: readonly ConsoleIndexRow[]) {
  const entries: Entry[] = rows.map((row) => ({
    ...row,
    searchText: searchable(`${row.titles.ru} ${row.titles.en} ${row.slug}`),
  }));
  const sorted = new Map<ConsoleSort, Entry[]>();
  const ordered = (sort: ConsoleSort): Entry[] => {
    let list = sorted.get(sort);
    if (!list) sorted.set(sort, (list = [...entries].sort(ORDERS[sort])));
    return list;
  };
  let countsOf: { today: string; counts: ConsoleNewsCounts } | undefined;

  return {
    /** Ids of the matching items, in the asked order (newest when not given). */
    search(search: ConsoleNewsSearch, today: string): number[] {
      const words = searchable(search.q ?? '')
        .split(' ')
        .filter(Boolean);
      const ids: number[] = [];
      for (const entry of ordered(search.sort ?? 'newest')) {
        if (search.priority && entry.priority !== search.priority) continue;
        if (search.state && consoleNewsStateAtMoment(entry, today) !== search.state) continue;
        if (!words.every((word) => entry.searchText.includes(word))) continue;
        ids.push(entry.id);
      }
      return ids;
    },
    /**
     * One page of the matching items (ids in the asked order) and how many match: only the page's
     * ids are collected, and a list without search or filter is read straight off its order.
     */
    page(
      search: ConsoleNewsSearch,
      today: string,
      offset: number,
      limit: number,
    ): { total: number; ids: number[] } {
      const list = ordered(search.sort ?? 'newest');
      const words = searchable(search.q ?? '')
        .split(' ')
        .filter(Boolean);
      if (words.length === 0 && !search.priority && !search.state)
        return { total: list.length, ids: list.slice(offset, offset + limit).map(({ id }) => id) };
      const ids: number[] = [];
      let total = 0;
      for (const entry of list) {
        if (search.priority && entry.priority !== search.priority) continue;
        if (search.state && consoleNewsStateAtMoment(entry, today) !== search.state) continue;
        if (!words.every((word) => entry.searchText.includes(word))) continue;
        if (total >= offset && ids.length < limit) ids.push(entry.id);
        total += 1;
      }
      return { total, ids };
    },
    /** How many items are in each state at `today` (a moment, or a day's first minute). */
    counts(today: string): ConsoleNewsCounts {
      if (countsOf?.today === today) return countsOf.counts;
      const counts: ConsoleNewsCounts = {
        all: entries.length,
        live: 0,
        scheduled: 0,
        expired: 0,
        draft: 0,
      };
      for (const entry of entries) counts[consoleNewsStateAtMoment(entry, today)] += 1;
      countsOf = { today, counts };
      return counts;
    },
  };
}
