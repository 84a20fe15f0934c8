import { newsEntries, type NewsEntry } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, LoadingText } from '@fuelcard/ui';
import { useCallback, useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useSessionRole } from '../../lib/session-context';
import { useRemoteList } from '../../lib/use-remote-list';
import { ConfirmDeleteModal } from '../shared/confirm-delete-modal';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { PageHeader } from '../shared/page-header';
import { NewsFormModal } from './news-form-modal';
import { NewsTable } from './news-table';

type Dialog = { kind: 'create' } | { kind: 'edit'; item: NewsEntry } | { kind: 'delete'; item: NewsEntry } | null;

/** /adminDashboard/news: news items, for admin and superadmin (spec §6). */
export function NewsScreen() {
  const t = useT();
  const role = useSessionRole();
  if (role !== 'admin' && role !== 'superadmin') {
    return <ForbiddenNotice title={t('admin.news.title')} text={t('admin.news.noPermission')} />;
  }
  return <NewsManager />;
}

function NewsManager() {
  const t = useT();
  const api = useApi();
  const load = useCallback(async () => newsEntries(await api.listNews()), [api]);
  const news = useRemoteList(load, t('admin.news.errors.load'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const done = () => {
    setDialog(null);
    news.reload();
  };

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={news.loading}>
      <PageHeader
        title={t('admin.news.title')}
        actions={<Button onClick={() => setDialog({ kind: 'create' })}>{t('admin.news.add')}</Button>}
      />
      {news.loading && news.items.length === 0 ? (
        <LoadingText text={t('admin.loading')} />
      ) : (
        <NewsTable
          news={news.items}
          onEdit={(item) => setDialog({ kind: 'edit', item })}
          onDelete={(item) => setDialog({ kind: 'delete', item })}
        />
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <NewsFormModal item={dialog.kind === 'edit' ? dialog.item : null} onClose={close} onSaved={done} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal
          open
          title={t('admin.news.modal.deleteTitle')}
          message={t('admin.news.modal.deleteConfirm', { title: dialog.item.titles.ru || dialog.item.titles.en || dialog.item.slug })}
          onConfirm={() => api.deleteNews(dialog.item.id)}
          fallbackError={t('admin.news.errors.delete')}
          onDeleted={done}
          onClose={close}
        />
      )}
    </section>
  );
}
