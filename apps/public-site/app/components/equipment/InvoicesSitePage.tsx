import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import {
  INVOICE_APPLICATION_FIELDS,
  INVOICE_EXPORT_FORMATS,
  INVOICE_SITE_COMPANY,
  INVOICE_SITE_FUNCTIONS,
  PORTAL_REGISTRATION_FIELDS,
} from '../../content/equipment';
import { useT } from '../../i18n/i18n-context';
import { ApplicationBand } from '../application/ApplicationBand';
import { RequestDemo } from '../application/BecomeClient';
import { AreaPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import { TextList } from '../content/TextList';
import styles from '../content/content.module.css';

const base = 'equipment.invoicesSite';

/**
 * /equipment/invoicesSite: what the e-invoice site does, its request fields and formats, its links
 * and the closing «Запросить демо» band.
 */
export function InvoicesSitePage({ invoiceSite }: { invoiceSite: string }) {
  const t = useT();
  return (
    <AreaPage area="equipment" section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <RequestDemo path="/equipment/invoicesSite" />
      <ul className={styles.links}>
        <li>
          <ButtonLink href={invoiceSite} newTabLabel={t('common.opensInNewTab')}>
            {t(`${base}.external`)}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink
            href="/equipment/invoicesSiteTariffs"
            linkComponent={Link}
            variant="secondary"
          >
            {t(`${base}.tariffsLink`)}
          </ButtonLink>
        </li>
      </ul>
      <div className={styles.columns}>
        <ContentSection id="invoices-company" title={t(`${base}.company.title`)}>
          <TextList base={`${base}.company`} items={INVOICE_SITE_COMPANY} />
        </ContentSection>
        <ContentSection id="invoices-functions" title={t(`${base}.functions.title`)}>
          <TextList base={`${base}.functions`} items={INVOICE_SITE_FUNCTIONS} />
          <h3 className={styles.subTitle}>{t(`${base}.formats.title`)}</h3>
          <TextList
            base={`${base}.formats`}
            items={INVOICE_EXPORT_FORMATS}
            className={styles.inline}
          />
        </ContentSection>
      </div>
      <ContentSection id="invoices-fields" title={t(`${base}.fields.title`)}>
        <TextList base={`${base}.fields`} items={INVOICE_APPLICATION_FIELDS} />
        <p className={styles.note}>{t(`${base}.status`)}</p>
      </ContentSection>
      <ContentSection id="invoices-registration" title={t(`${base}.registration.title`)}>
        <p>{t(`${base}.registration.intro`)}</p>
        <TextList base={`${base}.registration`} items={PORTAL_REGISTRATION_FIELDS} />
      </ContentSection>
      <ApplicationBand kind="demo" product="/equipment/invoicesSite" />
    </AreaPage>
  );
}
