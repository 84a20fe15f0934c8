import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { formErrorText } from '../../lib/form-error';
import type { BulkAction, BulkOutcome } from './news-bulk';

export interface NewsBulkBarProps {
  count: number;
  onAction: (action: BulkAction) => void;
  onClear: () => void;
}

/** The bar over the list while items are selected: their count and what can be done to all. */
export function NewsBulkBar({ count, onAction, onClear }: NewsBulkBarProps) {
  const t = useT();
  if (count === 0) return null;
  return (
    <div className="bulk-bar" role="region" aria-label={t('admin.news.bulk.bar')}>
      <p className="bulk-bar__count" aria-live="polite">
        {t('admin.news.bulk.selected', { count })}
      </p>
      <div className="bulk-bar__actions">
        <Button size="sm" variant="secondary" onClick={() => onAction('publish')}>
          {t('admin.news.bulk.publish')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onAction('unpublish')}>
          {t('admin.news.bulk.unpublish')}
        </Button>
        <Button
          size="sm"
          variant="danger"
          className="quiet-danger"
          onClick={() => onAction('delete')}
        >
          {t('admin.news.bulk.delete')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {t('admin.news.bulk.clear')}
        </Button>
      </div>
    </div>
  );
}

/** The items a bulk action could not change, each with the server's reason. */
export function NewsBulkFailures({
  outcome,
  onDismiss,
}: {
  outcome: BulkOutcome | null;
  onDismiss: () => void;
}) {
  const t = useT();
  if (!outcome || outcome.failed.length === 0) return null;
  const total = outcome.done.length + outcome.failed.length;
  return (
    <div className="bulk-failures" role="alert">
      <p className="bulk-failures__title">
        {t('admin.news.bulk.failed', { count: outcome.failed.length, total })}
      </p>
      <ul>
        {outcome.failed.map((failure) => (
          <li key={failure.id}>
            {t('admin.news.bulk.failedItem', {
              title: failure.title,
              reason: formErrorText(failure.error, t('admin.news.bulk.failedReason')),
            })}
          </li>
        ))}
      </ul>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t('admin.news.bulk.dismiss')}
      </Button>
    </div>
  );
}
