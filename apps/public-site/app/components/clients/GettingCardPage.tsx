import {
  CARD_APPLICATION_ITEMS,
  REPRESENTATIVE_DOCUMENTS,
  SUPERVISOR_DOCUMENTS,
} from '../../content/client-pages';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import { ExternalLink } from '../content/ExternalLink';
import { TextList } from '../content/TextList';
import styles from '../content/content.module.css';
import { useSelectedOffice } from '../office/SelectedOfficeProvider';

const base = 'clients.gettingElectronicCard';

/** /clients/gettingElectronicCard: the application, a mail link, the pickup documents and the personal account. */
export function GettingCardPage({ personalAccount }: { personalAccount: string }) {
  const t = useT();
  const { office } = useSelectedOffice();
  const email = office.emails[1];
  return (
    <AreaPage area="clients" section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <ContentSection id="card-application" title={t(`${base}.application.title`)}>
        <p>{t(`${base}.application.intro`)}</p>
        <TextList base={`${base}.application`} items={CARD_APPLICATION_ITEMS} />
        <p>
          {t(`${base}.mail.text`)} <a href={`mailto:${email}`}>{email}</a>
        </p>
      </ContentSection>
      <ContentSection id="card-pickup" title={t(`${base}.pickup.title`)}>
        <div className={styles.columns}>
          <div>
            <h3 className={styles.subTitle}>{t(`${base}.pickup.supervisor.title`)}</h3>
            <TextList base={`${base}.pickup.supervisor`} items={SUPERVISOR_DOCUMENTS} />
          </div>
          <div>
            <h3 className={styles.subTitle}>{t(`${base}.pickup.representative.title`)}</h3>
            <TextList base={`${base}.pickup.representative`} items={REPRESENTATIVE_DOCUMENTS} />
          </div>
        </div>
      </ContentSection>
      <p className={styles.section}>
        {t(`${base}.personalAccount.text`)}{' '}
        <ExternalLink href={personalAccount}>{t(`${base}.personalAccount.link`)}</ExternalLink>
      </p>
    </AreaPage>
  );
}
