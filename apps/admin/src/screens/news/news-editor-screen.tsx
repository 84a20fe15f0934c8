import type { ConsoleNewsItem } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, LoadingText } from '@fuelcard/ui';
import { useCallback, useMemo } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useNewsQueries } from '../../lib/news-queries';
import { useSession, useSessionRole } from '../../lib/session-context';
import { useToast } from '../../lib/toasts';
import { useRemoteValue } from '../../lib/use-remote-value';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { PageHeader } from '../shared/page-header';
import { newsDrafts } from './news-drafts';
import { NewsFormModal } from './news-form-modal';
import { newsTitle } from './news-index';

const NEWS_LIST = '/adminDashboard/news';
const ITEM_ID = /^[1-9]\d{0,9}$/;

/**
 * The full-page news editor (issue 26 §1): /adminDashboard/news/new and /adminDashboard/news/:id,
 * deep links the start page and the quick form open. The same form as the list's quick form —
 * fields, one status, publishing, preview, history, conflicts (412) — laid out as a page; a save
 * stays in the editor (a new item moves to its own address) with the item as stored now.
 */
export function NewsEditorScreen() {
  const t = useT();
  const role = useSessionRole();
  if (role !== 'admin' && role !== 'superadmin') {
    return <ForbiddenNotice title={t('admin.news.title')} text={t('admin.news.noPermission')} />;
  }
  return <NewsEditor />;
}

function NewsEditor() {
  const t = useT();
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  // `?history=1`: the quick form's «История версий» opens the history here, not over itself.
  const [params, setParams] = useSearchParams();
  const historyOnOpen = params.get('history') === '1';
  const notify = useToast();
  const newsApi = useNewsQueries();
  const session = useSession();
  const drafts = useMemo(
    () => newsDrafts(session?.username ?? `id-${session?.id ?? 0}`),
    [session?.username, session?.id],
  );
  const creating = id === 'new';
  const known = creating || ITEM_ID.test(id);
  const load = useCallback(
    async (): Promise<ConsoleNewsItem | null> =>
      creating || !known ? null : newsApi.consoleNewsItem(id),
    [newsApi, id, creating, known],
  );
  const item = useRemoteValue(load, t('admin.news.errors.load'));
  const title = creating
    ? t('admin.news.modal.createTitle')
    : item.value
      ? newsTitle(item.value)
      : t('admin.news.modal.editTitle');

  const back = (
    <Link to={NEWS_LIST} className="news-editor__back">
      <span aria-hidden="true">← </span>
      {t('admin.news.editor.back')}
    </Link>
  );

  let content;
  if (!known || (!creating && !item.loading && !item.value))
    content = (
      <Alert variant="error" role="alert">
        {t('admin.news.editor.notFound')}
      </Alert>
    );
  else if (item.loading && !item.value && !creating)
    content = <LoadingText text={t('admin.loading')} />;
  else
    content = (
      <NewsFormModal
        // After a save the form starts again from the item as stored (its new version).
        key={`${id}-${item.value?.version ?? 0}-${item.value?.updatedAt ?? ''}`}
        layout="page"
        historyOnOpen={historyOnOpen}
        onHistoryClosed={() => {
          if (!historyOnOpen) return;
          const next = new URLSearchParams(params);
          next.delete('history');
          setParams(next, { replace: true });
        }}
        item={item.value ?? null}
        drafts={drafts}
        onClose={() => void navigate(NEWS_LIST)}
        onSaved={async (message, savedId) => {
          if (creating && savedId) {
            notify(message);
            void navigate(`${NEWS_LIST}/${savedId}`, { replace: true });
            return;
          }
          // The form stays disabled until the stored item is read: it then starts again from it,
          // and nothing typed after the confirmation is lost.
          await item.reload();
          notify(message);
        }}
      />
    );

  return (
    <section
      className="page news-editor-page"
      aria-labelledby="page-title"
      aria-busy={item.loading}
    >
      {back}
      {/* One h1, the item's title, smaller than a list's, under a small «Изменение новости»
          (review s48b, finding 10: the big title repeated the field right under it). */}
      <PageHeader
        title={title}
        eyebrow={!creating && item.value ? t('admin.news.modal.editTitle') : undefined}
      />
      {content}
    </section>
  );
}
