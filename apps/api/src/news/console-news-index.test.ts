import { describe, expect, it } from 'vitest';
import type { ConsoleIndexRow } from '../db/port';
import { createConsoleNewsIndex } from './console-news-index';

const TODAY = '2026-11-22';
const row = (
  id: number,
  over: Partial<ConsoleIndexRow> & { title?: string; en?: string },
): ConsoleIndexRow => ({
  id,
  slug: over.slug ?? `item-${id}`,
  priority: over.priority ?? 'B',
  dates: over.dates ?? { date: '', startDate: '', expireDate: '' },
  titles: { ru: over.title ?? '', en: over.en ?? '' },
  status: over.status ?? 'published',
  updatedAt: over.updatedAt ?? `2026-11-0${id}T10:00:00.000Z`,
});

// The console's list behaved so in the browser before it paged on the server (issue 24).
const index = createConsoleNewsIndex([
  row(1, {
    title: 'Ёлка у офиса',
    slug: 'yolka',
    dates: { date: '2026-11-20', startDate: '', expireDate: '' },
  }),
  row(2, {
    title: 'Новость 10',
    priority: 'A',
    dates: { date: '2026-11-21', startDate: '2026-12-01', expireDate: '' },
  }),
  row(3, {
    title: 'Новость 9',
    dates: { date: '2026-11-21', startDate: '', expireDate: '2026-11-01' },
  }),
  row(4, { en: 'Only English', priority: 'A' }),
  row(5, {
    title: 'Черновик',
    status: 'draft',
    dates: { date: '2026-11-19', startDate: '2026-11-25', expireDate: '' },
    updatedAt: '2026-11-21T09:00:00.000Z',
  }),
]);
const ids = (search: Parameters<typeof index.search>[0]) => index.search(search, TODAY);

describe("the console's news index", () => {
  it('finds every word in the Russian or English title or the slug, ignoring case and ё', () => {
    expect(ids({ q: 'елка' })).toEqual([1]);
    expect(ids({ q: 'YOLKA' })).toEqual([1]);
    expect(ids({ q: 'english only' })).toEqual([4]);
    expect(ids({ q: 'новость 1' })).toEqual([2]);
    expect(ids({ q: '  ' })).toEqual([5, 3, 2, 1, 4]);
    expect(ids({ q: 'нет такого' })).toEqual([]);
  });

  it('filters by state (a draft is a draft whatever its dates) and priority', () => {
    expect(ids({ state: 'live' })).toEqual([1, 4]);
    expect(ids({ state: 'live', priority: 'A' })).toEqual([4]);
    expect(ids({ state: 'expired', priority: 'A' })).toEqual([]);
    expect(ids({ state: 'draft' })).toEqual([5]);
    expect(ids({ state: 'scheduled' })).toEqual([2]);
  });

  it('sorts by date both ways (undated last; a draft by its last change), by priority, by title with numbers as numbers, by start and by last save', () => {
    // The draft was saved on 21.11 (dated 19.11): it comes with that day's items, before them.
    expect(ids({ sort: 'newest' })).toEqual([5, 3, 2, 1, 4]);
    expect(ids({ sort: 'oldest' })).toEqual([1, 2, 3, 5, 4]);
    expect(ids({ sort: 'priority' })).toEqual([2, 4, 5, 3, 1]);
    expect(ids({ sort: 'title' })).toEqual([1, 3, 2, 5, 4]);
    expect(ids({ sort: 'starts' })).toEqual([5, 2, 1, 3, 4]);
    expect(ids({ sort: 'updated' })).toEqual([5, 4, 3, 2, 1]);
  });

  // Review s47, finding 1: the list's «По началу показа» orders items of one day by their time.
  it('orders the items starting on one day by their start time, one without a time first', () => {
    const sameDay = createConsoleNewsIndex([
      row(1, { dates: { date: '', startDate: '2026-12-05', startTime: '14:00', expireDate: '' } }),
      row(2, { dates: { date: '', startDate: '2026-12-05', startTime: '09:00', expireDate: '' } }),
      row(3, { dates: { date: '', startDate: '2026-12-05', expireDate: '' } }),
      row(4, { dates: { date: '', startDate: '2026-12-04', startTime: '18:00', expireDate: '' } }),
    ]);
    expect(sameDay.search({ sort: 'starts' }, TODAY)).toEqual([4, 3, 2, 1]);
  });

  it('counts each state today', () => {
    expect(index.counts(TODAY)).toEqual({ all: 5, live: 2, scheduled: 1, expired: 1, draft: 1 });
    // The next day nothing new is scheduled to start but the draft stays a draft.
    expect(index.counts('2026-12-01')).toEqual({
      all: 5,
      live: 3,
      scheduled: 0,
      expired: 1,
      draft: 1,
    });
  });
});

describe("a page of the console's news index", () => {
  const searches = [
    {},
    { sort: 'oldest' as const },
    { q: 'новость' },
    { state: 'live' as const },
    { priority: 'A' as const, sort: 'title' as const },
    { q: 'нет такого' },
  ];
  it.each(searches)('is the slice of the whole answer, with its count: %o', (search) => {
    const all = index.search(search, TODAY);
    for (const [offset, limit] of [
      [0, 2],
      [2, 2],
      [4, 2],
      [0, 25],
      [10, 5],
    ] as const)
      expect(index.page(search, TODAY, offset, limit)).toEqual({
        total: all.length,
        ids: all.slice(offset, offset + limit),
      });
  });
});
