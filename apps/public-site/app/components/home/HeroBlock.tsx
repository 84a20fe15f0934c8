import { useT } from '../../i18n/i18n-context';
import { ServiceCard } from '@fuelcard/ui';
import { Link } from 'react-router';
import { BecomeClient } from '../application/BecomeClient';
import { CardIcon, ContractIcon, GlobeIcon } from '../shared/icons';
import { TwinklingCanvas } from './TwinklingCanvas';
import styles from './home.module.css';

const SERVICES = [
  { key: 'signContract', href: '/clients/signAndResign', Icon: ContractIcon },
  { key: 'cardRules', href: '/clients/cardUsageRules', Icon: CardIcon },
  // Not the placeholder /clients/nonResidentsSupport (issue 25): the contacts, where customer
  // service and the Smolensk branch answer non-resident organisations.
  { key: 'nonResidents', href: '/contacts', Icon: GlobeIcon },
] as const;

/** The main block: heading, tagline, three service cards, the twinkling picture, read more. */
export function HeroBlock() {
  const t = useT();
  return (
    <section className={`container ${styles.hero}`} aria-labelledby="home-title">
      <div className={styles.heroText}>
        <h1 id="home-title" className={styles.heroTitle}>
          {t('home.hero.heading')}
        </h1>
        <p className={styles.tagline}>{t('home.hero.tagline')}</p>
        <BecomeClient />
      </div>
      <TwinklingCanvas />
      <h2 className="visually-hidden">{t('home.services.title')}</h2>
      <div className={styles.cards3}>
        {SERVICES.map(({ key, href, Icon }) => (
          <ServiceCard
            key={key}
            title={t(`home.services.${key}.title`)}
            description={t(`home.services.${key}.text`)}
            href={href}
            icon={<Icon />}
            linkComponent={Link}
            newTabLabel={t('common.opensInNewTab')}
            className={styles.serviceCard}
          />
        ))}
      </div>
      <p className={styles.readMore}>
        <Link to="/about">{t('home.hero.readMore')} →</Link>
      </p>
    </section>
  );
}
