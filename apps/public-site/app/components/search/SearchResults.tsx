import { useT } from '../../i18n/i18n-context';
import { Link } from 'react-router';
import { PAGE_LABELS } from '../../content/page-labels';
import type { SiteSearchResult } from './search-engine';
import styles from './search.module.css';

/** The matches as links with the matched text in <mark>, a loading line, or the no-results message. */
export function SearchResults({ id, query, results }: { id: string; query: string; results: SiteSearchResult[] }) {
  const t = useT();
  // The frame's label of the page, else the page's own title (the content pages), else Home.
  const pageLabel = (result: SiteSearchResult) => {
    const label = PAGE_LABELS[result.path];
    return label ? t(label) : (result.title ?? t('common.home'));
  };
  return (
    <div
      id={id}
      className={styles.panel}
      role="region"
      aria-label={t('header.search.results')}
      aria-live="polite"
      // Keeps the focus in the box while a result is clicked, so the box does not clear first.
      onMouseDown={(event) => event.preventDefault()}
    >
      {results.length === 0 ? (
        <p className={styles.message}>{t('header.search.noResults', { query })}</p>
      ) : (
        <ul className={styles.results}>
          {results.map((result) => (
            <li key={result.key}>
              <Link to={result.path} className={styles.result}>
                <span className={styles.page}>{pageLabel(result)}</span>
                <span className={styles.text}>
                  {result.parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
