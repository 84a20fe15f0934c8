import { Carousel } from '@fuelcard/ui';
import { useT } from '../../i18n/i18n-context';
import { PARTNER_LOGOS } from '../../content/partners';
import styles from '../content/content.module.css';

/**
 * The logo section of /clients: the networks of the payment system's partners, 4 at a time.
 * (No client list is given, so the page shows where its clients' cards work.)
 */
export function ClientLogos() {
  const t = useT();
  return (
    // A plain block: the carousel itself is the region named after the logos.
    <div className={styles.section}>
      <Carousel
        visibleCount={4}
        heading={<h2 className={styles.sectionTitle}>{t('clients.landing.logos.title')}</h2>}
        labels={{
          region: t('clients.landing.logos.title'),
          previous: t('clients.landing.logos.previous'),
          next: t('clients.landing.logos.next'),
        }}
        items={PARTNER_LOGOS.map((logo) => ({
          id: logo.id,
          src: logo.src,
          width: logo.width,
          height: logo.height,
          alt: t('clients.landing.logos.logoAlt', { name: logo.name }),
        }))}
      />
    </div>
  );
}
