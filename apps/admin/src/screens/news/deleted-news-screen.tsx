import type { DeletedNewsList } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, LoadingText } from '@fuelcard/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formErrorText } from '../../lib/form-error';
import { formatRuDateTime } from '../../lib/format-date';
import { useSessionRole } from '../../lib/session-context';
import { useToast } from '../../lib/toasts';
import { useNewsWorkflow } from '../../lib/use-news-workflow';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { PageHeader } from '../shared/page-header';
import { newsTitle } from './news-index';

/** /adminDashboard/news-deleted: items deleted within 30 days, restorable (superadmin). */
export function DeletedNewsScreen() {
  const t = useT();
  const role = useSessionRole();
  if (role !== 'superadmin')
    return (
      <ForbiddenNotice
        title={t('admin.workflow.deleted.title')}
        text={t('admin.workflow.deleted.noPermission')}
      />
    );
  return <DeletedNews />;
}

function DeletedNews() {
  const t = useT();
  const workflow = useNewsWorkflow();
  const notify = useToast();
  const [items, setItems] = useState<DeletedNewsList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);

  const load = useCallback(() => {
    workflow
      .deleted()
      .then(setItems, (caught: unknown) =>
        setError(formErrorText(caught, t('admin.workflow.deleted.loadError'))),
      );
  }, [workflow, t]);
  useEffect(load, [load]);

  async function restore(id: number, title: string) {
    setRestoring(id);
    try {
      await workflow.restoreDeleted(id);
      notify(t('admin.workflow.deleted.restored', { title }));
      load();
    } catch (caught) {
      notify(formErrorText(caught, t('admin.workflow.deleted.error')), 'error');
    } finally {
      setRestoring(null);
    }
  }

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={items === null && !error}>
      {/* The way back where the editor has it: «← Новости» above the title. */}
      <Link to="/adminDashboard/news" className="news-editor__back">
        <span aria-hidden="true">← </span>
        {t('admin.news.editor.back')}
      </Link>
      <PageHeader title={t('admin.workflow.deleted.title')} />
      <p className="page__intro">{t('admin.workflow.deleted.intro')}</p>
      {error && <Alert variant="error">{error}</Alert>}
      {items === null && !error && <LoadingText text={t('admin.loading')} />}
      {items?.length === 0 && <p className="empty-note">{t('admin.workflow.deleted.empty')}</p>}
      {items && items.length > 0 && (
        <ul
          className="item-cards item-cards--grid deleted-news"
          aria-label={t('admin.workflow.deleted.title')}
        >
          {items.map((item) => {
            const title = newsTitle(item);
            return (
              <li key={item.id} className="card item-card" data-id={item.id}>
                <div className="item-card__head">
                  <p className="item-card__title">{title}</p>
                </div>
                <dl className="item-card__meta">
                  <div>
                    <dt>{t('admin.news.table.id')}</dt>
                    <dd>{item.id}</dd>
                  </div>
                  <div>
                    <dt>{t('admin.workflow.deleted.deletedAt')}</dt>
                    <dd>{formatRuDateTime(item.deletedAt) ?? item.deletedAt}</dd>
                  </div>
                  <div>
                    <dt>{t('admin.workflow.deleted.deletedBy')}</dt>
                    <dd>{item.deletedBy}</dd>
                  </div>
                  <div>
                    <dt>{t('admin.workflow.deleted.until')}</dt>
                    <dd>{formatRuDateTime(item.restorableUntil) ?? item.restorableUntil}</dd>
                  </div>
                </dl>
                <div className="item-card__actions">
                  {/* A secondary button: a list of deleted items is not a row of green calls. */}
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={restoring === item.id}
                    disabled={restoring !== null}
                    aria-label={`${t('admin.workflow.deleted.restore')}: ${title}`}
                    onClick={() => void restore(item.id, title)}
                  >
                    {t('admin.workflow.deleted.restore')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
