import { INVOICES_SITE_ALIAS } from '../../content/content-areas';
import { PAGE_DOCUMENTS } from '../../content/documents';
import { INFO_API_ACCESS, INFO_API_FEE, INFO_API_RETURNS } from '../../content/equipment';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import { DocumentCards } from '../content/DocumentCards';
import { ExternalLink } from '../content/ExternalLink';
import { TextList } from '../content/TextList';
import styles from '../content/content.module.css';

const base = 'equipment.invoicesSiteTariffs';

/**
 * /equipment/invoicesSiteTariffs: the PDF, the integration options (the site licence and the Info
 * API with its fee and access), the API help page and a contact e-mail. Its breadcrumb names the
 * e-invoice site at /invoicesSite, which redirects to /equipment/invoicesSite.
 */
export function InvoicesSiteTariffsPage({ apiHelp, email }: { apiHelp: string; email: string }) {
  const t = useT();
  return (
    <AreaPage
      area="equipment"
      section={base}
      parents={[{ label: t('equipment.invoicesSite.title'), href: INVOICES_SITE_ALIAS }]}
    >
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <ContentSection id="tariffs-documents" title={t(`${base}.documents.title`)}>
        <DocumentCards ids={PAGE_DOCUMENTS.invoicesSiteTariffs} />
      </ContentSection>
      <ContentSection id="tariffs-options" title={t(`${base}.options.title`)}>
        <ul className={styles.grid}>
          <li className={styles.card}>
            <h3>{t(`${base}.options.license.title`)}</h3>
            <p>{t(`${base}.options.license.text`)}</p>
            <p className={styles.price}>{t(`${base}.options.license.price`)}</p>
            <p className={styles.note}>{t(`${base}.options.license.note`)}</p>
          </li>
          <li className={styles.card}>
            <h3>{t(`${base}.options.infoApi.title`)}</h3>
            <p>{t(`${base}.options.infoApi.text`)}</p>
            <p>{t(`${base}.options.infoApi.returnsTitle`)}</p>
            <TextList base={`${base}.options.infoApi.returns`} items={INFO_API_RETURNS} />
            <p>{t(`${base}.options.infoApi.formats`)}</p>
          </li>
        </ul>
      </ContentSection>
      <div className={styles.columns}>
        <ContentSection id="tariffs-fee" title={t(`${base}.fee.title`)}>
          <TextList base={`${base}.fee`} items={INFO_API_FEE} />
        </ContentSection>
        <ContentSection id="tariffs-access" title={t(`${base}.access.title`)}>
          <TextList base={`${base}.access`} items={INFO_API_ACCESS} ordered />
        </ContentSection>
      </div>
      <p className={styles.section}>
        {t(`${base}.apiHelp.text`)}{' '}
        <ExternalLink href={apiHelp}>{t(`${base}.apiHelp.link`)}</ExternalLink>
      </p>
      <p>
        {t(`${base}.contact.text`)} <a href={`mailto:${email}`}>{email}</a>
      </p>
    </AreaPage>
  );
}
