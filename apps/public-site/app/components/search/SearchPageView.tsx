import { useT } from '../../i18n/i18n-context';
import { ContentPage } from '../page/ContentPage';
import { SearchResultsRegion } from './SearchResultsRegion';
import type { SearchView } from './search-view';
import styles from './search-page.module.css';

/** The /search page: the query in a form of its own, then a page of the matching pages. */
export function SearchPageView(view: SearchView) {
  const { query } = view;
  const t = useT();
  return (
    <ContentPage crumbs={[{ label: t('search.title') }]} title={t('search.title')}>
      <form
        action="/search"
        method="get"
        role="search"
        className={styles.form}
        aria-label={t('search.title')}
      >
        <label htmlFor="search-page-q" className={styles.label}>
          {t('search.fieldLabel')}
        </label>
        <div className={styles.row}>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={query}
            key={query}
            className={styles.input}
            enterKeyHint="search"
          />
          <button type="submit" className={styles.submit}>
            {t('search.submit')}
          </button>
        </div>
      </form>
      <SearchResultsRegion {...view} />
    </ContentPage>
  );
}
