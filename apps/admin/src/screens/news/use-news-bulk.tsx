import { useT } from '@fuelcard/i18n/react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApi } from '../../lib/api-context';
import { useToast } from '../../lib/toasts';
import { useNewsWorkflow } from '../../lib/use-news-workflow';
import { ConfirmActionModal } from '../shared/confirm-action-modal';
import { runBulk, type BulkAction, type BulkItem, type BulkOutcome } from './news-bulk';
import { NewsBulkBar, NewsBulkFailures } from './news-bulk-bar';
import { newsTitle, type ConsoleNewsRow } from './news-index';

interface Pending {
  action: BulkAction;
  items: BulkItem[];
}

/**
 * Selection and bulk actions of the news list (issue 26 §8): the rows' boxes, the bar, the
 * confirmation that names the count, one call per item, a toast for what went through (with
 * «Отменить» after a delete) and a list of the items that failed. The row menu's publish and
 * unpublish go the same way with one item.
 */
export function useNewsBulk(rows: readonly ConsoleNewsRow[], reload: () => void) {
  const t = useT();
  const api = useApi();
  const workflow = useNewsWorkflow();
  const notify = useToast();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const result = useRef<BulkOutcome | null>(null);

  // Only rows of the page in view count: another page or search starts afresh.
  const selected = useMemo(
    () => new Set(rows.filter((row) => chosen.has(row.id)).map((row) => row.id)),
    [rows, chosen],
  );
  const onSelect = useCallback((ids: readonly string[], on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setChosen(new Set()), []);

  const ask = (action: BulkAction, items: BulkItem[]) => {
    setOutcome(null);
    setPending({ action, items });
  };
  const onStatus = (item: ConsoleNewsRow, action: 'publish' | 'unpublish') =>
    ask(action, [{ id: item.id, title: newsTitle(item) }]);

  const finish = (result: BulkOutcome) => {
    setPending(null);
    setOutcome(result);
    reload();
    setChosen((current) => {
      const next = new Set(current);
      for (const item of result.done) next.delete(item.id);
      return next;
    });
    if (result.done.length === 0) return;
    const message = t(`admin.news.bulk.done.${result.action}`, { count: result.done.length });
    if (result.action !== 'delete') return notify(message);
    notify(message, 'success', {
      label: t('admin.news.toast.undo'),
      onAction: () => {
        void Promise.allSettled(result.done.map((item) => workflow.undoDelete(item.id))).then(
          (undone) => {
            const back = undone.filter((entry) => entry.status === 'fulfilled').length;
            if (back > 0) notify(t('admin.news.bulk.done.undone', { count: back }));
            if (back < undone.length) notify(t('admin.news.toast.undoError'), 'error');
            reload();
          },
        );
      },
    });
  };

  const bar: ReactNode = (
    <>
      <NewsBulkFailures outcome={outcome} onDismiss={() => setOutcome(null)} />
      <NewsBulkBar
        count={selected.size}
        onAction={(action) =>
          ask(
            action,
            rows
              .filter((row) => selected.has(row.id))
              .map((row) => ({ id: row.id, title: newsTitle(row) })),
          )
        }
        onClear={clear}
      />
    </>
  );

  const modal: ReactNode = pending && (
    <ConfirmActionModal
      title={t(`admin.news.bulk.confirm.${pending.action}Title`)}
      text={t(`admin.news.bulk.confirm.${pending.action}Text`, { count: pending.items.length })}
      confirmLabel={t(`admin.news.bulk.${pending.action}`)}
      sendingLabel={t('admin.news.bulk.working')}
      fallbackError={t('admin.news.bulk.failedReason')}
      danger={pending.action === 'delete'}
      onConfirm={async () => {
        result.current = await runBulk(
          {
            setStatus: (id, status) => workflow.setStatus(id, status),
            deleteNews: (id) => api.deleteNews(id),
          },
          pending.action,
          pending.items,
        );
      }}
      onDone={() => result.current && finish(result.current)}
      onClose={() => setPending(null)}
    />
  );

  return { selected, onSelect, onStatus, clear, bar, modal };
}
