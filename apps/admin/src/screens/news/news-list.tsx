import { useT } from '@fuelcard/i18n/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatRuDate } from '../../lib/format-date';
import { NewsStateBadge } from '../shared/news-state-badge';
import { newsTitle, type ConsoleNewsRow } from './news-index';
import { NewsCoverThumb } from './news-cover-thumb';
import { NewsRowActions, type NewsRowHandlers } from './news-row-actions';
import { ArticleDate, RowBound } from './news-row-dates';
import { PageSelectBox, RowSelectBox, type NewsSelectionProps } from './news-select-box';
import type { NewsSort } from './news-query';

export interface NewsListProps extends NewsRowHandlers, NewsSelectionProps {
  rows: readonly ConsoleNewsRow[];
  /** Cards (phones and narrow windows) instead of the table. */
  cards: boolean;
  /**
   * A tablet's table: the ID and the priority beside the slug under the title, the date under the
   * state, «Изменить» as a named pencil, so that the row fits 650 px without scrolling sideways.
   */
  compact?: boolean;
  /**
   * A wide desk's table (from 1280 px): fixed column widths, the state's bound in words under the
   * badge as on a tablet (review s48, finding 6: «· с 06.12» on the badge's line was cryptic), A and
   * B pills under «Приоритет». The slug
   * stands under the title as on a tablet (review s47c, finding 1: a column of its own showed
   * eight letters of it and made every third title wrap); the header names both.
   */
  wide?: boolean;
  /**
   * Whether the cards carry their check boxes and «Выбрать все на странице»: on a phone only in
   * the selection mode that «Выбрать» starts (review s45b, finding 8). A table always has them.
   */
  selectable?: boolean;
  /**
   * The list's order (review s49, finding 6): its key's header carries ▲/▼ and aria-sort, and
   * sorted by the start of display the date column (and a tablet's and a card's date) shows that
   * date, «Начало показа», instead of the article's.
   */
  sort?: NewsSort;
}

type SortColumn = 'date' | 'title' | 'priority';

/** The column an order sorts by and its direction. */
export function sortColumn(sort: NewsSort): {
  column: SortColumn;
  dir: 'ascending' | 'descending';
} {
  if (sort === 'title') return { column: 'title', dir: 'ascending' };
  if (sort === 'priority') return { column: 'priority', dir: 'ascending' };
  if (sort === 'newest') return { column: 'date', dir: 'descending' };
  return { column: 'date', dir: 'ascending' };
}

/** ▲/▼ after the active key's header; the th's aria-sort says it to a screen reader. */
function SortMark({ dir }: { dir: 'ascending' | 'descending' }) {
  return (
    <span className="sort-mark" aria-hidden="true">
      {dir === 'ascending' ? '\u00a0▲' : '\u00a0▼'}
    </span>
  );
}

/** The title opens the full-page editor (issue 26 §1); «Изменить» keeps the quick form. */
function EditorLink({ item, children }: { item: ConsoleNewsRow; children: ReactNode }) {
  return (
    <Link className="cell-title__link" to={`/adminDashboard/news/${item.id}`}>
      {children}
    </Link>
  );
}

/**
 * One page of news: a table on a desk (ID, title, slug, state, priority, date and actions of
 * spec §2 — «Открыть на сайте» is in a live row's «⋯» menu —, in a box of its own that scrolls
 * sideways with the title kept in view when the window is too narrow), cards on a phone. The slug
 * stands under the title in muted 13 px on every width (review s45, finding 3: a column of its
 * own cut every value); one longer than the title's room is cut with an ellipsis and shown whole
 * in its tooltip and the edit form. The row's actions are quiet icon buttons named «Изменить» and
 * «Действия: …». Words are never broken.
 */
export function NewsList({
  rows,
  cards,
  compact = false,
  wide = false,
  selectable = true,
  sort = 'newest',
  onEdit,
  onDelete,
  onStatus,
  selected,
  onSelect,
}: NewsListProps) {
  const t = useT();
  const byStart = sort === 'starts';
  const date = (item: ConsoleNewsRow) =>
    formatRuDate(byStart ? item.dates.startDate : item.dates.date) ?? t('admin.news.noDate');
  const key = sortColumn(sort);
  const ariaSort = (column: SortColumn) => (key.column === column ? key.dir : undefined);
  const mark = (column: SortColumn) => key.column === column && <SortMark dir={key.dir} />;
  const selection = { rows, selected, onSelect };
  // Thumbnails only on a page where some item has a cover (else 25 empty tiles).
  const anyCover = rows.some((item) => item.cover);
  if (cards) {
    return (
      <>
        {selectable && <PageSelectBox {...selection} className="item-cards__select-all" />}
        <ul
          className={selectable ? 'item-cards item-cards--selecting' : 'item-cards'}
          aria-label={t('admin.news.title')}
        >
          {rows.map((item) => (
            <li
              key={item.id}
              className={
                selected.has(item.id) ? 'card item-card item-card--selected' : 'card item-card'
              }
            >
              <div className="item-card__head item-card__head--news">
                {selectable && <RowSelectBox item={item} {...selection} />}
                {anyCover && <NewsCoverThumb item={item} />}
                <p className="item-card__title">
                  <EditorLink item={item}>{newsTitle(item)}</EditorLink>
                </p>
              </div>
              {/*
               * Two fixed 13 px lines under the title (review s45b, finding 8): (1) the state's
               * pill, the date in the article and the bound («Покажется …», «Снимется …»), the
               * date named «В статье» before a bound on another day and not shown before one on
               * the same day (review s47, finding 1); (2) «Приоритет A · #207» with «Изменить»
               * and «⋯» at its end — the ID never on a line of its own. Each value keeps its name
               * for a screen reader; the slug is read out, not shown.
               */}
              <div className="item-card__foot">
                <p className="item-card__line item-card__line--when">
                  <NewsStateBadge state={item.state} />
                  <ArticleDate item={item} className="item-card__date" byStart={byStart} />
                  <RowBound item={item} byStart={byStart} />
                </p>
                <p className="item-card__line item-card__line--facts">
                  <span className="item-card__priority">
                    {t('admin.news.table.priority')}{' '}
                    <span className={`priority-mark priority-mark--${item.priority}`}>
                      {item.priority}
                    </span>
                  </span>
                  <span aria-hidden="true"> · </span>
                  <span className="item-card__id">
                    <span className="visually-hidden">{t('admin.news.table.id')}: </span>
                    <span aria-hidden="true">#</span>
                    {item.id}
                  </span>
                  <span className="visually-hidden">
                    {t('admin.news.table.slug')}: {item.slug}
                  </span>
                </p>
                <NewsRowActions
                  iconOnly
                  item={item}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  onStatus={onStatus}
                />
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <div className="table-box" role="region" aria-labelledby="news-table-caption" tabIndex={0}>
      <table className={wide ? 'data-table data-table--news-wide' : 'data-table'}>
        <caption id="news-table-caption" className="visually-hidden">
          {t('admin.news.title')}
        </caption>
        <thead>
          <tr>
            <td className="col-select">
              <PageSelectBox {...selection} />
            </td>
            {!compact && (
              <th scope="col" className="col-id">
                {t('admin.news.table.id')}
              </th>
            )}
            {/* «Заголовок (RU) / Адрес»: the muted line under each title is its slug. */}
            <th scope="col" className="col-title sticky-col" aria-sort={ariaSort('title')}>
              {t('admin.news.table.titleRu')}{' '}
              <span className="col-title__slug">/ {t('admin.news.table.slug')}</span>
              {mark('title')}
            </th>
            <th scope="col" className="col-state">
              {t('admin.news.table.state')}
            </th>
            {!compact && (
              <th scope="col" className="col-center col-priority" aria-sort={ariaSort('priority')}>
                {t('admin.news.table.priority')}
                {mark('priority')}
              </th>
            )}
            {!compact && (
              <th scope="col" className="col-date" aria-sort={ariaSort('date')}>
                {t(byStart ? 'admin.news.table.startDate' : 'admin.news.table.date')}
                {mark('date')}
              </th>
            )}
            <th scope="col" className="col-end">
              {t('admin.actions.label')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.id} className={selected.has(item.id) ? 'row--selected' : undefined}>
              <td className="col-select">
                <RowSelectBox item={item} {...selection} />
              </td>
              {!compact && <td className="col-id">{item.id}</td>}
              <th scope="row" className="col-title sticky-col">
                <div className={anyCover ? 'cell-with-thumb' : undefined}>
                  {anyCover && <NewsCoverThumb item={item} />}
                  <span className="cell-title">
                    <EditorLink item={item}>
                      {item.titles.ru || <span className="muted">{newsTitle(item)}</span>}
                    </EditorLink>
                  </span>
                  <span className="cell-slug truncate mono" title={item.slug}>
                    {compact && (
                      <span className="cell-slug__id">
                        {t('admin.news.table.id')} {item.id}
                        <span aria-hidden="true"> · </span>
                        {t('admin.news.table.priority')} {item.priority}
                        <span aria-hidden="true"> · </span>
                      </span>
                    )}
                    <span className="visually-hidden">{t('admin.news.table.slug')}: </span>
                    {item.slug}
                  </span>
                </div>
              </th>
              <td className="col-state">
                <NewsStateBadge state={item.state} />
                {compact && <ArticleDate item={item} className="state-date" byStart={byStart} />}
                <RowBound item={item} byStart={byStart} />
              </td>
              {!compact && (
                <td className="col-center">
                  <span className={`priority-mark priority-mark--${item.priority}`}>
                    {item.priority}
                  </span>
                </td>
              )}
              {!compact && <td className="col-date nowrap">{date(item)}</td>}
              <td className="col-end">
                <NewsRowActions
                  iconOnly
                  item={item}
                  onEdit={onEdit}
                  onDelete={onDelete}
                  onStatus={onStatus}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
