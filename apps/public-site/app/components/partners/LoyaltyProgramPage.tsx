import { Link } from 'react-router';
import { LOYALTY_FEATURES } from '../../content/partner-pages';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import { TextList } from '../content/TextList';
import styles from '../content/content.module.css';

const base = 'partners.loyaltyProgram';

/** /partners/loyaltyProgram: the programme's figures (content-pages spec §9). */
export function LoyaltyProgramPage() {
  const t = useT();
  return (
    <AreaPage area="partners" section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <ContentSection id="loyalty-features" title={t(`${base}.features.title`)}>
        <TextList base={`${base}.features`} items={LOYALTY_FEATURES} />
      </ContentSection>
      <p className={styles.section}>
        {t(`${base}.contact.text`)} <Link to="/contacts">{t(`${base}.contact.link`)}</Link>
      </p>
    </AreaPage>
  );
}
