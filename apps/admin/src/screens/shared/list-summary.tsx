import { useT } from '@fuelcard/i18n/react';
import { Button, Pagination } from '@fuelcard/ui';
import { paginationWindow } from '@fuelcard/contracts';
import type { ListPage } from '../../lib/list-page';

const RU_NUMBER = new Intl.NumberFormat('ru-RU');

/** «Показаны 26–50 из 10 006» and, when the list is filtered, the way back to everything. */
export function ListSummary({ page, filtered, onReset }: { page: ListPage<unknown>; filtered: boolean; onReset: () => void }) {
  const t = useT();
  return (
    <div className="list-summary">
      <p className="list-summary__text" role="status">
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

/** The page buttons under a list (nothing for a single page). */
export function ListPager({ page, onPage }: { page: ListPage<unknown>; onPage: (page: number) => void }) {
  const t = useT();
  if (page.pages <= 1) return null;
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
