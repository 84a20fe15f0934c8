import { highlightParts } from '@fuelcard/i18n';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { Highlighted } from './Highlighted';
import { areaOf, type SearchPage } from './search-pages';
import styles from './search.module.css';

/** Pages listed in the search box; the rest are counted and on the /search page. */
export const SEARCH_BOX_PAGES = 8;

/** The title of a result page: the frame's name for it, else its own title, else Home. */
export function usePageTitle() {
  const t = useT();
  return (page: SearchPage) => (page.labelKey ? t(page.labelKey) : (page.title ?? t('common.home')));
}

interface SearchResultsProps {
  /** Id of the listbox (the box's aria-controls); option n is `${id}-${n}`. */
  id: string;
  query: string;
  pages: readonly SearchPage[];
  /** The option the arrow keys are on, -1 for none. */
  active: number;
}

/**
 * The search box's list (ARIA listbox, its options are links): up to 8 pages, each with its
 * title and one highlighted excerpt, then how many more pages the /search page lists. With no
 * match, the message with the query.
 */
export function SearchResults({ id, query, pages, active }: SearchResultsProps) {
  const t = useT();
  const titleOf = usePageTitle();
  if (pages.length === 0) {
    return (
      <p className={styles.message} role="status">
        {t('header.search.noResults', { query })}
      </p>
    );
  }
  const shown = pages.slice(0, SEARCH_BOX_PAGES);
  const more = pages.length - shown.length;
  const option = (index: number) => ({
    id: `${id}-${index}`,
    role: 'option',
    'aria-selected': index === active,
    tabIndex: -1,
    className: styles.option,
  });
  return (
    <>
      <p className="visually-hidden" role="status">
        {t('header.search.found', { count: pages.length })}
      </p>
      <div id={id} role="listbox" aria-label={t('header.search.results')} className={styles.results}>
        {shown.map((page, index) => {
          const snippet = page.snippets[0];
          const area = areaOf(page.path);
          return (
            <Link key={page.path} to={page.path} {...option(index)}>
              {area && <span className={styles.area}>{t(area)}</span>}
              <span className={styles.page}>
                <Highlighted parts={highlightParts(titleOf(page), query)} />
              </span>
              {snippet && (
                <span className={styles.snippet}>
                  <Highlighted parts={snippet} />
                </span>
              )}
            </Link>
          );
        })}
        {more > 0 && (
          <Link to={`/search?q=${encodeURIComponent(query)}`} {...option(shown.length)} className={`${styles.option} ${styles.more}`}>
            {t('header.search.morePages', { count: more })}
          </Link>
        )}
      </div>
    </>
  );
}
