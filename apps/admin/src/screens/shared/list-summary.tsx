import { useT } from '@fuelcard/i18n/react';
import { Button, Pagination } from '@fuelcard/ui';
import { paginationWindow } from '@fuelcard/contracts';
import type { ListPage } from '../../lib/list-page';
import { phonePagerWindow } from '../../lib/phone-pager-window';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query';

const RU_NUMBER = new Intl.NumberFormat('ru-RU');

/**
 * «Показаны 26–50 из 10 006» and, when the list is filtered, the way back to everything. An empty
 * answer says so in its own words under it («По запросу «zzzz» ничего не найдено», «Записей нет»),
 * so «Найдено: 0» is only read out, not shown as well (review s47, finding 14).
 */
export function ListSummary({ page, filtered, onReset }: { page: ListPage<unknown>; filtered: boolean; onReset: () => void }) {
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
 * The page buttons under a list (nothing for a single page). On a phone only the current page and
 * its neighbours, «‹ 2 3 4 ›», with «3 / 13» beside them: one row (review s45b, finding 8).
 */
export function ListPager({ page, onPage }: { page: ListPage<unknown>; onPage: (page: number) => void }) {
  const t = useT();
  const phone = useMediaQuery(PHONE_QUERY);
  if (page.pages <= 1) return null;
  const pager = (
    <Pagination
      className="list-pager"
      pages={phone ? phonePagerWindow(page.page, page.pages) : paginationWindow(page.page, page.pages)}
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
  if (!phone) return pager;
  return (
    <div className="list-pager-row">
      {pager}
      <p className="list-pager-row__where">
        <span aria-hidden="true">
          {page.page} / {page.pages}
        </span>
        <span className="visually-hidden">
          {t('admin.list.pageOf', { page: page.page, pages: page.pages })}
        </span>
      </p>
    </div>
  );
}
