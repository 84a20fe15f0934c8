import { Link } from 'react-router';
import { E_MONEY_RULES } from '../../content/client-pages';
import { useT } from '../../i18n/i18n-context';
import { AreaPage } from '../content/AreaPage';
import { ContentSection } from '../content/ContentSection';
import { ExternalLink } from '../content/ExternalLink';
import styles from '../content/content.module.css';

const base = 'clients.eMoneyRegulations';

/** /clients/eMoneyRegulations: the balance split as numbered text, with links to /news and the personal account. */
export function EMoneyRegulationsPage({ personalAccount }: { personalAccount: string }) {
  const t = useT();
  return (
    <AreaPage area="clients" section={base}>
      <p className={styles.lead}>{t(`${base}.description`)}</p>
      <ContentSection id="e-money-rules" title={t(`${base}.rules.title`)}>
        <ol className={styles.numbered}>
          {E_MONEY_RULES.map((key) => (
            <li key={key}>{t(`${base}.rules.${key}`)}</li>
          ))}
          <li>
            {t(`${base}.news.text`)} <Link to="/news">{t(`${base}.news.link`)}</Link>.
          </li>
          <li>
            {t(`${base}.personalAccount.text`)}{' '}
            <ExternalLink href={personalAccount}>{t(`${base}.personalAccount.link`)}</ExternalLink>.
          </li>
        </ol>
      </ContentSection>
    </AreaPage>
  );
}
