import { ButtonLink } from '@fuelcard/ui';
import { PERSONAL_ACCOUNT_SECTIONS, PERSONAL_ACCOUNT_STEPS } from '../../content/client-pages';
import { PAGE_DOCUMENTS } from '../../content/documents';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import { DocumentCards } from '../content/DocumentCards';
import { TextList } from '../content/TextList';
import styles from '../content/content.module.css';

const base = 'clients.workWithPrivateAccount';

/** /clients/workWithPrivateAccount: numbered steps, the five section cards, the guide and the service link. */
export function PersonalAccountPage({ personalAccount }: { personalAccount: string }) {
  const t = useT();
  return (
    <AreaPage area="clients" section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <ContentSection id="account-steps" title={t(`${base}.steps.title`)}>
        <TextList base={`${base}.steps`} items={PERSONAL_ACCOUNT_STEPS} ordered />
        <p>
          <ButtonLink href={personalAccount} newTabLabel={t('common.opensInNewTab')}>
            {t(`${base}.personalAccount.link`)}
          </ButtonLink>
        </p>
      </ContentSection>
      <ContentSection id="account-sections" title={t(`${base}.sections.title`)}>
        <ul className={styles.grid}>
          {PERSONAL_ACCOUNT_SECTIONS.map((key) => (
            <li key={key} className={styles.card}>
              <h3>{t(`${base}.sections.${key}.title`)}</h3>
              <p>{t(`${base}.sections.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="account-documents" title={t(`${base}.documents.title`)}>
        <DocumentCards ids={PAGE_DOCUMENTS.workWithPrivateAccount} />
      </ContentSection>
    </AreaPage>
  );
}
