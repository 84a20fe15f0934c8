import { cx } from '../../internal/cx';
import styles from './pagination.module.css';

/** A page number, or a gap in the window. */
export type PaginationItem = number | 'ellipsis';

export interface PaginationLabels {
  /** Accessible name of the navigation, e.g. «Страницы новостей». */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. (n) => `Страница ${n}`. */
  page: (page: number) => string;
}

export interface PaginationProps {
  /**
   * The window to show, computed by the caller (spec §9: first, last, current with one neighbour
   * each side, ellipses between), e.g. [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10].
   */
  pages: readonly PaginationItem[];
  /** The current page, 1-based. */
  current: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  className?: string;
}

/** Page buttons with previous/next; the current page has aria-current and the ends disable the arrows. */
export function Pagination({ pages, current, onChange, labels, className }: PaginationProps) {
  const numbers = pages.filter((item): item is number => item !== 'ellipsis');
  const first = numbers.length ? Math.min(...numbers) : 1;
  const last = numbers.length ? Math.max(...numbers) : 1;
  const go = (page: number) => {
    if (page !== current && page >= first && page <= last) onChange(page);
  };
  return (
    <nav aria-label={labels.navigation} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={cx(styles.button, styles.arrow)}
            disabled={current <= first}
            aria-label={labels.previous}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        </li>
        {pages.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.button}
                aria-label={labels.page(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cx(styles.button, styles.arrow)}
            disabled={current >= last}
            aria-label={labels.next}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
