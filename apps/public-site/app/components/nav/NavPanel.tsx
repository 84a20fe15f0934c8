import { useT } from '../../i18n/i18n-context';
import { Link } from 'react-router';
import type { PanelGroup } from '../../content/nav-panels';
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

/** A dropdown panel of link groups with a close button; the outside map opens in a new tab. */
export function NavPanel({ id, groups, label, open, contentShown, onClose }: NavPanelProps) {
  const t = useT();
  return (
    <div id={id} className={styles.panel} hidden={!open} role="region" aria-label={label}>
      <div className={`container ${styles.panelInner}`} aria-busy={!contentShown}>
        {contentShown && (
          <>
            <button type="button" className={styles.close} aria-label={t('nav.close')} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
            <div className={styles.groups}>
              {groups.map((group) => (
                <section key={group.title} className={styles.group}>
                  <h2 className={styles.groupTitle}>{t(group.title)}</h2>
                  <ul className={styles.groupLinks}>
                    {group.links.map((link) => (
                      <li key={link.label}>
                        {!isExternal(link.to) ? (
                          <Link to={link.to}>{t(link.label)}</Link>
                        ) : (
                          <a href={link.to} target="_blank" rel="noopener noreferrer">
                            {t(link.label)}
                            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                          </a>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
