import { paginationWindow } from '@fuelcard/contracts';
import { Pagination } from '@fuelcard/ui';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { searchHref } from './search-view';
import styles from './search-page.module.css';

/** The pages of /search results as links (`?q=…&page=2`), so paging works without JavaScript. */
export function SearchPagination({
  query,
  page,
  pages,
}: {
  query: string;
  page: number;
  pages: number;
}) {
  const t = useT();
  return (
    <Pagination
      pages={paginationWindow(page, pages)}
      current={page}
      hrefForPage={(n) => searchHref(query, n)}
      linkComponent={Link}
      labels={{
        navigation: t('search.pagination.label'),
        previous: t('search.pagination.previous'),
        next: t('search.pagination.next'),
        page: (n) => t('search.pagination.page', { page: n }),
      }}
      className={styles.pagination}
    />
  );
}
