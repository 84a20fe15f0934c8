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

/** The last statements of this browser (newest first), each to put back or to run again. */
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
        <ol className="sql-history__list">
          {entries.map((entry, index) => (
            <li key={entry.sql} className="sql-history__item">
              <button type="button" className="sql-history__sql" title={entry.sql} onClick={() => onPick(entry.sql)}
                aria-describedby={`${id}-at-${index}`}>
                {entry.sql.replace(/\s+/g, ' ').slice(0, 200)}
              </button>
              <span className="sql-history__meta">
                <span id={`${id}-at-${index}`}>{formatRuDateTime(entry.at)}</span>
                <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onRun(entry.sql)}
                  aria-label={t('admin.sql.history.runAgainNamed', { n: index + 1 })}>
                  <span className="button-with-icon">
                    <Icon name="play" size={14} />
                    {t('admin.sql.history.runAgain')}
                  </span>
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
