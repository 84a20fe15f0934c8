import { APPLICATION_STATUSES, APPLICATIONS_PAGE_SIZE, type ApplicationItem, type ApplicationPage, type ApplicationStatus } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, LoadingText, Select, TextField } from '@fuelcard/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { formErrorText } from '../../lib/form-error';
import { formatRuDateTime } from '../../lib/format-date';
import { useApplications } from '../../lib/use-applications';
import { PHONE_OR_NARROW_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { ListPager, ListSummary } from '../shared/list-summary';
import { PageHeader } from '../shared/page-header';
import { ApplicationDialog, useAssigneeText } from './application-dialog';
import { ApplicationStatusBadge } from './application-status-badge';
import { ApplicationsExportButton } from './applications-export-button';
import { applicationFilterParams, applicationQueryOf, parseApplicationFilters, type ApplicationFilters } from './applications-query';

/** /adminDashboard/applications: «Заявки» (both roles): filtered, paged, opened one at a time, CSV. */
export function ApplicationsScreen() {
  const t = useT();
  const api = useApplications();
  const cards = useMediaQuery(PHONE_OR_NARROW_QUERY);
  const [params, setParams] = useSearchParams();
  const filters = parseApplicationFilters(params);
  const key = applicationFilterParams(filters).toString();
  const open = Number(params.get('open')) || 0;
  const [search, setSearch] = useState(filters.q);
  const [answer, setAnswer] = useState<ApplicationPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    setError(null);
    api.listApplications(applicationQueryOf(parseApplicationFilters(new URLSearchParams(key)))).then(
      (page) => {
        if (!current) return;
        setAnswer(page);
        setLoading(false);
      },
      (caught: unknown) => {
        if (!current) return;
        setError(formErrorText(caught, t('admin.applications.loadError')));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, t, reloads]);

  const show = (next: ApplicationFilters, openId?: number) => setParams(applicationFilterParams(next, openId));
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ ...filters, q: search, page: 1 });
  };
  const reset = () => {
    setSearch('');
    show({ status: '', q: '', page: 1 });
  };
  const filtered = filters.status !== '' || filters.q !== '';
  const listPage = answer && {
    rows: answer.items,
    page: answer.page,
    pages: answer.pages,
    total: answer.total,
    from: answer.items.length > 0 ? (answer.page - 1) * APPLICATIONS_PAGE_SIZE + 1 : 0,
    to: answer.items.length > 0 ? (answer.page - 1) * APPLICATIONS_PAGE_SIZE + answer.items.length : 0,
  };
  const statusLabel = (status: ApplicationStatus) =>
    `${t(`admin.applications.statuses.${status}`)}${answer ? ` (${answer.counts[status]})` : ''}`;
  const options = [
    { value: '', label: t('admin.applications.anyStatus') },
    ...APPLICATION_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
  ];

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={loading}>
      <PageHeader title={t('admin.applications.title')} actions={<ApplicationsExportButton filters={filters} />} />
      <p className="page__intro">{t('admin.applications.intro')}</p>
      <form className="audit-filters" role="search" aria-label={t('admin.applications.filters')} onSubmit={onSearch}>
        <TextField label={t('admin.applications.search')} name="q" type="search" value={search} autoComplete="off"
          maxLength={200} onChange={(event) => setSearch(event.target.value)} />
        <Select<string> label={t('admin.applications.statusFilter')} name="status" options={options} value={filters.status}
          onChange={(status) => show({ ...filters, q: search, status: status as ApplicationFilters['status'], page: 1 })} />
        <div className="audit-filters__buttons">
          <Button type="submit">{t('admin.applications.apply')}</Button>
        </div>
      </form>
      {error && <Alert variant="error">{error}</Alert>}
      {loading && !answer && <LoadingText text={t('admin.loading')} />}
      {listPage && answer && (
        <>
          <ListSummary page={listPage} filtered={filtered} onReset={reset} />
          {listPage.total === 0 ? (
            <p className="empty-note">{t(filtered ? 'admin.applications.emptyFiltered' : 'admin.applications.empty')}</p>
          ) : (
            <ApplicationRows items={answer.items} cards={cards} onOpen={(id) => show(filters, id)} />
          )}
          <ListPager page={listPage} onPage={(page) => show({ ...filters, page })} />
        </>
      )}
      {open > 0 && (
        <ApplicationDialog
          id={open}
          onClose={() => show(filters)}
          onSaved={() => setReloads((count) => count + 1)}
        />
      )}
    </section>
  );
}

/** The list: a table on a desk, cards on a phone; each opens its application. */
function ApplicationRows({ items, cards, onOpen }: { items: ApplicationItem[]; cards: boolean; onOpen: (id: number) => void }) {
  const t = useT();
  const assigneeText = useAssigneeText();
  const when = (item: ApplicationItem) => formatRuDateTime(item.createdAt) ?? item.createdAt;
  const openButton = (item: ApplicationItem) => (
    <button type="button" className="link-button" onClick={() => onOpen(item.id)}
      aria-label={t('admin.applications.open', { reference: item.reference })}>
      {item.reference}
    </button>
  );
  if (cards) {
    return (
      <ul className="item-cards" aria-label={t('admin.applications.title')}>
        {items.map((item) => (
          <li key={item.id} className="card item-card" data-application={item.reference}>
            <div className="item-card__head">
              <p className="item-card__title">{item.company}</p>
              <ApplicationStatusBadge status={item.status} />
            </div>
            <dl className="item-card__meta">
              <div>
                <dt>{t('admin.applications.columns.reference')}</dt>
                <dd>{openButton(item)}</dd>
              </div>
              <div>
                <dt>{t('admin.applications.columns.createdAt')}</dt>
                <dd>{when(item)}</dd>
              </div>
              <div>
                <dt>{t('admin.applications.columns.contact')}</dt>
                <dd>{item.contact}</dd>
              </div>
              <div>
                <dt>{t('admin.applications.columns.assignee')}</dt>
                <dd>{assigneeText(item)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="table-box" role="region" aria-labelledby="applications-table-caption" tabIndex={0}>
      <table className="data-table">
        <caption id="applications-table-caption" className="visually-hidden">
          {t('admin.applications.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.applications.columns.reference')}</th>
            <th scope="col">{t('admin.applications.columns.status')}</th>
            <th scope="col">{t('admin.applications.columns.createdAt')}</th>
            <th scope="col">{t('admin.applications.columns.company')}</th>
            <th scope="col">{t('admin.applications.columns.contact')}</th>
            <th scope="col">{t('admin.applications.columns.assignee')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-application={item.reference}>
              <td className="nowrap">{openButton(item)}</td>
              <td>
                <ApplicationStatusBadge status={item.status} />
              </td>
              <td className="nowrap">{when(item)}</td>
              <td>{item.company}</td>
              <td>{item.contact}</td>
              <td>{assigneeText(item)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
