import { useT } from '../../i18n/i18n-context';
import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import styles from './home.module.css';

const STATS = ['belarus', 'russia', 'stations'] as const;

/**
 * Coverage of the payment system (its three figures as tiles), a sentence on what the cards pay
 * for (not the figures again) and the green 'Sign a contract' button (the application form).
 */
export function PaymentSystemBlock() {
  const t = useT();
  return (
    <section className={styles.band} aria-labelledby="payment-system-title">
      <div className={`container ${styles.bandInner}`}>
        <h2 id="payment-system-title" className={styles.sectionTitle}>
          {t('home.paymentSystem.title')}
        </h2>
        <dl className={styles.stats}>
          {STATS.map((key) => (
            <div key={key} className={styles.stat}>
              <dt className={styles.statLabel}>{t(`home.paymentSystem.stats.${key}.label`)}</dt>
              <dd className={styles.statValue}>{t(`home.paymentSystem.stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.bandFoot}>
          <p className={styles.lead}>{t('home.paymentSystem.lead')}</p>
          <ButtonLink href="/application?type=client" linkComponent={Link} size="lg">
            {t('home.paymentSystem.signContract')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
