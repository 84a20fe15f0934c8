import { useT } from '../../i18n/i18n-context';
import { ButtonLink } from '@fuelcard/ui';
import type { RootData } from '../../lib/root-data';
import { MainNav } from '../nav/MainNav';
import { useSelectedOffice } from '../office/SelectedOfficeProvider';
import { SearchBox } from '../search/SearchBox';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { OfficeDropdown } from './OfficeDropdown';
import styles from './header.module.css';

/** The header of every page: language, office phone, outside sites, logo, navigation and search. */
export function Header({ root }: { root: RootData }) {
  const t = useT();
  const { office } = useSelectedOffice();
  const phone = office.phones[0];
  const newTab = <span className="visually-hidden"> {t('common.opensInNewTab')}</span>;
  return (
    <header id="top" className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <LanguageSwitcher lang={root.lang} />
          <OfficeDropdown offices={root.offices} />
          {phone && (
            <p className={styles.phoneLine}>
              <span className={styles.phoneLabel}>{office.inCity}</span>
              <a href={`tel:${phone.tel}`} className={styles.phone}>
                {phone.display}
              </a>
            </p>
          )}
          <div className={styles.external}>
            <ButtonLink href={root.links.gasStationMap} size="sm">
              {t('header.buttons.gasStations')}
              {newTab}
            </ButtonLink>
            <ButtonLink href={root.links.personalAccount} size="sm" variant="secondary">
              {t('header.buttons.personalAccount')}
              {newTab}
            </ButtonLink>
          </div>
        </div>
      </div>
      <div className={styles.mainBar}>
        <div className={`container ${styles.mainBarInner}`}>
          <Logo />
          <MainNav panels={root.navPanels} />
        </div>
      </div>
      <div className={styles.searchBar}>
        <div className="container">
          <SearchBox lang={root.lang} />
        </div>
      </div>
    </header>
  );
}
