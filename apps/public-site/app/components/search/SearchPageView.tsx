import type { TextPart } from '@fuelcard/i18n';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { ContentPage } from '../page/ContentPage';
import { Highlighted } from './Highlighted';
import styles from './search-page.module.css';

interface SearchPageViewProps {
  query: string;
  results: ReadonlyArray<{
    path: string;
    area: string | null;
    title: TextPart[];
    snippets: TextPart[][];
    more: number;
  }>;
}

const SUGGESTIONS = ['contract', 'prices', 'account', 'smolensk'] as const;

/** The /search page: the query in a form of its own, then every matching page with its excerpts. */
export function SearchPageView({ query, results }: SearchPageViewProps) {
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
                {result.more > 0 && (
                  <p className={styles.more}>{t('search.moreOnPage', { count: result.more })}</p>
                )}
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
    </ContentPage>
  );
}
