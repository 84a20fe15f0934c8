import { useT } from '../../i18n/i18n-context';
import { keepTogether } from '../../lib/keep-together';
import type { OperatorView } from '../../lib/operator-view';
import styles from './footer.module.css';

/**
 * The operator's legal details in the footer of every page, compact: legal name, УНП, the entry
 * in the register of payment system operators, the legal address (the full block with the state
 * registration is on /about, /offer and /privacy).
 */
export function FooterOperator({ operator }: { operator: OperatorView }) {
  const t = useT();
  return (
    // Not a named landmark: /about, /offer and /privacy show the full block under the same name.
    <section className={`container ${styles.operator}`}>
      <h2 className={styles.operatorTitle}>{t('footer.operator.title')}</h2>
      <p className={styles.operatorName}>{operator.legalName}</p>
      <ul className={styles.operatorFacts}>
        <li>{t('footer.operator.unpValue', { unp: operator.unp })}</li>
        <li>
          {keepTogether(
            t('footer.operator.registerValue', {
              name: operator.register.name,
              number: operator.register.number,
              date: operator.register.dateText,
            }),
          )}
        </li>
        <li>
          {keepTogether(t('footer.operator.legalAddressValue', { address: operator.legalAddress }))}
        </li>
      </ul>
    </section>
  );
}
