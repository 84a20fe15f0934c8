import { newsEntries, todayIn } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, LoadingText } from '@fuelcard/ui';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../artwork/icons';
import { useApi } from '../../lib/api-context';
import { listPage } from '../../lib/list-page';
import { useSession, useSessionRole } from '../../lib/session-context';
import { useToast } from '../../lib/toasts';
import { PHONE_OR_NARROW_QUERY, SMALL_DESK_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useRemoteList } from '../../lib/use-remote-list';
import { useListQuery } from '../../lib/use-list-query';
import { ConfirmDeleteModal } from '../shared/confirm-delete-modal';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { ListPager, ListSummary } from '../shared/list-summary';
import { PageHeader } from '../shared/page-header';
import { NewsDraftNotice } from './news-draft-notice';
import { newsDrafts } from './news-drafts';
import { NewsFormModal } from './news-form-modal';
import { indexNews, newsTitle, type IndexedNews } from './news-index';
import { NewsList } from './news-list';
import {
  DEFAULT_NEWS_QUERY,
  filterNews,
  isFiltered,
  newsQueryParams,
  parseNewsQuery,
  sortNews,
} from './news-query';
import { NewsToolbar } from './news-toolbar';

type Dialog =
  | { kind: 'create'; restoreDraft?: boolean }
  | { kind: 'edit'; item: IndexedNews; restoreDraft?: boolean }
  | { kind: 'delete'; item: IndexedNews }
  | null;

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
  const notify = useToast();
  const session = useSession();
  const drafts = useMemo(
    () => newsDrafts(session?.username ?? `id-${session?.id ?? 0}`),
    [session?.username, session?.id],
  );
  const cards = useMediaQuery(PHONE_OR_NARROW_QUERY);
  const smallDesk = useMediaQuery(SMALL_DESK_QUERY);
  const load = useCallback(async () => newsEntries(await api.listNews()), [api]);
  const news = useRemoteList(load, t('admin.news.errors.load'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [draftsRound, setDraftsRound] = useState(0);

  const [params, setParams] = useSearchParams();
  const [query, update] = useListQuery(parseNewsQuery, newsQueryParams);
  // The box follows typing at once; the list follows a moment later when typing is fast.
  const searching = useDeferredValue(query.q);

  // The list is indexed once per load (state today, search text), sorted once per order and
  // filtered per query; only the rows of one page are rendered.
  const indexed = useMemo(() => indexNews(news.items, todayIn()), [news.items]);
  const sorted = useMemo(() => sortNews(indexed, query.sort), [indexed, query.sort]);
  const matched = useMemo(
    () => filterNews(sorted, { q: searching, state: query.state, priority: query.priority }),
    [sorted, searching, query.state, query.priority],
  );
  const page = listPage(matched, query.page);

  // Links from the start page: ?new=1 opens the create form, ?edit=ID an item's form.
  const wantsNew = params.get('new') !== null;
  const wantsEdit = params.get('edit');
  useEffect(() => {
    if (!wantsNew && wantsEdit === null) return;
    if (wantsEdit !== null && news.loading) return;
    const item = wantsEdit === null ? undefined : indexed.find((entry) => entry.id === wantsEdit);
    if (wantsNew) setDialog({ kind: 'create' });
    else if (item) setDialog({ kind: 'edit', item });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [wantsNew, wantsEdit, news.loading, indexed, setParams]);

  const close = () => {
    setDialog(null);
    setDraftsRound((value) => value + 1);
  };
  const done = (message: string) => {
    close();
    notify(message);
    news.reload();
  };
  const reset = () => update({ ...DEFAULT_NEWS_QUERY, sort: query.sort });
  const openDraft = (target: string) => {
    if (target === 'new') return setDialog({ kind: 'create', restoreDraft: true });
    const item = indexed.find((entry) => entry.id === target);
    if (item) setDialog({ kind: 'edit', item, restoreDraft: true });
  };
  const noNewsAtAll = !news.loading && news.items.length === 0;
  const superadmin = useSessionRole() === 'superadmin';

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={news.loading}>
      <PageHeader
        title={t('admin.news.title')}
        actions={
          <>
            {superadmin && (
              <Link to="/adminDashboard/news-deleted">{t('admin.workflow.deleted.link')}</Link>
            )}
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <span className="button-with-icon">
                <Icon name="plus" />
                {t('admin.news.add')}
              </span>
            </Button>
          </>
        }
      />
      {!news.loading && (
        <NewsDraftNotice
          key={draftsRound}
          drafts={drafts}
          items={indexed}
          onOpen={openDraft}
          hidden={dialog !== null}
        />
      )}
      {news.loading && news.items.length === 0 ? (
        <LoadingText text={t('admin.loading')} />
      ) : noNewsAtAll ? (
        <div className="card empty-state">
          <p className="empty-state__title">{t('admin.news.empty')}</p>
          <p>{t('admin.news.emptyHint')}</p>
        </div>
      ) : (
        <div className="list">
          <NewsToolbar query={query} onChange={update} />
          <ListSummary page={page} filtered={isFiltered(query)} onReset={reset} />
          {page.total === 0 ? (
            <div className="card empty-state">
              <p className="empty-state__title">{t('admin.list.nothingFound')}</p>
              <p>{t('admin.list.nothingFoundHint')}</p>
            </div>
          ) : (
            <NewsList
              rows={page.rows}
              cards={cards}
              slugUnderTitle={smallDesk}
              onEdit={(item) => setDialog({ kind: 'edit', item })}
              onDelete={(item) => setDialog({ kind: 'delete', item })}
            />
          )}
          <ListPager page={page} onPage={(number) => update({ page: number })} />
        </div>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <NewsFormModal
          item={dialog.kind === 'edit' ? dialog.item : null}
          drafts={drafts}
          restoreDraft={dialog.restoreDraft ?? false}
          onClose={close}
          onSaved={done}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal
          open
          title={t('admin.news.modal.deleteTitle')}
          message={t('admin.news.modal.deleteConfirm', { title: newsTitle(dialog.item) })}
          onConfirm={() => api.deleteNews(dialog.item.id)}
          fallbackError={t('admin.news.errors.delete')}
          onDeleted={() => done(t('admin.news.toast.deleted', { title: newsTitle(dialog.item) }))}
          onClose={close}
        />
      )}
    </section>
  );
}
