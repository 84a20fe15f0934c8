import type { Administrator } from '@fuelcard/contracts';
import { usePluralForm, useT } from '@fuelcard/i18n/react';
import { Badge, Button } from '@fuelcard/ui';
import { formatRuDate } from '../../lib/format-date';
import { Icon } from '../../artwork/icons';
import { RowMenu, type RowMenuEntry } from '../shared/row-menu';

export interface AdminsTableProps {
  admins: readonly Administrator[];
  /** Cards (phones and narrow windows) instead of the table. */
  cards: boolean;
  onEdit: (admin: Administrator) => void;
  onDelete: (admin: Administrator) => void;
  /** Ends every session of the administrator (issue 16). */
  onEndSessions?: (admin: Administrator) => void;
  /** Resets the administrator's second factor (issue 23; shown when they have one). */
  onResetSecondFactor?: (admin: Administrator) => void;
  /** Lists the administrator's passkeys for review (issue 23; shown when they have any). */
  onPasskeys?: (admin: Administrator) => void;
}

/**
 * ID, username, role, created date (Russian locale) and the edit and delete actions of each row
 * (spec §2), and (issue 23) the second factors each has; a table from a tablet up, cards on a
 * phone. The row's actions are the news table's (review s45b, finding 7): a quiet pencil named
 * «Изменить» and «⋯» with «Завершить все сеансы» and «Удалить», so the row fits 690 px and the
 * destructive action is not one click away. Names and roles are never broken inside a word.
 */
export function AdminsTable({
  admins,
  cards,
  onEdit,
  onDelete,
  onEndSessions,
  onResetSecondFactor,
  onPasskeys,
}: AdminsTableProps) {
  const t = useT();
  const pluralForm = usePluralForm();
  const hasFactor = ({ secondFactor: f }: Administrator) =>
    Boolean(f && (f.totp || f.passkeys > 0 || f.recoveryCodesLeft > 0));
  /** What second factors the account has (issue 23), the passkeys a button to review them. */
  const secondFactor = (admin: Administrator) => {
    const factor = admin.secondFactor;
    if (!factor) return null;
    // No second factor on a payment company's console is a warning, not a footnote.
    if (!hasFactor(admin))
      return <Badge tone="warning">{t('admin.security.admins.factorNone')}</Badge>;
    return (
      <span className="second-factor">
        {factor.totp && <Badge tone="success">{t('admin.security.admins.factorApp')}</Badge>}
        {factor.passkeys > 0 &&
          (onPasskeys ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onPasskeys(admin)}
              aria-label={t('admin.security.admins.passkeysLabel', { username: admin.username })}
            >
              {t('admin.security.admins.factorPasskeys', { count: factor.passkeys })}
            </Button>
          ) : (
            <span>{t('admin.security.admins.factorPasskeys', { count: factor.passkeys })}</span>
          ))}
        {factor.recoveryCodesLeft > 0 && (
          // «Приложение · 10 кодов» (review s47, finding 10: «Кодов восстановления: 10» took three
          // lines at 768); the whole words are read out.
          <span className="muted second-factor__codes">
            <span aria-hidden="true">
              {t(`admin.security.admins.factorCodesShort.${pluralForm(factor.recoveryCodesLeft)}`, {
                count: factor.recoveryCodesLeft,
              })}
            </span>
            <span className="visually-hidden">
              {t('admin.security.admins.factorCodes', { count: factor.recoveryCodesLeft })}
            </span>
          </span>
        )}
      </span>
    );
  };
  const role = (admin: Administrator) => (
    <Badge tone={admin.role === 'superadmin' ? 'info' : 'neutral'}>
      {t(`admin.dashboard.roles.${admin.role}`)}
    </Badge>
  );
  // «Изменить» and «Удалить» are buttons of every row (spec §2), quiet icons as on the news table;
  // the rarer account actions wait in «⋯».
  const moreOf = (admin: Administrator): RowMenuEntry[] => [
    ...(onEndSessions
      ? [
          {
            key: 'sessions',
            label: t('admin.security.admins.endSessions'),
            run: () => onEndSessions(admin),
          },
        ]
      : []),
    ...(onResetSecondFactor && hasFactor(admin)
      ? [
          {
            key: 'factor',
            label: t('admin.security.admins.resetFactor'),
            run: () => onResetSecondFactor(admin),
          },
        ]
      : []),
  ];
  const actions = (admin: Administrator) => {
    const more = moreOf(admin);
    return (
      <span className="row-actions row-actions--quiet">
        <Button
          size="sm"
          variant="secondary"
          className="row-actions__icon"
          onClick={() => onEdit(admin)}
          aria-label={t('admin.actions.edit')}
          title={t('admin.actions.edit')}
        >
          <Icon name="edit" size={18} />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          className="row-actions__icon row-actions__icon--danger"
          onClick={() => onDelete(admin)}
          aria-label={t('admin.actions.delete')}
          title={t('admin.actions.delete')}
        >
          <Icon name="trash" size={18} />
        </Button>
        {more.length > 0 && (
          <RowMenu label={t('admin.admins.rowMenu', { username: admin.username })} entries={more} />
        )}
      </span>
    );
  };
  // A phone's card (review s48b, finding 13): «⋯» in its head; «Изменить» a small labelled
  // button and «Удалить» a quieter danger text button under the facts, no divided footer of bare
  // icons. Both stay buttons of every card (spec §2), 44 px targets (targets.css).
  const cardActions = (admin: Administrator) => (
    <div className="item-card__actions item-card__actions--labelled">
      <Button size="sm" variant="secondary" onClick={() => onEdit(admin)}>
        <span className="button-with-icon">
          <Icon name="edit" size={16} />
          {t('admin.actions.edit')}
        </span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="admin-card__delete"
        onClick={() => onDelete(admin)}
      >
        <span className="button-with-icon">
          <Icon name="trash" size={16} />
          {t('admin.actions.delete')}
        </span>
      </Button>
    </div>
  );
  if (cards) {
    return (
      <ul className="item-cards item-cards--admins" aria-label={t('admin.admins.title')}>
        {admins.map((admin) => (
          <li key={admin.id} className="card item-card">
            <div className="item-card__head">
              <p className="item-card__title truncate" title={admin.username}>
                {admin.username}
              </p>
              <span className="admin-card__head-end">
                {role(admin)}
                {moreOf(admin).length > 0 && (
                  <RowMenu
                    label={t('admin.admins.rowMenu', { username: admin.username })}
                    entries={moreOf(admin)}
                  />
                )}
              </span>
            </div>
            <dl className="item-card__meta">
              <div>
                <dt>{t('admin.admins.table.id')}</dt>
                <dd>{admin.id}</dd>
              </div>
              <div>
                <dt>{t('admin.admins.table.createdAt')}</dt>
                <dd>{formatRuDate(admin.created_at) ?? ''}</dd>
              </div>
              {admin.secondFactor && (
                <div>
                  <dt>{t('admin.security.admins.secondFactor')}</dt>
                  <dd>{secondFactor(admin)}</dd>
                </div>
              )}
            </dl>
            {cardActions(admin)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="table-box" role="region" aria-labelledby="admins-table-caption" tabIndex={0}>
      <table className="data-table data-table--admins">
        <caption id="admins-table-caption" className="visually-hidden">
          {t('admin.admins.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="col-id">
              {t('admin.admins.table.id')}
            </th>
            <th scope="col" className="col-name sticky-col">
              {t('admin.admins.table.username')}
            </th>
            <th scope="col">{t('admin.admins.table.role')}</th>
            <th scope="col" className="col-created">
              {t('admin.admins.table.createdAt')}
            </th>
            <th scope="col" className="col-factor">
              {t('admin.security.admins.secondFactor')}
            </th>
            <th scope="col" className="col-end">
              {t('admin.actions.label')}
            </th>
          </tr>
        </thead>
        <tbody>
          {admins.map((admin) => (
            <tr key={admin.id}>
              <td className="col-id">{admin.id}</td>
              <th scope="row" className="col-name sticky-col">
                <span className="cell-title">{admin.username}</span>
              </th>
              <td>{role(admin)}</td>
              <td className="nowrap">{formatRuDate(admin.created_at) ?? ''}</td>
              <td className="col-factor">{secondFactor(admin) ?? '—'}</td>
              <td className="col-end">{actions(admin)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
