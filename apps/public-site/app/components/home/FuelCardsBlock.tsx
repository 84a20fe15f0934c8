import { useT } from '../../i18n/i18n-context';
import { DownloadCard } from '@fuelcard/ui';
import styles from './home.module.css';

/** The bundled memo; the card's download name gets '.pdf' appended (spec §5). */
export const FUEL_CARDS_MEMO_HREF = '/docs/fuel-cards-memo.pdf';

/** Two paragraphs about fuel cards, a road picture and the card that downloads the memo. */
export function FuelCardsBlock() {
  const t = useT();
  return (
    <section className={`container ${styles.split}`} aria-labelledby="fuel-cards-title">
      <div>
        <h2 id="fuel-cards-title" className={styles.sectionTitle}>
          {t('home.fuelCards.title')}
        </h2>
        <p>{t('home.fuelCards.paragraph1')}</p>
        <p>{t('home.fuelCards.paragraph2')}</p>
        <DownloadCard
          title={t('home.fuelCards.pdfCard.title')}
          href={FUEL_CARDS_MEMO_HREF}
          actionLabel={t('home.fuelCards.pdfCard.action')}
          className={styles.download}
        />
      </div>
      <img
        src="/images/road.svg"
        alt={t('home.fuelCards.roadImageAlt')}
        width={560}
        height={400}
        loading="lazy"
        className={styles.illustration}
      />
    </section>
  );
}
