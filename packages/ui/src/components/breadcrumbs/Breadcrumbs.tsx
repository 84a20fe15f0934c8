import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { LinkComponent } from '../link/SmartLink';
import { SmartLink } from '../link/SmartLink';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Where the crumb leads; the last crumb (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation, e.g. «Навигационная цепочка». */
  label: string;
  linkComponent?: LinkComponent;
  className?: string;
  /**
   * Below 600 px, show one link back to the parent («← Оборудование и ПО») instead of a trail that
   * would be cut; the whole trail stays in the markup and shows from 600 px. Only for trails of
   * three crumbs or more whose parent has an address.
   */
  backOnPhones?: boolean;
}

/**
 * The page's place in the site on one line from 768 px; the last item is the current page
 * (aria-current="page"), which wraps onto further lines below 768 px. A crumb too long for the
 * line ends in an ellipsis; its whole text stays
 * in the markup (and in a tooltip on the current page).
 */
export function Breadcrumbs({
  items,
  label,
  linkComponent,
  className,
  backOnPhones = false,
}: BreadcrumbsProps) {
  const parent = items.length >= 3 ? items[items.length - 2] : undefined;
  const back = backOnPhones && parent?.href ? parent : undefined;
  return (
    <nav aria-label={label} className={cx(styles.breadcrumbs, back && styles.collapsed, className)}>
      {back && (
        <p className={styles.back}>
          <SmartLink href={back.href!} linkComponent={linkComponent} className={styles.link}>
            <span aria-hidden="true" className={styles.arrow}>
              ←
            </span>
            {back.label}
          </SmartLink>
        </p>
      )}
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={index} className={styles.item}>
              {isLast || !item.href ? (
                <span
                  aria-current={isLast ? 'page' : undefined}
                  className={styles.current}
                  // A crumb cut short by an ellipsis shows its whole text on hover.
                  title={typeof item.label === 'string' ? item.label : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <SmartLink href={item.href} linkComponent={linkComponent} className={styles.link}>
                  {item.label}
                </SmartLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
