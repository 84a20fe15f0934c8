import { ButtonLink } from '@fuelcard/ui';
import { Link } from 'react-router';
import { applicationHref } from '../application/ApplicationBand';
import { PAGE_DOCUMENTS } from '../../content/documents';
import {
  CUSTOMER_SERVICE_ITEMS,
  DEAL_FACTS,
  SIGN_PARTICIPANTS,
  SYSTEM_USAGE_ITEMS,
} from '../../content/sign-and-resign';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import { DocumentCards } from '../content/DocumentCards';
import { OfficePhones } from '../content/OfficePhones';
import { TextList } from '../content/TextList';
import styles from '../content/content.module.css';
import { SigningWays } from './SigningWays';

const base = 'clients.signAndResign';

/**
 * /clients/signAndResign: the introduction and its two ways on (the personal account, the
 * application form), participants, lists, the two signing dropdowns, facts, phones and documents.
 */
export function SignAndResignPage({ personalAccount }: { personalAccount: string }) {
  const t = useT();
  return (
    <AreaPage area="clients" section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <div className={styles.actions}>
        <ButtonLink
          href={personalAccount}
          size="lg"
          fullWidthOnPhone
          newTabLabel={t('common.opensInNewTab')}
        >
          {t(`${base}.actions.signOnline`)}
        </ButtonLink>
        <ButtonLink
          href={applicationHref('client')}
          linkComponent={Link}
          size="lg"
          variant="secondary"
          fullWidthOnPhone
        >
          {t(`${base}.actions.apply`)}
        </ButtonLink>
      </div>
      <ContentSection id="sign-participants" title={t(`${base}.participants.title`)}>
        <TextList base={`${base}.participants`} items={SIGN_PARTICIPANTS} />
      </ContentSection>
      <div className={styles.columns}>
        <ContentSection id="sign-customer-service" title={t(`${base}.customerService.title`)}>
          <TextList base={`${base}.customerService`} items={CUSTOMER_SERVICE_ITEMS} />
        </ContentSection>
        <ContentSection id="sign-system-usage" title={t(`${base}.systemUsage.title`)}>
          <TextList base={`${base}.systemUsage`} items={SYSTEM_USAGE_ITEMS} />
        </ContentSection>
      </div>
      <ContentSection id="sign-ways" title={t(`${base}.ways.title`)}>
        <SigningWays />
      </ContentSection>
      <ContentSection id="sign-facts" title={t(`${base}.facts.title`)}>
        <TextList base={`${base}.facts`} items={DEAL_FACTS} />
      </ContentSection>
      <ContentSection id="sign-contacts" title={t(`${base}.contacts.title`)}>
        <OfficePhones />
        <Link to="/contacts">{t(`${base}.contacts.allContacts`)}</Link>
      </ContentSection>
      <ContentSection id="sign-documents" title={t(`${base}.documents.title`)}>
        <DocumentCards ids={PAGE_DOCUMENTS.signAndResign} />
      </ContentSection>
    </AreaPage>
  );
}
