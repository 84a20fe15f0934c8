import { useT } from '../../i18n/i18n-context';
import { Carousel } from '@fuelcard/ui';
import { PARTNER_LOGOS } from '../../content/partners';
import styles from './partner-carousel.module.css';

/** The partner logos, 4 at a time, one step per click; a logo that fails to load is hidden. */
export function PartnerCarousel({ inPage = false }: { inPage?: boolean }) {
  const t = useT();
  return (
    // A plain block: the carousel itself is the region named after the partners.
    <div className={inPage ? styles.section : `container ${styles.section}`}>
      <Carousel
        visibleCount={4}
        heading={<h2 className={styles.title}>{t('home.partners.title')}</h2>}
        labels={{ region: t('home.partners.title'), previous: t('home.partners.previous'), next: t('home.partners.next') }}
        items={PARTNER_LOGOS.map((logo) => ({
          id: logo.id,
          src: logo.src,
          width: logo.width,
          height: logo.height,
          alt: t('home.partners.logoAlt', { name: logo.name }),
        }))}
      />
    </div>
  );
}
