import { useT } from '../../i18n/i18n-context';
import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import { StatTiles } from '../content/StatTiles';
import styles from './home.module.css';

const STATS = ['belarus', 'russia', 'stations'] as const;

/**
 * Coverage of the payment system (its three figures as tiles), a sentence on what the cards pay
 * for (not the figures again) and the spec's green 'Sign a contract' button to /clients/signAndResign
 * (that page offers the personal account and «Стать клиентом» right after its introduction; the
 * hero's «Стать клиентом» is the one way to the form here, one label for one destination).
 */
export function PaymentSystemBlock() {
  const t = useT();
  return (
    <section className={styles.band} aria-labelledby="payment-system-title">
      <div className={`container ${styles.bandInner}`}>
        <h2 id="payment-system-title" className={styles.sectionTitle}>
          {t('home.paymentSystem.title')}
        </h2>
        <StatTiles stats={STATS} placement="band" />
        <div className={styles.bandFoot}>
          <p className={styles.lead}>{t('home.paymentSystem.lead')}</p>
          <ButtonLink href="/clients/signAndResign" linkComponent={Link} size="lg" fullWidthOnPhone>
            {t('home.paymentSystem.signContract')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
