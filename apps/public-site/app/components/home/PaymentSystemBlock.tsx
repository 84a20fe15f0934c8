import { useT } from '../../i18n/i18n-context';
import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import styles from './home.module.css';

/** Coverage of the payment system and the green 'Sign a contract' button. */
export function PaymentSystemBlock() {
  const t = useT();
  return (
    <section className={styles.band} aria-labelledby="payment-system-title">
      <div className={`container ${styles.bandInner}`}>
        <div>
          <h2 id="payment-system-title" className={styles.sectionTitle}>
            {t('home.paymentSystem.title')}
          </h2>
          <p className={styles.lead}>{t('home.paymentSystem.coverage')}</p>
        </div>
        <ButtonLink href="/clients/signAndResign" linkComponent={Link} size="lg">
          {t('home.paymentSystem.signContract')}
        </ButtonLink>
      </div>
    </section>
  );
}
