import { NEWS_PRIORITIES } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Select } from '@fuelcard/ui';
import { useId, useState } from 'react';
import { Icon } from '../../artwork/icons';
import { FiltersToggle } from '../shared/filters-toggle';
import { SearchBox } from '../shared/search-box';
import { CONSOLE_NEWS_STATES } from './news-index';
import { DEFAULT_NEWS_QUERY, NEWS_SORTS, newsStateChange, type NewsQuery } from './news-query';

export interface NewsToolbarProps {
  query: NewsQuery;
  /** A change of the search, a filter or the order; each goes back to the first page. */
  onChange: (changes: Partial<NewsQuery>) => void;
  /**
   * Below a desk the filters fold under «Фильтры (n)» beside the search, so that the first
   * results are in the first screen (they took ~560 px of a phone's height).
   */
  collapsible?: boolean;
  /**
   * A phone's «Выбрать» beside «Фильтры» (review s45b, finding 8): the list's check boxes come
   * with this mode, which «Готово» leaves (review s49, finding 5). Only with `collapsible`.
   */
  selection?: { active: boolean; onToggle: () => void };
}

/**
 * How many filters narrow the list: the state and the priority. The search is not counted, nor the
 * order — a sort hides no item (review s45b, finding 21: «Фильтры (1)» for «По заголовку» alone).
 */
export function activeFilterCount(query: NewsQuery): number {
  return [query.state !== 'all', query.priority !== 'all'].filter(Boolean).length;
}

/** A filter select's class: tinted while it narrows the list (review s46, finding 16). */
function filterClass(value: string): string {
  return value === 'all'
    ? 'list-toolbar__filter'
    : 'list-toolbar__filter list-toolbar__filter--active';
}

/** Search by title (ru/en) and slug, filters by state and priority, and the sort order. */
export function NewsToolbar({ query, onChange, collapsible = false, selection }: NewsToolbarProps) {
  const t = useT();
  const filtersId = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(query);
  const all = (key: string) => ({ value: 'all' as const, label: t(key) });
  // The state, the priority and the order: in the toolbar's grid on a desk; below one, folded
  // under «Фильтры» and next to it in the Tab order (they open under the line of buttons).
  const filters = (
    <div id={filtersId} className="list-toolbar__filters" hidden={collapsible && !open}>
      <Select<NewsQuery['state']>
        className={filterClass(query.state)}
        label={t('admin.news.filters.state')}
        options={[
          all('admin.news.filters.anyState'),
          ...CONSOLE_NEWS_STATES.map((state) => ({
            value: state,
            label: t(`admin.news.states.${state}`),
          })),
        ]}
        value={query.state}
        onChange={(state) => onChange(newsStateChange(query, state))}
      />
      <Select<NewsQuery['priority']>
        className={filterClass(query.priority)}
        label={t('admin.news.filters.priority')}
        options={[
          all('admin.news.filters.anyPriority'),
          ...NEWS_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`admin.news.form.priority${priority}`),
          })),
        ]}
        value={query.priority}
        onChange={(priority) => onChange({ priority, page: 1 })}
      />
      <Select<NewsQuery['sort']>
        label={t('admin.news.filters.sort')}
        options={NEWS_SORTS.map((sort) => ({
          value: sort,
          label: t(`admin.news.sorts.${sort}`),
        }))}
        value={query.sort}
        onChange={(sort) => onChange({ sort, page: 1 })}
      />
    </div>
  );
  return (
    <div
      className={
        collapsible
          ? 'list-toolbar list-toolbar--news list-toolbar--collapsible'
          : 'list-toolbar list-toolbar--news'
      }
      role="search"
      aria-label={t('admin.news.search.label')}
    >
      <SearchBox
        label={t('admin.news.search.label')}
        placeholder={t('admin.news.search.placeholder')}
        value={query.q}
        onChange={(q) => onChange({ q, page: 1 })}
      />
      {collapsible && (
        // Under the search: «Фильтры (n)», the order when it is not the default one (the sort is
        // in the folded filters and counts as none of them: review s45b, finding 8), «Выбрать».
        <div className="list-toolbar__controls">
          <FiltersToggle
            controls={filtersId}
            open={open}
            active={active}
            onToggle={() => setOpen((value) => !value)}
          />
          {filters}
          {query.sort !== DEFAULT_NEWS_QUERY.sort && (
            <p className="list-toolbar__sort">
              <Icon name="sort" size={14} />
              <span>
                <span className="visually-hidden">{t('admin.news.filters.sort')}: </span>
                {t(`admin.news.sorts.${query.sort}`)}
              </span>
            </p>
          )}
          {selection && (
            <button
              type="button"
              className="list-toolbar__toggle list-toolbar__select"
              onClick={selection.onToggle}
            >
              {t(
                selection.active
                  ? 'admin.news.bulk.stopSelecting'
                  : 'admin.news.bulk.startSelecting',
              )}
            </button>
          )}
        </div>
      )}
      {!collapsible && filters}
    </div>
  );
}
