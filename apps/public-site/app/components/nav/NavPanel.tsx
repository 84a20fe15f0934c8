import { NewTabIcon } from '@fuelcard/ui';
import { useT } from '../../i18n/i18n-context';
import { Link } from 'react-router';
import { isPlaceholderPath } from '../../content/content-pages';
import type { PanelGroup } from '../../content/nav-panels';
import { PendingTag } from '../content/PendingTag';
import styles from './nav.module.css';

const isExternal = (href: string) => /^https?:\/\//i.test(href);

interface NavPanelProps {
  id: string;
  groups: readonly PanelGroup[];
  label: string;
  open: boolean;
  /** The groups appear 300 ms after the panel opens. */
  contentShown: boolean;
  onClose: () => void;
}

/** The link groups of a panel; the outside map opens in a new tab and says so. */
export function PanelGroups({
  groups,
  headingLevel = 2,
  className,
}: {
  groups: readonly PanelGroup[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className ? `${styles.groups} ${className}` : styles.groups}>
      {groups.map((group) => (
        <section key={group.title} className={styles.group}>
          <Heading className={styles.groupTitle}>{t(group.title)}</Heading>
          <ul className={styles.groupLinks}>
            {group.links.map((link) => (
              <li key={link.label}>
                {!isExternal(link.to) ? (
                  isPlaceholderPath(link.to) ? (
                    <Link to={link.to} className={styles.pending}>
                      {t(link.label)} <PendingTag />
                    </Link>
                  ) : (
                    <Link to={link.to}>{t(link.label)}</Link>
                  )
                ) : (
                  <a href={link.to} target="_blank" rel="noopener noreferrer">
                    {t(link.label)}
                    <NewTabIcon />
                    <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A dropdown panel of link groups with a close button. */
export function NavPanel({ id, groups, label, open, contentShown, onClose }: NavPanelProps) {
  const t = useT();
  return (
    <div id={id} className={styles.panel} hidden={!open} role="region" aria-label={label}>
      <div className={`container ${styles.panelInner}`} aria-busy={!contentShown}>
        {contentShown && (
          <>
            <button
              type="button"
              className={styles.close}
              aria-label={t('nav.close')}
              onClick={onClose}
            >
              <span aria-hidden="true">×</span>
            </button>
            <PanelGroups groups={groups} />
          </>
        )}
      </div>
    </div>
  );
}
