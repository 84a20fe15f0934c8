import type { NewsEntry } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, Table, type TableColumn } from '@fuelcard/ui';
import { formatRuDate } from '../../lib/format-date';

export interface NewsTableProps {
  news: readonly NewsEntry[];
  onEdit: (item: NewsEntry) => void;
  onDelete: (item: NewsEntry) => void;
}

/** ID, slug, priority, date (Russian locale or a dash), Russian title and actions (spec §2). */
export function NewsTable({ news, onEdit, onDelete }: NewsTableProps) {
  const t = useT();
  const columns: TableColumn<NewsEntry>[] = [
    { key: 'id', header: t('admin.news.table.id') },
    { key: 'slug', header: t('admin.news.table.slug') },
    { key: 'priority', header: t('admin.news.table.priority'), align: 'center' },
    {
      key: 'date',
      header: t('admin.news.table.date'),
      render: (item) => (
        <span className="nowrap">{formatRuDate(item.dates.date) ?? t('admin.news.noDate')}</span>
      ),
    },
    {
      key: 'titleRu',
      header: t('admin.news.table.titleRu'),
      rowHeader: true,
      render: (item) => item.titles.ru,
    },
    {
      key: 'actions',
      header: t('admin.actions.label'),
      align: 'end',
      render: (item) => (
        <span className="row-actions">
          <Button size="sm" variant="secondary" onClick={() => onEdit(item)}>
            {t('admin.actions.edit')}
          </Button>
          <Button size="sm" variant="danger" onClick={() => onDelete(item)}>
            {t('admin.actions.delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <Table
      caption={t('admin.news.title')}
      captionHidden
      columns={columns}
      rows={news}
      rowKey={(item) => item.id}
      emptyText={t('admin.news.empty')}
    />
  );
}
