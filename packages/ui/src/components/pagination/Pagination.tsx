import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { LinkComponent } from '../link/SmartLink';
import { SmartLink } from '../link/SmartLink';
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
  /**
   * Called with the chosen page. Without `hrefForPage` the pages are buttons and this is how the
   * caller learns of a choice; with it, it is also called when a page link is followed.
   */
  onChange?: (page: number) => void;
  /**
   * The address of a page, e.g. (page) => `/news?page=${page}`. When given, the pages are links
   * (through `linkComponent`), so paging works before hydration and without JavaScript.
   */
  hrefForPage?: (page: number) => string;
  /** Renders the page links when `hrefForPage` is given (e.g. React Router's Link). */
  linkComponent?: LinkComponent;
  labels: PaginationLabels;
  className?: string;
}

interface PageControl {
  page: number;
  label: string;
  disabled?: boolean;
  current?: boolean;
  arrow?: boolean;
  children: ReactNode;
}

/**
 * Page links or page buttons with previous/next; the current page has aria-current="page" and
 * the arrows are disabled at the ends (a disabled link is a `role="link"` with aria-disabled and
 * no address).
 */
export function Pagination({
  pages,
  current,
  onChange,
  hrefForPage,
  linkComponent,
  labels,
  className,
}: PaginationProps) {
  const numbers = pages.filter((item): item is number => item !== 'ellipsis');
  const first = numbers.length ? Math.min(...numbers) : 1;
  const last = numbers.length ? Math.max(...numbers) : 1;
  const go = (page: number) => {
    if (page !== current && page >= first && page <= last) onChange?.(page);
  };

  // A plain function, not a component: the controls keep their identity (and focus) across renders.
  const pageControl = ({
    page,
    label,
    disabled,
    current: isCurrent,
    arrow,
    children,
  }: PageControl) => {
    const className = cx(styles.button, arrow && styles.arrow);
    const ariaCurrent = isCurrent ? 'page' : undefined;
    if (!hrefForPage) {
      return (
        <button
          type="button"
          className={className}
          disabled={disabled}
          aria-label={label}
          aria-current={ariaCurrent}
          onClick={() => go(page)}
        >
          {children}
        </button>
      );
    }
    if (disabled) {
      return (
        <span role="link" aria-disabled="true" aria-label={label} className={className}>
          {children}
        </span>
      );
    }
    return (
      <SmartLink
        href={hrefForPage(page)}
        linkComponent={linkComponent}
        className={className}
        aria-label={label}
        aria-current={ariaCurrent}
        onClick={() => go(page)}
      >
        {children}
      </SmartLink>
    );
  };

  return (
    <nav aria-label={labels.navigation} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          {pageControl({
            page: current - 1,
            label: labels.previous,
            disabled: current <= first,
            arrow: true,
            children: <span aria-hidden="true">‹</span>,
          })}
        </li>
        {pages.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              {pageControl({
                page: item,
                label: labels.page(item),
                current: item === current,
                children: item,
              })}
            </li>
          ),
        )}
        <li>
          {pageControl({
            page: current + 1,
            label: labels.next,
            disabled: current >= last,
            arrow: true,
            children: <span aria-hidden="true">›</span>,
          })}
        </li>
      </ul>
    </nav>
  );
}
