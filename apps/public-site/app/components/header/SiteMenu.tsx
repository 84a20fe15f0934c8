import { MenuDrawer, ButtonLink } from '@fuelcard/ui';
import { Link, NavLink, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { MAIN_NAV } from '../../content/main-nav';
import type { RootData } from '../../lib/root-data';
import { PanelGroups } from '../nav/NavPanel';
import { LanguageSwitcher } from './LanguageSwitcher';
import { OfficeDropdown } from './OfficeDropdown';
import { PhoneLine } from './PhoneLine';
import styles from './header.module.css';

const OVERVIEW = {
  partners: ['/partners', 'nav.partnersOverview'],
  clients: ['/clients', 'nav.clientsOverview'],
} as const;

/**
 * The menu of screens under 1024 px. Under 768 px, «Меню»: the main navigation (each panel's groups as a disclosure),
 * «Стать клиентом» (the application form, the one primary button), the two outside sites, the office phones with the chosen office's line, and the language. From 768 px the header shows the navigation as a row, so the button says «Ещё» and the drawer holds only the rest (design review s42b, finding 3).
 * Following a link, Escape or the button closes it; without JavaScript it is a plain disclosure.
 */
export function SiteMenu({ root, className }: { root: RootData; className?: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const newTab = t('common.opensInNewTab');
  return (
    <MenuDrawer
      id="site-menu"
      label={
        <>
          <span className={styles.menuLabelAll}>{t('nav.menu')}</span>
          <span className={styles.menuLabelMore}>{t('nav.more')}</span>
        </>
      }
      closeLabel={t('common.close')}
      closeKey={pathname}
      className={className}
      heading={<LanguageSwitcher lang={root.lang} />}
    >
      <nav aria-label={t('nav.label')} className={styles.menuNavBlock}>
        <ul className={styles.menuNav}>
          {MAIN_NAV.map((item) =>
            'to' in item ? (
              <li key={item.label}>
                <NavLink to={item.to} className={styles.menuLink}>
                  {t(item.label)}
                </NavLink>
              </li>
            ) : (
              <li key={item.label}>
                <details className={styles.menuGroup}>
                  <summary className={styles.menuLink}>
                    {t(item.label)}
                    <span className={styles.menuChevron} aria-hidden="true" />
                  </summary>
                  <div className={styles.menuPanel}>
                    <Link to={OVERVIEW[item.panel][0]} className={styles.menuOverview}>
                      {t(OVERVIEW[item.panel][1])}
                    </Link>
                    <PanelGroups
                      groups={root.navPanels[item.panel]}
                      headingLevel={3}
                      className={styles.menuGroups}
                    />
                  </div>
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className={styles.menuButtons}>
        <ButtonLink
          href="/application?type=client"
          linkComponent={Link}
          fullWidth
          className={styles.menuApply}
        >
          {t('header.buttons.becomeClient')}
        </ButtonLink>
        <ButtonLink
          href={root.links.gasStationMap}
          variant="secondary"
          newTabLabel={newTab}
          fullWidth
        >
          {t('header.buttons.gasStations')}
        </ButtonLink>
        <ButtonLink
          href={root.links.personalAccount}
          variant="secondary"
          newTabLabel={newTab}
          fullWidth
        >
          {t('header.buttons.personalAccount')}
        </ButtonLink>
      </div>
      <div className={styles.menuOffice}>
        <OfficeDropdown offices={root.offices} inline />
        <PhoneLine className={styles.menuPhone} />
      </div>
    </MenuDrawer>
  );
}
