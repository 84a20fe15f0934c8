import { CARD_PAYMENT_STEPS } from '../../content/card-reader';
import type { ContentArea } from '../../content/content-areas';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import { TextList } from '../content/TextList';
import styles from '../content/content.module.css';
import { CardReaderSimulator } from './CardReaderSimulator';

const base = 'clients.cardUsageRules';

/** Card usage rules (/clients/cardUsageRules and /partners/cardUsageRules): how to pay, and the simulator. */
export function CardUsageRulesPage({ area }: { area: ContentArea }) {
  const t = useT();
  return (
    <AreaPage area={area} section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <ContentSection id="card-payment-steps" title={t(`${base}.steps.title`)}>
        <TextList base={`${base}.steps`} items={CARD_PAYMENT_STEPS} ordered />
      </ContentSection>
      <ContentSection id="card-reader-title" title={t(`${base}.simulator.title`)}>
        <CardReaderSimulator />
      </ContentSection>
    </AreaPage>
  );
}
