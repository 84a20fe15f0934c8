import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { LinkComponent } from '../link/SmartLink';
import { SmartLink } from '../link/SmartLink';
import styles from './service-card.module.css';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface ServiceCardProps {
  title: string;
  description?: ReactNode;
  /** A decorative icon (rendered aria-hidden). */
  icon?: ReactNode;
  /** Where the whole card leads; without it the card is a plain article with no link. */
  href?: string;
  linkComponent?: LinkComponent;
  /** Said after an http(s) link's title, e.g. «(откроется в новой вкладке)»; adds the new-tab icon. */
  newTabLabel?: string;
  headingLevel?: HeadingLevel;
  /**
   * A status of the page it leads to, e.g. a «Раздел готовится» badge of a page not written yet:
   * the card then keeps its link but drops the link card's look (an outlined tile, no shadow, no
   * arrow, the title muted) and shows the status under its title, inside the link.
   */
  tag?: ReactNode;
  className?: string;
}

/**
 * A card whose whole surface is one link (the title's link stretched over the card), so screen
 * readers hear the title once and the card has a single tab stop. Without `href` it is the same
 * card as a plain article (an information card: a hairline border instead of the shadow): a
 * heading and text, no link and no hover lift.
 */
export function ServiceCard({
  title,
  description,
  icon,
  href,
  linkComponent,
  newTabLabel,
  headingLevel = 3,
  tag,
  className,
}: ServiceCardProps) {
  const pending = href !== undefined && tag !== undefined && tag !== null;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cx(
        styles.card,
        href !== undefined && (pending ? styles.pending : styles.linked),
        icon !== undefined && icon !== null && styles.withIcon,
        className,
      )}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>
        {href === undefined ? (
          title
        ) : (
          <SmartLink
            href={href}
            linkComponent={linkComponent}
            newTabLabel={newTabLabel}
            className={styles.link}
          >
            {title}
            {pending && (
              <>
                {' '}
                <span className={styles.tag}>{tag}</span>
              </>
            )}
          </SmartLink>
        )}
      </Heading>
      {description && <div className={styles.description}>{description}</div>}
    </article>
  );
}
