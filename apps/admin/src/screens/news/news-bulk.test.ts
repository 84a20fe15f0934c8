import { describe, expect, it, vi } from 'vitest';
import { runBulk } from './news-bulk';

const items = [
  { id: '1', title: 'Первая' },
  { id: '2', title: 'Вторая' },
  { id: '3', title: 'Третья' },
];

describe('runBulk', () => {
  it('unpublishes each item by its own status call, in order', async () => {
    const setStatus = vi.fn().mockResolvedValue({ ok: true });
    const deleteNews = vi.fn();
    const outcome = await runBulk({ setStatus, deleteNews }, 'unpublish', items);
    expect(setStatus.mock.calls).toEqual([['1', 'draft'], ['2', 'draft'], ['3', 'draft']]);
    expect(deleteNews).not.toHaveBeenCalled();
    expect(outcome).toEqual({ action: 'unpublish', done: items, failed: [] });
  });

  it('goes on after a failure and reports each failed item with its error', async () => {
    const refused = new Error('409');
    const setStatus = vi.fn().mockResolvedValueOnce({}).mockRejectedValueOnce(refused).mockResolvedValueOnce({});
    const outcome = await runBulk({ setStatus, deleteNews: vi.fn() }, 'publish', items);
    expect(setStatus.mock.calls.map(([, status]) => status)).toEqual(['published', 'published', 'published']);
    expect(outcome.done.map(({ id }) => id)).toEqual(['1', '3']);
    expect(outcome.failed).toEqual([{ id: '2', title: 'Вторая', error: refused }]);
  });

  it('deletes through the delete call', async () => {
    const deleteNews = vi.fn().mockResolvedValue(undefined);
    const outcome = await runBulk({ setStatus: vi.fn(), deleteNews }, 'delete', items.slice(0, 2));
    expect(deleteNews.mock.calls).toEqual([['1'], ['2']]);
    expect(outcome.done).toHaveLength(2);
  });
});
