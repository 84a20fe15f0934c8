import { useT } from '@fuelcard/i18n/react';
import { Button, Pagination, Select } from '@fuelcard/ui';
import { paginationWindow } from '@fuelcard/contracts';
import { LIST_PAGE_SIZES, type ListPage, type ListPageSize } from '../../lib/list-page';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';

const RU_NUMBER = new Intl.NumberFormat('ru-RU');

/**
 * «Показаны 26–50 из 10 006» and, when the list is filtered, the way back to everything. An empty
 * answer says so in its own words under it («По запросу «zzzz» ничего не найдено», «Записей нет»),
 * so «Найдено: 0» is only read out, not shown as well (review s47, finding 14).
 */
export function ListSummary({
  page,
  filtered,
  onReset,
}: {
  page: ListPage<unknown>;
  filtered: boolean;
  onReset: () => void;
}) {
  const t = useT();
  return (
    <div className="list-summary" data-empty={page.total === 0 ? '' : undefined}>
      <p
        className={page.total === 0 ? 'list-summary__text visually-hidden' : 'list-summary__text'}
        role="status"
      >
        {page.total === 0
          ? t('admin.list.none')
          : t('admin.list.shown', {
              from: RU_NUMBER.format(page.from),
              to: RU_NUMBER.format(page.to),
              total: RU_NUMBER.format(page.total),
            })}
      </p>
      {filtered && (
        <Button variant="ghost" size="sm" onClick={onReset}>
          {t('admin.list.reset')}
        </Button>
      )}
    </div>
  );
}

/**
 * The page buttons under a list (nothing for a single page). On a phone «« ‹ 3 / 13 › »»: the
 * first, the previous, where the list is, the next and the last page on one row of 44 px targets
 * (review s47, finding 18: «‹ 2 3 4 ›» had no way to the first or the last page, and with them the
 * numbers no longer fit 375 px).
 */
export function ListPager({
  page,
  onPage,
  above = false,
  size,
}: {
  page: ListPage<unknown>;
  onPage: (page: number) => void;
  /**
   * «10 / 25 / 50 на странице» beside the pager under the list, at every width (review s48b,
   * findings 9 and 15); shown while the list is longer than the smallest size.
   */
  size?: { value: ListPageSize; onChange: (size: ListPageSize) => void };
  /**
   * The same phone pager over a long list of cards as well (review s47c, finding 8: 25 news
   * cards are some 3,700 px, and the next 25 were only at their end); nothing from a tablet up.
   * Its own name, so that the two landmarks read apart.
   */
  above?: boolean;
}) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  if (!above && size && page.total > LIST_PAGE_SIZES[0]) {
    // The pager and the size choice on one line, at the list's end (as Stripe and Linear do).
    return (
      <div className="list-foot">
        <ListPager page={page} onPage={onPage} />
        <Select<string>
          className="list-foot__size"
          label={t('admin.list.pageSize')}
          labelHidden
          options={LIST_PAGE_SIZES.map((value) => ({
            value: String(value),
            label: t('admin.list.perPage', { size: value }),
          }))}
          value={String(size.value)}
          onChange={(value) => size.onChange(Number(value) as ListPageSize)}
        />
      </div>
    );
  }
  if (page.pages <= 1) return null;
  if (above)
    return phone ? (
      <PhonePager page={page} onPage={onPage} label={t('admin.list.pagesTop')} above />
    ) : null;
  if (phone) return <PhonePager page={page} onPage={onPage} label={t('admin.list.pages')} />;
  return (
    <Pagination
      className="list-pager"
      pages={paginationWindow(page.page, page.pages)}
      current={page.page}
      onChange={onPage}
      labels={{
        navigation: t('admin.list.pages'),
        previous: t('admin.list.previous'),
        next: t('admin.list.next'),
        page: (number) => t('admin.list.page', { page: number }),
      }}
    />
  );
}

function PhonePager({
  page,
  onPage,
  label,
  above = false,
}: {
  page: ListPage<unknown>;
  onPage: (page: number) => void;
  label: string;
  above?: boolean;
}) {
  const t = useT();
  const control = (target: number, label: string, glyph: string) => (
    <li>
      <Button
        variant="secondary"
        className="list-pager__button"
        aria-label={label}
        disabled={target === page.page || target < 1 || target > page.pages}
        onClick={() => onPage(target)}
      >
        <span aria-hidden="true">{glyph}</span>
      </Button>
    </li>
  );
  return (
    <nav
      aria-label={label}
      className={
        above ? 'list-pager list-pager--phone list-pager--above' : 'list-pager list-pager--phone'
      }
    >
      <ul className="list-pager__row">
        {control(1, t('admin.list.first'), '«')}
        {control(page.page - 1, t('admin.list.previous'), '‹')}
        <li className="list-pager-row__where">
          <span aria-hidden="true">
            {page.page} / {page.pages}
          </span>
          <span className="visually-hidden">
            {t('admin.list.pageOf', { page: page.page, pages: page.pages })}
          </span>
        </li>
        {control(page.page + 1, t('admin.list.next'), '›')}
        {control(page.pages, t('admin.list.last'), '»')}
      </ul>
    </nav>
  );
}
