import type { AuditPage } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, DateField, LoadingText, Select } from '@fuelcard/ui';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../lib/api-context';
import { dayOrNone, useDateFieldProps } from '../../lib/date-field-props';
import { formErrorText } from '../../lib/form-error';
import { useSession, useSessionRole } from '../../lib/session-context';
import { useRemoteValue } from '../../lib/use-remote-value';
import { PHONE_OR_NARROW_QUERY, PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useNewsWorkflow } from '../../lib/use-news-workflow';
import { FiltersToggle } from '../shared/filters-toggle';
import { ForbiddenNotice } from '../shared/forbidden-notice';
import { ListPager, ListSummary } from '../shared/list-summary';
import { PageHeader } from '../shared/page-header';
import { AuditEntries } from './audit-entries';
import {
  AUDIT_FAMILIES,
  auditFilterParams,
  auditQueryOf,
  parseAuditFilters,
  type AuditFilters,
} from './audit-query';
import { AuditExportButton } from './audit-export-button';

/**
 * Who «Кто» offers (review s45b, finding 12: it was a free-text box): the superadmin, the
 * administrators the API lists (GET /api/admin/admins, the superadmin's as the log is) and a name
 * the address asks for that is no longer among them (a deleted account, the operator), A–Я.
 */
export function auditActors(
  own: string | undefined,
  listed: readonly string[],
  asked: string,
): string[] {
  const names = new Map<string, string>();
  for (const name of [own ?? '', ...listed, asked])
    if (name.trim() !== '' && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  return [...names.values()].sort((a, b) => a.localeCompare(b, 'ru'));
}

/** /adminDashboard/audit: «Журнал действий» (superadmin), filtered, paged, downloadable as CSV. */
export function AuditScreen() {
  const t = useT();
  const role = useSessionRole();
  if (role !== 'superadmin')
    return (
      <ForbiddenNotice
        title={t('admin.workflow.audit.title')}
        text={t('admin.workflow.audit.noPermission')}
      />
    );
  return <AuditLog />;
}

function AuditLog() {
  const t = useT();
  const dateProps = useDateFieldProps();
  const workflow = useNewsWorkflow();
  const api = useApi();
  const session = useSession();
  // The accounts for «Кто»; without them the list still offers the superadmin and the asked name.
  const loadAdmins = useCallback(() => api.listAdministrators().catch(() => []), [api]);
  const admins = useRemoteValue(loadAdmins, t('admin.workflow.audit.loadError'));
  // A table from a tablet up, cards on a phone, where the filters also fold under «Фильтры (n)»
  // as the news list's do: the entries come first.
  const phone = useMediaQuery(PHONE_QUERY);
  const cards = phone;
  const tablet = useMediaQuery(PHONE_OR_NARROW_QUERY) && !phone;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const [params, setParams] = useSearchParams();
  const filters = parseAuditFilters(params);
  const key = auditFilterParams(filters).toString();
  const [draft, setDraft] = useState<AuditFilters>(filters);
  const [answer, setAnswer] = useState<AuditPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    const shown = parseAuditFilters(new URLSearchParams(key));
    setLoading(true);
    setError(null);
    workflow.audit(auditQueryOf(shown)).then(
      (page) => {
        if (!current) return;
        setAnswer(page);
        setLoading(false);
      },
      (caught: unknown) => {
        if (!current) return;
        setError(formErrorText(caught, t('admin.workflow.audit.loadError')));
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [workflow, key, t]);

  const show = (next: AuditFilters) => setParams(auditFilterParams(next));
  // The filters apply as they change (review s45, finding 4: no «Показать»; the address keeps
  // them as before): a choice or a date at once.
  const change = (next: Partial<AuditFilters>) => {
    const changed = { ...draft, ...next, page: 1 };
    setDraft(changed);
    show(changed);
  };
  const actors = useMemo(
    () =>
      auditActors(
        session?.username,
        (admins.value ?? []).map((admin) => admin.username),
        filters.actor,
      ),
    [session?.username, admins.value, filters.actor],
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ ...draft, page: 1 });
  };
  const reset = () => {
    const empty = { actor: '', action: '', from: '', to: '', page: 1 };
    setDraft(empty);
    show(empty);
  };
  const activeFilters = [filters.actor, filters.action, filters.from, filters.to].filter(
    (value) => value !== '',
  ).length;
  const filtered = activeFilters > 0;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const from = answer && answer.entries.length > 0 ? (answer.page - 1) * answer.pageSize + 1 : 0;
  const listPage = answer && {
    rows: answer.entries,
    page: answer.page,
    pages,
    total: answer.total,
    from,
    to: from === 0 ? 0 : from + answer.entries.length - 1,
  };
  const actions = [
    { value: '', label: t('admin.workflow.audit.anyAction') },
    ...AUDIT_FAMILIES.map((family) => ({
      value: family,
      label: t(`admin.workflow.audit.families.${family}`),
    })),
  ];

  return (
    <section className="page" aria-labelledby="page-title" aria-busy={loading}>
      {/*
       * Title, what the log holds, then its controls (review s47c, finding 11): a phone's
       * «Скачать CSV» sits on the row of «Фильтры», under the description, not between the two.
       */}
      <PageHeader
        title={t('admin.workflow.audit.title')}
        actions={phone ? undefined : <AuditExportButton filters={filters} />}
      />
      <p className="page__intro">{t('admin.workflow.audit.intro')}</p>
      {phone && (
        <div className="audit-toolbar">
          <FiltersToggle
            className="audit-filters__toggle"
            controls={filtersId}
            open={filtersOpen}
            active={activeFilters}
            onToggle={() => setFiltersOpen((value) => !value)}
          />
          <AuditExportButton filters={filters} />
        </div>
      )}
      <form
        id={filtersId}
        className="audit-filters audit-filters--log"
        role="search"
        aria-label={t('admin.workflow.audit.filters')}
        onSubmit={onSubmit}
        hidden={phone && !filtersOpen}
      >
        <Select<string>
          label={t('admin.workflow.audit.actor')}
          name="actor"
          value={draft.actor}
          options={[
            { value: '', label: t('admin.workflow.audit.anyActor') },
            ...actors.map((name) => ({ value: name, label: name })),
          ]}
          onChange={(actor) => change({ actor })}
        />
        <Select<string>
          label={t('admin.workflow.audit.action')}
          name="action"
          options={actions}
          value={draft.action}
          onChange={(action) => change({ action })}
        />
        <DateField
          {...dateProps}
          label={t('admin.workflow.audit.from')}
          name="from"
          value={draft.from}
          onValueChange={(from) => dayOrNone(from) && change({ from })}
        />
        <DateField
          {...dateProps}
          label={t('admin.workflow.audit.to')}
          name="to"
          value={draft.to}
          onValueChange={(to) => dayOrNone(to) && change({ to })}
        />
      </form>
      {error && <Alert variant="error">{error}</Alert>}
      {loading && !answer && <LoadingText text={t('admin.loading')} />}
      {listPage && (
        <>
          <ListSummary page={listPage} filtered={filtered} onReset={reset} />
          {listPage.total === 0 ? (
            <p className="empty-note">{t('admin.workflow.audit.empty')}</p>
          ) : (
            <AuditEntries entries={answer.entries} cards={cards} compact={tablet} />
          )}
          <ListPager page={listPage} onPage={(page) => show({ ...filters, page })} />
        </>
      )}
    </section>
  );
}
