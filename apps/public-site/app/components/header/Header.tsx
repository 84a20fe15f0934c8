import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ButtonLink } from '@fuelcard/ui';
import type { RootData } from '../../lib/root-data';
import { MainNav } from '../nav/MainNav';
import { SearchBox } from '../search/SearchBox';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { OfficeDropdown } from './OfficeDropdown';
import { PhoneLine } from './PhoneLine';
import { SiteMenu } from './SiteMenu';
import styles from './header.module.css';

/**
 * The header of every page. From 1024 px: a service line (language, office phones, the chosen
 * office's phone), the bar (logo, search, the two outside sites) and the main navigation.
 * Narrower: the bar holds the logo, the search and the menu button, whose drawer holds the rest.
 */
export function Header({ root, skipLink }: { root: RootData; skipLink?: ReactNode }) {
  const t = useT();
  const newTab = t('common.opensInNewTab');
  return (
    <header id="top" className={styles.header}>
      {skipLink}
      <div className={styles.service}>
        <div className={`container ${styles.serviceInner}`}>
          <LanguageSwitcher lang={root.lang} />
          <OfficeDropdown offices={root.offices} />
          <PhoneLine />
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <div className={styles.search}>
          <SearchBox lang={root.lang} />
        </div>
        <div className={styles.external}>
          <ButtonLink href={root.links.gasStationMap} size="md" newTabLabel={newTab}>
            {t('header.buttons.gasStations')}
          </ButtonLink>
          <ButtonLink
            href={root.links.personalAccount}
            size="md"
            variant="secondary"
            newTabLabel={newTab}
          >
            {t('header.buttons.personalAccount')}
          </ButtonLink>
        </div>
        <SiteMenu root={root} className={styles.menu} />
      </div>
      <div className={styles.navBar}>
        <div className="container">
          <MainNav panels={root.navPanels} />
        </div>
      </div>
    </header>
  );
}
