import type { Administrator } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, LoadingText } from '@fuelcard/ui';
import { useCallback, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useSessionRole } from '../../lib/session-context';
import { useRemoteList } from '../../lib/use-remote-list';
import { ConfirmDeleteModal } from '../shared/confirm-delete-modal';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { PageHeader } from '../shared/page-header';
import { AdminFormModal } from './admin-form-modal';
import { AdminsTable } from './admins-table';

type Dialog = { kind: 'create' } | { kind: 'edit'; admin: Administrator } | { kind: 'delete'; admin: Administrator } | null;

/** /adminDashboard/users: administrator accounts, for the superadmin only (spec §6). */
export function AdminsScreen() {
  const t = useT();
  const role = useSessionRole();
  if (role !== 'superadmin') {
    return <ForbiddenNotice title={t('admin.admins.title')} text={t('admin.admins.noPermission')} />;
  }
  return <AdministratorsManager />;
}

function AdministratorsManager() {
  const t = useT();
  const api = useApi();
  const load = useCallback(() => api.listAdministrators(), [api]);
  const admins = useRemoteList(load, t('admin.admins.errors.load'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    admins.reload();
  };

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={admins.loading}>
      <PageHeader
        title={t('admin.admins.title')}
        actions={<Button onClick={() => setDialog({ kind: 'create' })}>{t('admin.admins.add')}</Button>}
      />
      {admins.loading && admins.items.length === 0 ? (
        <LoadingText text={t('admin.loading')} />
      ) : (
        <AdminsTable
          admins={admins.items}
          onEdit={(admin) => setDialog({ kind: 'edit', admin })}
          onDelete={(admin) => setDialog({ kind: 'delete', admin })}
        />
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <AdminFormModal open admin={dialog.kind === 'edit' ? dialog.admin : null} onClose={close} onSaved={done} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal
          open
          title={t('admin.admins.modal.deleteTitle')}
          message={t('admin.admins.modal.deleteConfirm', { username: dialog.admin.username })}
          onConfirm={() => api.deleteAdministrator(dialog.admin.id)}
          fallbackError={t('admin.admins.errors.delete')}
          onDeleted={done}
          onClose={close}
        />
      )}
    </section>
  );
}
