import { useT } from '../../i18n/i18n-context';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MAIN_NAV } from '../../content/main-nav';
import type { PanelGroup, PanelName } from '../../content/nav-panels';
import { NavPanel } from './NavPanel';
import { useNavPanel } from './use-nav-panel';
import styles from './nav.module.css';

/**
 * The main navigation: four links and the partners and clients panels. Escape or the close
 * button closes a panel and returns focus to its button; a page change closes it too.
 */
/** Whether a path is the panel's section page or one of its pages (paths match in any case). */
function inSection(pathname: string, panel: PanelName): boolean {
  const path = pathname.toLowerCase();
  return path === `/${panel}` || path.startsWith(`/${panel}/`);
}

export function MainNav({ panels }: { panels: Record<PanelName, readonly PanelGroup[]> }) {
  const t = useT();
  const { open, contentShown, toggle, close } = useNavPanel();
  const triggers = useRef<Partial<Record<PanelName, HTMLButtonElement | null>>>({});
  const { pathname } = useLocation();

  useEffect(() => close(), [pathname, close]);

  const closeAndFocus = () => {
    if (open) triggers.current[open]?.focus();
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeAndFocus();
    }
  };

  return (
    <nav className={styles.nav} aria-label={t('nav.label')} onKeyDown={onKeyDown}>
      <ul className={styles.list}>
        {MAIN_NAV.map((item) =>
          'to' in item ? (
            <li key={item.label}>
              <NavLink to={item.to} className={styles.link}>
                {t(item.label)}
              </NavLink>
            </li>
          ) : (
            <li key={item.label}>
              <button
                ref={(element) => {
                  triggers.current[item.panel] = element;
                }}
                type="button"
                className={styles.link}
                aria-expanded={open === item.panel}
                aria-controls={`nav-panel-${item.panel}`}
                // The section of the page shown (a button cannot be aria-current="page").
                data-current={inSection(pathname, item.panel) ? '' : undefined}
                onClick={() => toggle(item.panel)}
              >
                {t(item.label)}
                <span className={styles.chevron} aria-hidden="true" />
              </button>
              <NavPanel
                id={`nav-panel-${item.panel}`}
                groups={panels[item.panel]}
                label={t(item.label)}
                open={open === item.panel}
                contentShown={open === item.panel && contentShown}
                onClose={closeAndFocus}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
