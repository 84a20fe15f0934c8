import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { Highlighted } from './Highlighted';
import { moreLines, type SearchView } from './search-view';
import styles from './search-page.module.css';

const SUGGESTIONS = ['contract', 'prices', 'account', 'smolensk'] as const;

/**
 * What the /search page shows below its form: the empty-search line, the no-match message, or
 * the count and every matching page with its excerpts; popular searches when nothing is listed.
 * The server also renders it alone for a query it answers from a kept page (server/search-answers.ts),
 * so it reads nothing but its props, the texts and the router.
 */
export function SearchResultsRegion({ query, results }: SearchView) {
  const t = useT();
  return (
    <>
      {query === '' ? (
        <p className={styles.summary}>{t('search.empty')}</p>
      ) : results.length === 0 ? (
        <p className={styles.summary} role="status">
          {t('search.noResults', { query })}
        </p>
      ) : (
        <>
          <p className={styles.summary} role="status">
            {t('search.summary', { query, count: results.length })}
          </p>
          <ol className={styles.results}>
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
        </>
      )}
      {results.length === 0 && (
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
