import type { AdminNewsSearchQuery, ConsoleNewsItem } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, LoadingText } from '@fuelcard/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../artwork/icons';
import { useApi } from '../../lib/api-context';
import { formErrorText } from '../../lib/form-error';
import {
  LIST_PAGE_SIZE,
  NARROW_PHONE_PAGE_SIZE,
  pageAfterResize,
  type ListPage,
  type ListPageSize,
} from '../../lib/list-page';
import { useNewsQueries } from '../../lib/news-queries';
import { useSession, useSessionRole } from '../../lib/session-context';
import { useToast } from '../../lib/toasts';
import { useNewsWorkflow } from '../../lib/use-news-workflow';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import {
  NARROW_PHONE_QUERY,
  PHONE_OR_NARROW_QUERY,
  PHONE_QUERY,
  SMALL_DESK_QUERY,
  useMediaQuery,
} from '../../lib/use-media-query';
import { useListQuery } from '../../lib/use-list-query';
import { useRemoteValue } from '../../lib/use-remote-value';
import { ConfirmDeleteModal } from '../shared/confirm-delete-modal';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { ListPager, ListSummary } from '../shared/list-summary';
import { NothingFound } from '../shared/nothing-found';
import { PageHeader } from '../shared/page-header';
import { NewsDraftNotice } from './news-draft-notice';
import { newsDrafts } from './news-drafts';
import { NewsFormModal } from './news-form-modal';
import { newsTitle, type ConsoleNewsEntry, type ConsoleNewsRow } from './news-index';
import { NewsList } from './news-list';
import {
  isFiltered,
  newsQueryParams,
  newsSearchRequest,
  parseNewsQuery,
  resetNewsQuery,
  type NewsQuery,
} from './news-query';
import { NewsToolbar } from './news-toolbar';
import { useNewsBulk } from './use-news-bulk';

/** How long the list waits after the last keystroke before it asks the server. */
const SEARCH_DELAY_MS = 250;

type Dialog =
  | { kind: 'create'; restoreDraft?: boolean }
  | { kind: 'edit'; item: ConsoleNewsEntry; restoreDraft?: boolean }
  | { kind: 'delete'; item: ConsoleNewsRow }
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
  const newsApi = useNewsQueries();
  const notify = useToast();
  const workflow = useNewsWorkflow();
  const session = useSession();
  const drafts = useMemo(
    () => newsDrafts(session?.username ?? `id-${session?.id ?? 0}`),
    [session?.username, session?.id],
  );
  // A table from a tablet up (the slug under the title below 1280 px, in its column above); cards
  // on a phone.
  const cards = useMediaQuery(PHONE_QUERY);
  const smallDesk = useMediaQuery(SMALL_DESK_QUERY);
  const tablet = useMediaQuery(PHONE_OR_NARROW_QUERY) && !cards;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [draftsRound, setDraftsRound] = useState(0);

  const [params, setParams] = useSearchParams();
  // 10 rows a page below 600 px, 25 from there up, unless a size is chosen (review s48b,
  // finding 9); the address keeps a chosen size only when it is not the width's default.
  const defaultSize: ListPageSize = useMediaQuery(NARROW_PHONE_QUERY)
    ? NARROW_PHONE_PAGE_SIZE
    : LIST_PAGE_SIZE;
  const serialize = useCallback(
    (value: NewsQuery) => newsQueryParams(value, defaultSize),
    [defaultSize],
  );
  const [query, update] = useListQuery(parseNewsQuery, serialize);
  const pageSize = query.size ?? defaultSize;
  const resize = (size: ListPageSize) =>
    update({ size, page: pageAfterResize(query.page, pageSize, size) });
  // The box follows typing at once; the server is asked once typing pauses.
  const searching = useDebouncedValue(query.q, SEARCH_DELAY_MS);

  // The server searches, filters, sorts and pages (GET /api/admin/news/search): only the rows of
  // one page travel, whatever the archive holds.
  // Keyed by its text: the same question again (the address read back) asks nothing new.
  const requestKey = JSON.stringify(newsSearchRequest({ ...query, q: searching }, defaultSize));
  const request = useMemo(() => JSON.parse(requestKey) as AdminNewsSearchQuery, [requestKey]);
  const load = useCallback(() => newsApi.searchConsoleNews(request), [newsApi, request]);
  const list = useRemoteValue(load, t('admin.news.errors.load'));
  const answer = list.value;
  const stale = list.loading || searching !== query.q;
  const page: ListPage<ConsoleNewsRow> = useMemo(() => {
    if (!answer) return { rows: [], page: 1, pages: 0, total: 0, from: 0, to: 0 };
    const from = answer.items.length === 0 ? 0 : (answer.page - 1) * Number(request.limit) + 1;
    return {
      rows: answer.items,
      page: answer.page,
      pages: answer.pages,
      total: answer.total,
      from,
      to: from === 0 ? 0 : from + answer.items.length - 1,
    };
  }, [answer, request.limit]);

  // The items this browser keeps unsaved drafts of (to name them and to compare with them).
  const draftTargets = useMemo(
    () =>
      drafts
        .list()
        .map(({ target }) => target)
        .filter((target) => target !== 'new')
        .join(','),
    // A new round after each close: a draft may have been saved or dropped meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [drafts, draftsRound],
  );
  const loadDrafted = useCallback(async (): Promise<ConsoleNewsItem[]> => {
    const ids = draftTargets === '' ? [] : draftTargets.split(',');
    const found = await Promise.all(ids.map((id) => newsApi.consoleNewsItem(id).catch(() => null)));
    return found.filter((item): item is ConsoleNewsItem => item !== null);
  }, [newsApi, draftTargets]);
  const drafted = useRemoteValue(loadDrafted, t('admin.news.errors.load'));

  /** Opens an item's form once its full text is in (the list rows hold no descriptions). */
  const openItem = useCallback(
    async (id: string, restoreDraft = false) => {
      try {
        const item = await newsApi.consoleNewsItem(id);
        setDialog({ kind: 'edit', item, restoreDraft });
      } catch (error) {
        console.error(t('admin.news.errors.load'), error);
        notify(t('admin.news.errors.open'));
      }
    },
    [newsApi, notify, t],
  );

  // Links from the start page: ?new=1 opens the create form, ?edit=ID an item's form.
  const wantsNew = params.get('new') !== null;
  const wantsEdit = params.get('edit');
  useEffect(() => {
    if (!wantsNew && wantsEdit === null) return;
    if (wantsNew) setDialog({ kind: 'create' });
    else if (wantsEdit !== null && /^[1-9]\d{0,9}$/.test(wantsEdit)) void openItem(wantsEdit);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        next.delete('edit');
        return next;
      },
      { replace: true },
    );
  }, [wantsNew, wantsEdit, openItem, setParams]);

  const close = () => {
    setDialog(null);
    setDraftsRound((value) => value + 1);
  };
  const done = (message: string) => {
    close();
    notify(message);
    list.reload();
  };
  /** After a delete: the toast offers «Отменить» (one's own delete, for a while: the API's rule). */
  const deleted = (item: ConsoleNewsRow) => {
    const title = newsTitle(item);
    close();
    list.reload();
    notify(t('admin.news.toast.deleted', { title }), 'success', {
      label: t('admin.news.toast.undo'),
      onAction: () => {
        workflow.undoDelete(item.id).then(
          () => {
            notify(t('admin.news.toast.undone', { title }));
            list.reload();
          },
          (error: unknown) => {
            console.error(t('admin.news.toast.undoError'), error);
            notify(formErrorText(error, t('admin.news.toast.undoError')), 'error');
          },
        );
      },
    });
  };
  const bulk = useNewsBulk(page.rows, list.reload);
  // A phone's cards carry no check boxes until «Выбрать» (review s45b, finding 8); «Готово»
  // (review s49, finding 5) leaves the mode and what was selected. From a tablet up the table always has its boxes.
  const [selecting, setSelecting] = useState(false);
  const toggleSelecting = () => {
    if (selecting) bulk.clear();
    setSelecting(!selecting);
  };
  const selectable = !cards || selecting;
  const reset = () => update(resetNewsQuery(query));
  const openDraft = (target: string) => {
    if (target === 'new') return setDialog({ kind: 'create', restoreDraft: true });
    void openItem(target, true);
  };
  // A failed load leaves the list empty (spec §8), as an archive without news does.
  const noNewsAtAll = !list.loading && (answer === undefined || answer.counts.all === 0);
  const superadmin = useSessionRole() === 'superadmin';

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={list.loading}>
      <PageHeader
        title={t('admin.news.title')}
        actions={
          <>
            {superadmin && (
              <Link to="/adminDashboard/news-deleted" className="page__aside-link">
                {t('admin.workflow.deleted.link')}
              </Link>
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
      {!drafted.loading && (
        <NewsDraftNotice
          key={draftsRound}
          drafts={drafts}
          items={drafted.value ?? []}
          onOpen={openDraft}
          hidden={dialog !== null}
        />
      )}
      {list.loading && answer === undefined ? (
        <LoadingText text={t('admin.loading')} />
      ) : noNewsAtAll ? (
        <div className="card empty-state">
          <p className="empty-state__title">{t('admin.news.empty')}</p>
          <p>{t('admin.news.emptyHint')}</p>
        </div>
      ) : (
        <div className="list">
          <NewsToolbar
            query={query}
            onChange={update}
            collapsible={cards}
            // Nothing to select in an empty answer (review s47, finding 14): no «Выбрать» then.
            selection={
              cards && (page.total > 0 || selecting)
                ? { active: selecting, onToggle: toggleSelecting }
                : undefined
            }
          />
          {/* On a phone the bulk bar goes straight under the filter card (review s49, finding 5). */}
          {cards && bulk.bar}
          {/* Empty, the list offers «Сбросить фильтры» in its answer, not twice. On a phone only the
              count over the cards, the pager under them (review s49, finding 5: navigation you need
              after reading; this reverses s48's pager over the cards). */}
          <ListSummary page={page} filtered={isFiltered(query) && page.total > 0} onReset={reset} />
          {!cards && bulk.bar}
          {page.total === 0 ? (
            <NothingFound query={query.q} onReset={reset} />
          ) : (
            // Rows that answer an older question (typing not yet sent, or its answer on the way)
            // are dimmed and take no clicks: a delete never lands on a row about to go away.
            <div className={stale ? 'list__rows list__rows--stale' : 'list__rows'} inert={stale}>
              <NewsList
                rows={page.rows}
                cards={cards}
                compact={tablet}
                wide={!smallDesk}
                selectable={selectable}
                sort={query.sort}
                onEdit={(item) => void openItem(item.id)}
                onDelete={(item) => setDialog({ kind: 'delete', item })}
                onStatus={bulk.onStatus}
                selected={bulk.selected}
                onSelect={bulk.onSelect}
              />
            </div>
          )}
          <ListPager
            page={page}
            onPage={(number) => update({ page: number })}
            size={{ value: pageSize, onChange: resize }}
          />
        </div>
      )}
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <NewsFormModal
          // A new item saved as a draft reopens as that item: a fresh form.
          key={dialog.kind === 'edit' ? dialog.item.id : 'new'}
          item={dialog.kind === 'edit' ? dialog.item : null}
          drafts={drafts}
          restoreDraft={dialog.restoreDraft ?? false}
          onClose={close}
          onSaved={done}
          onDraftCreated={(message, id) => {
            notify(message);
            list.reload();
            void openItem(id);
          }}
        />
      )}
      {bulk.modal}
      {dialog?.kind === 'delete' && (
        <ConfirmDeleteModal
          open
          title={t('admin.news.modal.deleteTitle')}
          message={t('admin.news.modal.deleteConfirm', { title: newsTitle(dialog.item) })}
          onConfirm={() => api.deleteNews(dialog.item.id)}
          fallbackError={t('admin.news.errors.delete')}
          onDeleted={() => deleted(dialog.item)}
          onClose={close}
        />
      )}
    </section>
  );
}
