import type { Administrator } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, LoadingText, Select } from '@fuelcard/ui';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../artwork/icons';
import { useAccountApi } from '../../lib/account-api';
import { useApi } from '../../lib/api-context';
import { listPage } from '../../lib/list-page';
import { useSessionRole } from '../../lib/session-context';
import { useToast } from '../../lib/toasts';
import { PHONE_OR_NARROW_QUERY, PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useRemoteList } from '../../lib/use-remote-list';
import { useListQuery } from '../../lib/use-list-query';
import { ConfirmActionModal } from '../shared/confirm-action-modal';
import { ConfirmDeleteModal } from '../shared/confirm-delete-modal';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { ListPager, ListSummary } from '../shared/list-summary';
import { NothingFound } from '../shared/nothing-found';
import { PageHeader } from '../shared/page-header';
import { SearchBox } from '../shared/search-box';
import { AdminFormModal } from './admin-form-modal';
import { AdminPasskeysDialog } from './admin-passkeys-dialog';
import {
  ADMIN_SORTS,
  adminsQueryParams,
  parseAdminsQuery,
  queryAdmins,
  type AdminsQuery,
} from './admins-query';
import { AdminsTable } from './admins-table';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; admin: Administrator }
  | { kind: 'delete'; admin: Administrator }
  | { kind: 'sessions'; admin: Administrator }
  | { kind: 'reset-factor'; admin: Administrator }
  | { kind: 'passkeys'; admin: Pick<Administrator, 'id' | 'username'>; review: boolean }
  | null;

/** /adminDashboard/users: administrator accounts, for the superadmin only (spec §6). */
export function AdminsScreen() {
  const t = useT();
  const role = useSessionRole();
  if (role !== 'superadmin') {
    return (
      <ForbiddenNotice title={t('admin.admins.title')} text={t('admin.admins.noPermission')} />
    );
  }
  return <AdministratorsManager />;
}

function AdministratorsManager() {
  const t = useT();
  const api = useApi();
  const account = useAccountApi();
  const notify = useToast();
  // A table from a tablet up (review s45b, finding 7): with two icons a row fits 690 px.
  const cards = useMediaQuery(PHONE_QUERY);
  // Below 1024 px the add button stays by the title (the search's line has no room for it).
  const narrow = useMediaQuery(PHONE_OR_NARROW_QUERY);
  const load = useCallback(() => api.listAdministrators(), [api]);
  const admins = useRemoteList(load, t('admin.admins.errors.load'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [query, update] = useListQuery(parseAdminsQuery, adminsQueryParams);
  const searching = useDeferredValue(query.q);
  const matched = useMemo(
    () => queryAdmins(admins.items, searching, query.sort),
    [admins.items, searching, query.sort],
  );
  const page = listPage(matched, query.page);

  const close = () => setDialog(null);
  const done = (message: string) => {
    setDialog(null);
    notify(message);
    admins.reload();
  };

  const addButton = (
    <Button onClick={() => setDialog({ kind: 'create' })}>
      <span className="button-with-icon">
        <Icon name="plus" />
        {t('admin.admins.add')}
      </span>
    </Button>
  );
  const listed = !(admins.loading && admins.items.length === 0) && admins.items.length > 0;
  const addInBar = listed && !narrow;

  // The list holds the administrators with the role admin (spec §5): the superadmin's own
  // account is not a row, and this muted footer under the table says where it is (review s48b,
  // finding 12; s49, finding 14: one short line under the rows, not loose text above them).
  const selfLine = (
    <p className="admins-self muted">
      {t('admin.admins.self.text')}{' '}
      <Link to="/adminDashboard/settings">{t('admin.admins.self.link')}</Link>
    </p>
  );
  return (
    <section className="page" aria-labelledby="page-title" aria-busy={admins.loading}>
      {/* With a list, the add button ends the search's line under the title (review s45b, finding 18). */}
      <PageHeader title={t('admin.admins.title')} actions={addInBar ? undefined : addButton} />
      {admins.loading && admins.items.length === 0 ? (
        <LoadingText text={t('admin.loading')} />
      ) : admins.items.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-state__title">{t('admin.admins.empty')}</p>
          <p>{t('admin.admins.emptyHint')}</p>
          {selfLine}
        </div>
      ) : (
        <div className="list">
          {/*
           * A few accounts need no filter card (review s45b, finding 18): one line of an inline
           * search and the order, their labels read out (the placeholder and the value say what
           * they are), and the add button at its end.
           */}
          <div className="admins-bar">
            <div
              className="admins-bar__search"
              role="search"
              aria-label={t('admin.admins.search.label')}
            >
              <SearchBox
                label={t('admin.admins.search.label')}
                labelHidden
                placeholder={t('admin.admins.search.placeholder')}
                value={query.q}
                onChange={(q) => update({ q, page: 1 })}
              />
              <Select<AdminsQuery['sort']>
                label={t('admin.news.filters.sort')}
                labelHidden
                className="admins-bar__sort"
                options={ADMIN_SORTS.map((sort) => ({
                  value: sort,
                  label: t(`admin.admins.sorts.${sort}`),
                }))}
                value={query.sort}
                onChange={(sort) => update({ sort, page: 1 })}
              />
            </div>
            {addInBar && addButton}
          </div>
          <ListSummary
            page={page}
            filtered={query.q.trim() !== '' && page.total > 0}
            onReset={() => update({ q: '', page: 1 })}
          />
          {page.total === 0 ? (
            <NothingFound query={query.q} onReset={() => update({ q: '', page: 1 })} />
          ) : (
            <AdminsTable
              admins={page.rows}
              cards={cards}
              onEdit={(admin) => setDialog({ kind: 'edit', admin })}
              onDelete={(admin) => setDialog({ kind: 'delete', admin })}
              onEndSessions={(admin) => setDialog({ kind: 'sessions', admin })}
              onResetSecondFactor={(admin) => setDialog({ kind: 'reset-factor', admin })}
              onPasskeys={(admin) => setDialog({ kind: 'passkeys', admin, review: false })}
            />
          )}
          {selfLine}
          <ListPager page={page} onPage={(number) => update({ page: number })} />
        </div>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <AdminFormModal
          open
          admin={dialog.kind === 'edit' ? dialog.admin : null}
          onClose={close}
          onSaved={(username, passwordChanged) => {
            done(
              t(
                dialog.kind === 'edit'
                  ? 'admin.admins.toast.updated'
                  : 'admin.admins.toast.created',
                { username },
              ),
            );
            // A new password ends the sessions, not the passkeys, which sign in without it: the
            // account's passkeys are shown for review (issue 23).
            if (
              dialog.kind === 'edit' &&
              passwordChanged &&
              (dialog.admin.secondFactor?.passkeys ?? 1) > 0
            )
              setDialog({
                kind: 'passkeys',
                admin: { id: dialog.admin.id, username },
                review: true,
              });
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal
          open
          title={t('admin.admins.modal.deleteTitle')}
          message={t('admin.admins.modal.deleteConfirm', { username: dialog.admin.username })}
          onConfirm={() => api.deleteAdministrator(dialog.admin.id)}
          fallbackError={t('admin.admins.errors.delete')}
          onDeleted={() =>
            done(t('admin.admins.toast.deleted', { username: dialog.admin.username }))
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'reset-factor' && (
        <ConfirmActionModal
          title={t('admin.security.admins.resetFactorTitle')}
          text={t('admin.security.admins.resetFactorText', { username: dialog.admin.username })}
          confirmLabel={t('admin.security.admins.resetFactorConfirm')}
          sendingLabel={t('admin.security.admins.resetting')}
          fallbackError={t('admin.security.admins.resetError')}
          danger
          onConfirm={() => account.resetAdministratorSecondFactor(dialog.admin.id)}
          onDone={() =>
            done(t('admin.security.admins.resetDone', { username: dialog.admin.username }))
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'passkeys' && (
        <AdminPasskeysDialog
          admin={dialog.admin}
          review={dialog.review}
          onChanged={admins.reload}
          onClose={close}
        />
      )}
      {dialog?.kind === 'sessions' && (
        <ConfirmActionModal
          title={t('admin.security.admins.endSessionsTitle')}
          text={t('admin.security.admins.endSessionsText', { username: dialog.admin.username })}
          confirmLabel={t('admin.security.admins.endSessions')}
          sendingLabel={t('admin.security.admins.ending')}
          fallbackError={t('admin.security.admins.error')}
          danger
          onConfirm={async () => {
            const { ended } = await account.endAdministratorSessions(dialog.admin.id);
            notify(
              t('admin.security.admins.ended', { username: dialog.admin.username, count: ended }),
            );
          }}
          onDone={close}
          onClose={close}
        />
      )}
    </section>
  );
}
