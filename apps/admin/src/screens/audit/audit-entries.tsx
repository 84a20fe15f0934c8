import type { AuditEntry } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import type { ReactNode } from 'react';
import { formatRuDateTime } from '../../lib/format-date';
import { AuditDetails, AuditObject } from './audit-object';

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
  // What the action means (its code on hover, for those who search the logs; the CSV keeps it),
  // or the code alone when the console has no words for it.
  const action = (entry: AuditEntry) => {
    const known = /^[a-z-]+\.[a-z-]+$/.test(entry.action);
    const label = known
      ? t(`admin.workflow.audit.actions.${entry.action}`, { defaultValue: '' })
      : '';
    return label ? (
      <span className="audit-action" title={entry.action}>
        {label}
      </span>
    ) : (
      <code className="audit-code">{entry.action}</code>
    );
  };
  if (cards) {
    return (
      <ul className="item-cards" aria-label={t('admin.workflow.audit.title')}>
        {entries.map((entry) => (
          <li key={entry.id} className="card item-card" data-action={entry.action}>
            <div className="item-card__head">
              <p className="item-card__title">{action(entry)}</p>
            </div>
            <dl className="item-card__meta">
              <div>
                <dt>{t('admin.workflow.audit.at')}</dt>
                <dd>{when(entry)}</dd>
              </div>
              <div>
                <dt>{t('admin.workflow.audit.actor')}</dt>
                <dd>{entry.actor}</dd>
              </div>
              {(entry.target || entry.object) && (
                <div className="audit-card__object">
                  <dt>{t('admin.workflow.audit.target')}</dt>
                  <dd>
                    <AuditObject entry={entry} />
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('admin.workflow.audit.ip')}</dt>
                <dd>{entry.ip}</dd>
              </div>
            </dl>
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
      <div className="table-box" role="region" aria-labelledby="audit-table-caption" tabIndex={0}>
        <table className="data-table audit-table--compact">
          <caption id="audit-table-caption" className="visually-hidden">
            {t('admin.workflow.audit.title')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.workflow.audit.at')}</th>
              <th scope="col">{t('admin.workflow.audit.action')}</th>
              <th scope="col">{t('admin.workflow.audit.details')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-action={entry.action}>
                <td>
                  <span className="nowrap">{when(entry)}</span>
                  {line(t('admin.workflow.audit.actor'), entry.actor)}
                  {line(t('admin.workflow.audit.ip'), entry.ip)}
                </td>
                <td>
                  {action(entry)}
                  {(entry.target || entry.object) &&
                    line(t('admin.workflow.audit.target'), <AuditObject entry={entry} />)}
                </td>
                <td className="audit-details">
                  <AuditDetails entry={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="table-box" role="region" aria-labelledby="audit-table-caption" tabIndex={0}>
      <table className="data-table">
        <caption id="audit-table-caption" className="visually-hidden">
          {t('admin.workflow.audit.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.workflow.audit.at')}</th>
            <th scope="col">{t('admin.workflow.audit.actor')}</th>
            <th scope="col">{t('admin.workflow.audit.action')}</th>
            <th scope="col">{t('admin.workflow.audit.target')}</th>
            <th scope="col">{t('admin.workflow.audit.ip')}</th>
            <th scope="col">{t('admin.workflow.audit.details')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-action={entry.action}>
              <td className="nowrap">{when(entry)}</td>
              <td>{entry.actor}</td>
              <td>{action(entry)}</td>
              <td>
                <AuditObject entry={entry} />
              </td>
              <td className="nowrap">{entry.ip}</td>
              <td className="audit-details">
                <AuditDetails entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
