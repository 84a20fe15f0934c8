import { MEDIA_PAGE_SIZE, type MediaItem, type MediaPage } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, LoadingText } from '@fuelcard/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Icon } from '../../artwork/icons';
import { formErrorText } from '../../lib/form-error';
import { useToast } from '../../lib/toasts';
import { useMediaLibrary } from '../../lib/use-media-library';
import { ListPager, ListSummary } from '../shared/list-summary';
import { PageHeader } from '../shared/page-header';
import { SearchBox } from '../shared/search-box';
import { MediaAltDialog } from './media-alt-dialog';
import { MediaCard } from './media-card';
import { MediaDeleteDialog } from './media-delete-dialog';
import { MediaUpload } from './media-upload';

/**
 * /adminDashboard/media, «Медиатека» (issue 26 §7, both roles): every uploaded image as a grid of
 * cards with its alt texts, size, date and uses; search kept in the address (?q=, ?page=);
 * uploads by button or drop; alt texts edited in a dialog; a delete refused while in use.
 */
export function MediaScreen() {
  const t = useT();
  const media = useMediaLibrary();
  const notify = useToast();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const [answer, setAnswer] = useState<MediaPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deleting, setDeleting] = useState<MediaItem | null>(null);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    media.list({ ...(q ? { q } : {}), ...(page > 1 ? { page: String(page) } : {}) }).then(
      (next) => {
        if (!current) return;
        setAnswer(next);
        setLoading(false);
      },
      (caught: unknown) => {
        if (!current) return;
        setError(formErrorText(caught, t('admin.workflow.media.loadError')));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [media, q, page, t, reloads]);

  const show = (next: { q: string; page: number }) => {
    const query = new URLSearchParams();
    if (next.q.trim()) query.set('q', next.q.trim());
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ q: search, page: 1 });
  };
  const reload = () => setReloads((count) => count + 1);
  const listPage = answer && {
    rows: answer.items,
    page: answer.page,
    pages: Math.max(1, Math.ceil(answer.total / MEDIA_PAGE_SIZE)),
    total: answer.total,
    from: answer.items.length > 0 ? (answer.page - 1) * answer.pageSize + 1 : 0,
    to: answer.items.length > 0 ? (answer.page - 1) * answer.pageSize + answer.items.length : 0,
  };

  // Known only once the first answer is in: until then the search is not offered either.
  const libraryEmpty = answer === null || (answer.total === 0 && q === '' && page === 1);

  return (
    <section className="page media-page" aria-labelledby="page-title" aria-busy={loading}>
      <PageHeader title={t('admin.workflow.media.title')} />
      <p className="page__intro">{t('admin.workflow.media.intro')}</p>
      {/*
       * One empty state (review s45b, finding 20): an empty library's drop zone is itself the
       * empty state — an icon, one sentence and the standard button; no second card under it.
       */}
      <MediaUpload
        multiple
        className={
          libraryEmpty && answer
            ? 'media-page__upload media-page__upload--empty'
            : 'media-page__upload'
        }
        onUploaded={() => {
          notify(t('admin.workflow.media.uploaded'));
          if (q || page > 1) show({ q: '', page: 1 });
          else reload();
        }}
      >
        {libraryEmpty && answer && (
          <div className="media-empty">
            <Icon name="image" size={32} className="media-empty__icon" />
            <p className="media-empty__text">{t('admin.workflow.media.emptyZone')}</p>
          </div>
        )}
      </MediaUpload>
      {/* An empty library has nothing to search: the upload above is the one thing to do. */}
      {libraryEmpty ? null : (
        <form
          className="media-page__search"
          role="search"
          aria-label={t('admin.workflow.media.search')}
          onSubmit={onSearch}
        >
          <SearchBox
            label={t('admin.workflow.media.search')}
            placeholder={t('admin.workflow.media.searchPlaceholder')}
            value={search}
            onChange={setSearch}
          />
          <Button type="submit" variant="secondary">
            {t('admin.workflow.media.apply')}
          </Button>
        </form>
      )}
      {error && <Alert variant="error">{error}</Alert>}
      {loading && !answer && <LoadingText text={t('admin.loading')} />}
      {listPage && answer && (
        <>
          {!libraryEmpty && (
            <ListSummary
              page={listPage}
              filtered={q !== ''}
              onReset={() => {
                setSearch('');
                show({ q: '', page: 1 });
              }}
            />
          )}
          {libraryEmpty ? null : answer.total === 0 ? (
            <p className="empty-note">{t('admin.workflow.media.emptyFiltered')}</p>
          ) : (
            <ul className="media-grid">
              {answer.items.map((image) => (
                <MediaCard
                  key={image.id}
                  image={image}
                  url={media.url}
                  onEdit={() => setEditing(image)}
                  onDelete={() => setDeleting(image)}
                />
              ))}
            </ul>
          )}
          <ListPager page={listPage} onPage={(next) => show({ q, page: next })} />
        </>
      )}
      {editing && (
        <MediaAltDialog
          image={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify(t('admin.workflow.media.saved'));
            reload();
          }}
        />
      )}
      {deleting && (
        <MediaDeleteDialog
          image={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            notify(t('admin.workflow.media.deleted'));
            reload();
          }}
        />
      )}
    </section>
  );
}
