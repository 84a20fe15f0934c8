import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { useId, useState } from 'react';
import { Icon } from '../../artwork/icons';
import { formatRuDateTime } from '../../lib/format-date';
import type { SqlHistoryEntry } from '../../lib/sql-history';
import { useMediaQuery } from '../../lib/use-media-query';

/** A desk: the history stands beside the query, as a column of its own. */
export const SQL_DESK_QUERY = '(min-width: 1200px)';
/** Entries a desk shows before «Показать все»: about the query card's height. */
export const SQL_HISTORY_SHORT = 5;

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
 * The last statements of this browser (newest first), each to put back or to run again. Never a
 * box scrolled inside the page, where an entry was cut in half (review s45b, finding 13): narrower
 * than a desk it is last on the page and shows them all; beside the query on a desk it shows the
 * newest five whole, and «Показать все (N)» the rest. A statement that did not run (refused in
 * reading mode, cancelled, or failed) carries a tag after its time (review s47, finding 15).
 */
export function SqlHistory({ entries, disabled, onPick, onRun, onClear }: SqlHistoryProps) {
  const t = useT();
  const id = useId();
  const desk = useMediaQuery(SQL_DESK_QUERY);
  const [expanded, setExpanded] = useState(false);
  const long = desk && entries.length > SQL_HISTORY_SHORT;
  const shown = long && !expanded ? entries.slice(0, SQL_HISTORY_SHORT) : entries;
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
          {shown.map((entry, index) => (
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
      {long && (
        <Button variant="ghost" size="sm" className="sql-history__toggle" aria-expanded={expanded} aria-controls={`${id}-list`}
          onClick={() => setExpanded((was) => !was)}>
          {expanded ? t('admin.sql.history.showFewer') : t('admin.sql.history.showAll', { count: entries.length })}
        </Button>
      )}
    </section>
  );
}
