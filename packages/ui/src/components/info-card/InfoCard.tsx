import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { LinkComponent } from '../link/SmartLink';
import { SmartLink } from '../link/SmartLink';
import type { HeadingLevel } from '../service-card/ServiceCard';
import styles from './info-card.module.css';

export interface InfoCardLink {
  href: string;
  label: ReactNode;
  /**
   * A status said after the label, e.g. a «Раздел готовится» badge of a page that is not written
   * yet: the label is then muted, so the link reads as one that leads to little for now.
   */
  tag?: ReactNode;
}

export interface InfoCardProps {
  title: string;
  links: readonly InfoCardLink[];
  /** A decorative icon (rendered aria-hidden). */
  icon?: ReactNode;
  /** Address of a decorative background picture. */
  backgroundImage?: string;
  /** Local links go through it; http(s) links open in a new tab. */
  linkComponent?: LinkComponent;
  /** Said after each http(s) link, e.g. «(откроется в новой вкладке)»; adds the new-tab icon. */
  newTabLabel?: string;
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * A picture card: the icon and title on a scrim at the picture's foot, and under them the list of
 * links, always shown (the card keeps its size on hover; nothing is reachable only by hovering).
 */
export function InfoCard({
  title,
  links,
  icon,
  backgroundImage,
  linkComponent,
  newTabLabel,
  headingLevel = 3,
  className,
}: InfoCardProps) {
  const Heading = `h${headingLevel}` as const;
  const style = backgroundImage
    ? ({ '--info-card-image': `url(${JSON.stringify(backgroundImage)})` } as CSSProperties)
    : undefined;
  return (
    <article
      className={cx(styles.card, backgroundImage && styles.withImage, className)}
      style={style}
    >
      <div className={styles.face}>
        {icon && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <Heading className={styles.title}>{title}</Heading>
      </div>
      <div className={styles.fold}>
        <ul className={styles.links}>
          {links.map((link, index) => (
            <li key={`${index}-${link.href}`}>
              <SmartLink
                href={link.href}
                linkComponent={linkComponent}
                newTabLabel={newTabLabel}
                className={cx(styles.link, link.tag !== undefined && styles.pending)}
              >
                {link.tag === undefined ? (
                  link.label
                ) : (
                  <>
                    <span className={styles.pendingLabel}>{link.label}</span>{' '}
                    <span className={styles.tag}>{link.tag}</span>
                  </>
                )}
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
