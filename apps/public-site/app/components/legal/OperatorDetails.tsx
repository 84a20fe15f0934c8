import { useT } from '../../i18n/i18n-context';
import { keepTogether } from '../../lib/keep-together';
import type { OperatorView } from '../../lib/operator-view';
import styles from './operator-details.module.css';

/**
 * «Сведения об операторе»: the operator's legal details in full (on /about, /offer, /privacy),
 * from the one configuration the footer shows them from (@fuelcard/offices operator.ts).
 */
export function OperatorDetails({
  operator,
  className,
}: {
  operator: OperatorView;
  /** The page's own width or placement of the block. */
  className?: string;
}) {
  const t = useT();
  return (
    <section
      className={className ? `${styles.operator} ${className}` : styles.operator}
      aria-labelledby="operator-details"
    >
      <h2 id="operator-details" className={styles.title}>
        {t('footer.operator.title')}
      </h2>
      <dl className={styles.list}>
        <div>
          <dt>{t('footer.operator.legalName')}</dt>
          <dd>{operator.legalName}</dd>
        </div>
        <div>
          <dt>{t('footer.operator.unp')}</dt>
          <dd>{operator.unp}</dd>
        </div>
        <div>
          <dt>{t('footer.operator.registration')}</dt>
          <dd>
            {keepTogether(
              t('footer.operator.registrationValue', {
                authority: operator.registration.authority,
                date: operator.registration.dateText,
              }),
            )}
          </dd>
        </div>
        <div>
          <dt>{t('footer.operator.register')}</dt>
          <dd>
            {keepTogether(
              t('footer.operator.registerValue', {
                name: operator.register.name,
                number: operator.register.number,
                date: operator.register.dateText,
              }),
            )}
          </dd>
        </div>
        <div>
          <dt>{t('footer.operator.legalAddress')}</dt>
          <dd>{keepTogether(operator.legalAddress)}</dd>
        </div>
      </dl>
    </section>
  );
}
