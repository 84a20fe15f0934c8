import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { Highlighted } from './Highlighted';
import { SearchPagination } from './SearchPagination';
import { moreLines, SEARCH_RESULTS_PER_PAGE, searchHref, type SearchView } from './search-view';
import styles from './search-page.module.css';

const SUGGESTIONS = ['contract', 'prices', 'account', 'smolensk'] as const;

/**
 * What the /search page shows below its form: the empty-search line, the no-match message, a
 * page of results that does not exist, or the count and a page of the matching pages (10) with
 * their excerpts and the pages of results; popular searches when nothing matches.
 * The server also renders it alone for a query it answers from a kept page (server/search-answers.ts),
 * so it reads nothing but its props, the texts and the router.
 */
export function SearchResultsRegion({
  query,
  results,
  found,
  page,
  pages,
  missingPage,
}: SearchView) {
  const t = useT();
  return (
    <>
      {query === '' ? (
        <p className={styles.summary}>{t('search.empty')}</p>
      ) : found === 0 ? (
        <p className={styles.summary} role="status">
          {t('search.noResults', { query })}
        </p>
      ) : missingPage !== undefined ? (
        <>
          <p className={styles.summary} role="status">
            {t('search.pageMissing', { query, page: missingPage, pages })}
          </p>
          <p>
            <Link to={searchHref(query, 1)}>{t('search.firstPage')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className={styles.summary} role="status">
            {t('search.summary', { query, count: found })}
            {pages > 1 && (
              <span className={styles.pageOf}>{t('search.summaryPage', { page, pages })}</span>
            )}
          </p>
          <ol
            className={styles.results}
            start={page > 1 ? (page - 1) * SEARCH_RESULTS_PER_PAGE + 1 : undefined}
          >
            {results.map((result) => (
              <li key={result.path} className={styles.result}>
                {result.area && <p className={styles.area}>{result.area}</p>}
                <h2 className={styles.title}>
                  <Link to={result.path}>
                    <Highlighted parts={result.title} />
                  </Link>
                </h2>
                {result.snippets.length > 0 && (
                  <ul className={styles.snippets}>
                    {result.snippets.map((snippet, index) => (
                      <li key={index}>
                        <Highlighted parts={snippet} />
                      </li>
                    ))}
                  </ul>
                )}
                {moreLines(result).map(({ count, width }) => (
                  <p
                    key={width}
                    className={width ? `${styles.more} ${styles[width]}` : styles.more}
                  >
                    {t('search.moreOnPage', { count })}
                  </p>
                ))}
              </li>
            ))}
          </ol>
          {pages > 1 && <SearchPagination query={query} page={page} pages={pages} />}
        </>
      )}
      {found === 0 && (
        <nav aria-label={t('search.popular')} className={styles.popular}>
          <h2 className={styles.popularTitle}>{t('search.popular')}</h2>
          <ul className={styles.chips}>
            {SUGGESTIONS.map((key) => {
              const word = t(`search.suggestions.${key}`);
              return (
                <li key={key}>
                  <Link to={`/search?q=${encodeURIComponent(word)}`} className={styles.chip}>
                    {word}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </>
  );
}
