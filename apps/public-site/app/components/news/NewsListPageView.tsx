import type { NewsSortOrder } from '@fuelcard/contracts';
import { useT } from '../../i18n/i18n-context';
import { LoadingText, Pagination, Select } from '@fuelcard/ui';
import { Link, useNavigation } from 'react-router';
import type { NewsListPage } from '../../lib/news-view';
import { ContentPage } from '../page/ContentPage';
import { NewsListItem } from './NewsListItem';
import styles from './news.module.css';

/** The list's address: /news with ?sort= (unless newest) and ?page= (unless 1), as the loader reads them. */
export function newsListHref(sort: NewsSortOrder, page: number): string {
  const params = new URLSearchParams();
  if (sort !== 'newest') params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/news?${query}` : '/news';
}

/**
 * The news list: sort (newest or oldest first; a change returns to page 1), 4 items a page with
 * the spec's pagination window, a loading text while the next page loads, a link home. Sorting
 * and paging are links, so they work before hydration and without scripts (HYDRATE=false).
 */
export function NewsListPageView({ list }: { list: NewsListPage }) {
  const t = useT();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname.toLowerCase() === '/news';

  return (
    <ContentPage crumbs={[{ label: t('news.title') }]} title={t('news.title')} homeLabel={t('news.backToHome')}>
      <div className={styles.toolbar}>
        <Select<NewsSortOrder>
          label={t('news.sort.label')}
          value={list.sort}
          options={[
            { value: 'newest', label: t('news.sort.newest') },
            { value: 'oldest', label: t('news.sort.oldest') },
          ]}
          hrefForValue={(sort) => newsListHref(sort, 1)}
          linkComponent={Link}
          className={styles.sort}
        />
        {loading && <LoadingText text={t('news.loading')} />}
      </div>
      {list.items.length === 0 ? (
        <p className={styles.empty}>{t('news.empty')}</p>
      ) : (
        <ul className={styles.list} aria-busy={loading || undefined}>
          {list.items.map((item) => (
            <li key={item.id}>
              <NewsListItem item={item} />
            </li>
          ))}
        </ul>
      )}
      {list.totalPages > 1 && (
        <Pagination
          pages={list.window}
          current={list.page}
          hrefForPage={(page) => newsListHref(list.sort, page)}
          linkComponent={Link}
          labels={{
            navigation: t('news.pagination.label'),
            previous: t('news.pagination.previous'),
            next: t('news.pagination.next'),
            page: (page) => t('news.pagination.page', { page }),
          }}
          className={styles.pagination}
        />
      )}
    </ContentPage>
  );
}
