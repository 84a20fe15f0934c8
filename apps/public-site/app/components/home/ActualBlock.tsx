import { useT } from '../../i18n/i18n-context';
import { ServiceCard } from '@fuelcard/ui';
import { Link } from 'react-router';
import { OfficeIcon, PinIcon, RouteIcon } from '../shared/icons';
import styles from './home.module.css';

/** 'Actual': the gas-station map and routes (outside site, new tab) and the offices. */
export function ActualBlock({ gasStationMap }: { gasStationMap: string }) {
  const t = useT();
  const cards = [
    { key: 'gasStations', href: gasStationMap, Icon: PinIcon },
    { key: 'routes', href: gasStationMap, Icon: RouteIcon },
    { key: 'contacts', href: '/contacts', Icon: OfficeIcon },
  ] as const;
  return (
    <section className={`container ${styles.section}`} aria-labelledby="actual-title">
      <h2 id="actual-title" className={styles.sectionTitle}>
        {t('home.actual.title')}
      </h2>
      <div className={styles.cards3}>
        {cards.map(({ key, href, Icon }) => (
          <ServiceCard
            key={key}
            title={t(`home.actual.${key}.title`)}
            description={t(`home.actual.${key}.text`)}
            href={href}
            icon={<Icon />}
            linkComponent={Link}
            newTabLabel={t('common.opensInNewTab')}
            className={styles.serviceCard}
          />
        ))}
      </div>
    </section>
  );
}
