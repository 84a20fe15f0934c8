import type { AuditEntry } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import type { CSSProperties, ReactNode } from 'react';
import { formatRuDateTime } from '../../lib/format-date';
import { AuditDetails, AuditObject, auditLabelChars, showsObject } from './audit-object';
import { auditSeverity } from './audit-severity';

/**
 * The audit's entries: a table from a tablet up (on a tablet in three columns: when, who and from
 * where; what and on what; the details), cards on a phone.
 */
export function AuditEntries({
  entries,
  cards,
  compact = false,
}: {
  entries: readonly AuditEntry[];
  cards: boolean;
  compact?: boolean;
}) {
  const t = useT();
  const when = (entry: AuditEntry) => formatRuDateTime(entry.at) ?? entry.at;
  // The details' names as wide as the longest shown, the same for every entry on the page.
  const labels = {
    '--audit-label-width': `${auditLabelChars(
      entries,
      (key) => t(`admin.workflow.audit.detailNames.${key}`, { defaultValue: key }),
      t('admin.workflow.audit.statement'),
    )}ch`,
  } as CSSProperties;
  // What the action means (its code on hover, for those who search the logs; the CSV keeps it),
  // or the code alone when the console has no words for it. A failed sign-in, an SQL write or a
  // deletion is a red or amber pill (review s45b, finding 10); the words say what happened.
  const action = (entry: AuditEntry) => {
    const known = /^[a-z-]+\.[a-z-]+$/.test(entry.action);
    const label = known
      ? t(`admin.workflow.audit.actions.${entry.action}`, { defaultValue: '' })
      : '';
    const severity = auditSeverity(entry.action);
    return label ? (
      <span
        className="audit-action"
        title={entry.action}
        data-severity={severity === 'normal' ? undefined : severity}
      >
        {label}
      </span>
    ) : (
      <code className="audit-code">{entry.action}</code>
    );
  };
  if (cards) {
    return (
      <ul className="item-cards" aria-label={t('admin.workflow.audit.title')} style={labels}>
        {entries.map((entry) => (
          <li key={entry.id} className="card item-card audit-card" data-action={entry.action}>
            {/*
             * Two lines and the details (review s43, finding 7): what, then when and from where
             * (the IP inline in the 13 px meta, no toggle: review s45b, finding 10); who → on what.
             */}
            <p className="audit-card__head">
              <span className="audit-card__action">{action(entry)}</span>
              <span className="audit-card__when">
                <span className="visually-hidden">{t('admin.workflow.audit.at')}: </span>
                <span className="nowrap">{when(entry)}</span>
                {entry.ip && (
                  <span className="audit-card__ip">
                    <span aria-hidden="true"> · </span>
                    <span className="visually-hidden">{t('admin.workflow.audit.ip')}: </span>
                    {entry.ip}
                  </span>
                )}
              </span>
            </p>
            <div className="audit-card__who">
              <p>
                <span className="visually-hidden">{t('admin.workflow.audit.actor')}: </span>
                {entry.actor}
                {showsObject(entry) && (
                  <>
                    <span aria-hidden="true"> → </span>
                    <span className="visually-hidden">, {t('admin.workflow.audit.target')}: </span>
                    <AuditObject entry={entry} />
                  </>
                )}
              </p>
            </div>
            {Object.keys(entry.details).length > 0 && (
              <div className="audit-details">
                <AuditDetails entry={entry} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }
  if (compact) {
    const line = (label: string, value: ReactNode) => (
      <span className="audit-line">
        <span className="visually-hidden">{label}: </span>
        {value}
      </span>
    );
    return (
      <AuditTable
        columns={['at', 'action', 'details']}
        className="audit-table--compact"
        style={labels}
      >
        {entries.map((entry) => (
          <tr key={entry.id} data-action={entry.action}>
            <td>
              <span className="nowrap">{when(entry)}</span>
              {line(t('admin.workflow.audit.actor'), entry.actor)}
              {line(t('admin.workflow.audit.ip'), entry.ip)}
            </td>
            <td>
              {action(entry)}
              {showsObject(entry) &&
                line(t('admin.workflow.audit.target'), <AuditObject entry={entry} />)}
            </td>
            <td className="audit-details">
              <AuditDetails entry={entry} />
            </td>
          </tr>
        ))}
      </AuditTable>
    );
  }
  return (
    // «Когда» says from where too, as a muted line under the moment (review s48b, finding 5: an
    // «IP-адрес» column of its own took the room a slug needed in «Подробности»).
    <AuditTable
      columns={['at', 'actor', 'action', 'target', 'details']}
      className="audit-table--full"
      style={labels}
    >
      {entries.map((entry) => (
        <tr key={entry.id} data-action={entry.action}>
          <td className="nowrap">
            {when(entry)}
            {entry.ip && (
              <span className="audit-line">
                <span className="visually-hidden">{t('admin.workflow.audit.ip')}: </span>
                {entry.ip}
              </span>
            )}
          </td>
          <td>
            {/* A long account name is cut with «…», whole in its tooltip (review s48b, finding 5:
                a 25-letter name took the details' room on every row). */}
            <span className="audit-actor" title={entry.actor}>
              {entry.actor}
            </span>
          </td>
          <td>{action(entry)}</td>
          <td>
            <AuditObject entry={entry} />
          </td>
          <td className="audit-details">
            <AuditDetails entry={entry} />
          </td>
        </tr>
      ))}
    </AuditTable>
  );
}

/** The log's table (named by its caption, scrolling sideways in its own box) with these columns. */
function AuditTable({
  columns,
  className,
  style,
  children,
}: {
  columns: readonly ('at' | 'actor' | 'action' | 'target' | 'ip' | 'details')[];
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className="table-box" role="region" aria-labelledby="audit-table-caption" tabIndex={0}>
      <table className={className ? `data-table ${className}` : 'data-table'} style={style}>
        <caption id="audit-table-caption" className="visually-hidden">
          {t('admin.workflow.audit.title')}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`admin.workflow.audit.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
