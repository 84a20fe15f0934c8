import type { Administrator } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, Table, type TableColumn } from '@fuelcard/ui';
import { formatRuDate } from '../../lib/format-date';

export interface AdminsTableProps {
  admins: readonly Administrator[];
  onEdit: (admin: Administrator) => void;
  onDelete: (admin: Administrator) => void;
}

/** ID, username, role, created date (Russian locale) and the edit and delete buttons of each row. */
export function AdminsTable({ admins, onEdit, onDelete }: AdminsTableProps) {
  const t = useT();
  const columns: TableColumn<Administrator>[] = [
    { key: 'id', header: t('admin.admins.table.id') },
    { key: 'username', header: t('admin.admins.table.username'), rowHeader: true },
    { key: 'role', header: t('admin.admins.table.role'), render: (admin) => t(`admin.dashboard.roles.${admin.role}`) },
    { key: 'created_at', header: t('admin.admins.table.createdAt'), render: (admin) => <span className="nowrap">{formatRuDate(admin.created_at) ?? ''}</span> },
    {
      key: 'actions',
      header: t('admin.actions.label'),
      align: 'end',
      render: (admin) => (
        <span className="row-actions">
          <Button size="sm" variant="secondary" onClick={() => onEdit(admin)}>
            {t('admin.actions.edit')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => onDelete(admin)}>
            {t('admin.actions.delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      caption={t('admin.admins.title')}
      captionHidden
      columns={columns}
      rows={admins}
      rowKey={(admin) => admin.id}
      emptyText={t('admin.admins.empty')}
    />
  );
}
