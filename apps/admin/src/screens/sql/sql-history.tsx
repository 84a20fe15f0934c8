import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { useId } from 'react';
import { Icon } from '../../artwork/icons';
import { formatRuDateTime } from '../../lib/format-date';
import type { SqlHistoryEntry } from '../../lib/sql-history';


export interface SqlHistoryProps {
  entries: readonly SqlHistoryEntry[];
  disabled: boolean;
  /** Puts a statement into the query field. */
  onPick: (sql: string) => void;
  /** Runs a statement again. */
  onRun: (sql: string) => void;
  onClear: () => void;
}

/**
 * The last statements of this browser (newest first), each to put back or to run again. Narrower
 * than a desk it is last on the page and shows them all. Beside the query on a desk it is as tall
 * as the query's card and its list scrolls inside (review s47c, finding 5, a deliberate change:
 * it showed the newest five and «Показать все (N)», and, taller than the query, left an empty
 * band under it). A statement that did not run (refused in reading mode, cancelled, or failed)
 * carries a tag after its time: amber if refused or cancelled, red if it failed.
 */
export function SqlHistory({ entries, disabled, onPick, onRun, onClear }: SqlHistoryProps) {
  const t = useT();
  const id = useId();
  return (
    <section className="card sql-history" aria-labelledby={`${id}-title`}>
      <div className="sql-history__head">
        <h2 id={`${id}-title`} className="panel__title">
          <Icon name="history" size={18} />
          {t('admin.sql.history.title')}
        </h2>
        {entries.length > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('admin.sql.history.clear')}
          </Button>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="panel__empty">{t('admin.sql.history.empty')}</p>
      ) : (
        <ol className="sql-history__list" id={`${id}-list`}>
          {entries.map((entry, index) => (
            <li key={entry.sql} className="sql-history__item" data-outcome={entry.outcome}>
              <button type="button" className="sql-history__sql" title={entry.sql} onClick={() => onPick(entry.sql)}
                aria-describedby={`${id}-at-${index}`}>
                {entry.sql.replace(/\s+/g, ' ').slice(0, 200)}
              </button>
              <span className="sql-history__meta" id={`${id}-at-${index}`}>
                <span>{formatRuDateTime(entry.at)}</span>
                {entry.outcome && (
                  <span className="sql-history__tag" data-outcome={entry.outcome}>
                    {t(`admin.sql.history.outcome.${entry.outcome}`)}
                  </span>
                )}
              </span>
              <Button variant="ghost" size="sm" className="sql-history__run" disabled={disabled} onClick={() => onRun(entry.sql)}
                aria-label={t('admin.sql.history.runAgainNamed', { n: index + 1 })}>
                <span className="button-with-icon">
                  <Icon name="play" size={14} />
                  {t('admin.sql.history.runAgain')}
                </span>
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
