import type { NewsStatus } from '@fuelcard/contracts';

export type BulkAction = 'publish' | 'unpublish' | 'delete';
export const BULK_ACTIONS: readonly BulkAction[] = ['publish', 'unpublish', 'delete'];

/** The calls a bulk action makes, one per item (the API audits each). */
export interface BulkCalls {
  setStatus: (id: string, status: NewsStatus) => Promise<unknown>;
  deleteNews: (id: string) => Promise<unknown>;
}

export interface BulkItem {
  id: string;
  title: string;
}

export interface BulkFailure extends BulkItem {
  error: unknown;
}

export interface BulkOutcome {
  action: BulkAction;
  done: BulkItem[];
  failed: BulkFailure[];
}

function call(calls: BulkCalls, action: BulkAction, id: string): Promise<unknown> {
  if (action === 'delete') return calls.deleteNews(id);
  return calls.setStatus(id, action === 'publish' ? 'published' : 'draft');
}

/**
 * Runs an action on each selected item in turn (one call at a time: the server and the audit
 * see them in the list's order) and reports which went through and which failed, with why.
 */
export async function runBulk(calls: BulkCalls, action: BulkAction, items: readonly BulkItem[]): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { action, done: [], failed: [] };
  for (const item of items) {
    try {
      await call(calls, action, item.id);
      outcome.done.push(item);
    } catch (error) {
      outcome.failed.push({ ...item, error });
    }
  }
  return outcome;
}
