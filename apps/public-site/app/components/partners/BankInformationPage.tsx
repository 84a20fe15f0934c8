import { ServiceCard } from '@fuelcard/ui';
import { Link } from 'react-router';
import { PAGE_DOCUMENTS } from '../../content/documents';
import { isPlaceholderPath } from '../../content/content-pages';
import { BANK_CARDS, BANK_READ_MORE } from '../../content/partner-pages';
import type { DepartmentExtra } from '../../lib/department-view';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from '../content/AreaPage';
import { PageLinkIcon } from '../content/content-icons';
import { ContentSection } from '../content/ContentSection';
import { DocumentCards } from '../content/DocumentCards';
import { PendingTag } from '../content/PendingTag';
import styles from '../content/content.module.css';
import { DepartmentContacts } from './DepartmentContacts';

const base = 'partners.forBankInformation';

/** /partners/forBankInformation: three cards, the department's contacts, documents and read-more links. */
export function BankInformationPage({ departments }: { departments: readonly DepartmentExtra[] }) {
  const t = useT();
  return (
    <AreaPage area="partners" section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <ContentSection id="bank-cards" title={t(`${base}.cards.title`)}>
        <ul className={`${styles.grid} ${styles.compact}`}>
          {BANK_CARDS.map((card) => (
            <li key={card.key}>
              <ServiceCard
                title={t(`${base}.cards.${card.key}.title`)}
                description={t(`${base}.cards.${card.key}.text`)}
                href={card.href}
                icon={<PageLinkIcon />}
                linkComponent={Link}
                tag={isPlaceholderPath(card.href) ? <PendingTag /> : undefined}
                className={styles.fill}
              />
            </li>
          ))}
        </ul>
      </ContentSection>
      <DepartmentContacts departments={departments} />
      <ContentSection id="bank-documents" title={t(`${base}.documents.title`)}>
        <DocumentCards
          ids={PAGE_DOCUMENTS.forBankInformation}
          first={
            <ServiceCard
              title={t(`${base}.documents.eMoneyRegulations`)}
              description={t(`${base}.documents.eMoneyRegulationsText`)}
              href="/clients/eMoneyRegulations"
              icon={<PageLinkIcon />}
              linkComponent={Link}
              className={styles.documentLink}
            />
          }
        />
      </ContentSection>
      <ContentSection id="bank-read-more" title={t(`${base}.readMore.title`)}>
        <ul className={styles.links}>
          {BANK_READ_MORE.map((link) => (
            <li key={link.key}>
              <Link to={link.href}>{t(`${base}.readMore.${link.key}`)}</Link>
            </li>
          ))}
        </ul>
      </ContentSection>
    </AreaPage>
  );
}
