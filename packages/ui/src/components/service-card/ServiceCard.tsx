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
  className,
}: ServiceCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cx(
        styles.card,
        href !== undefined && styles.linked,
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
          </SmartLink>
        )}
      </Heading>
      {description && <div className={styles.description}>{description}</div>}
    </article>
  );
}
