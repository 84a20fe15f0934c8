import { useT } from '../../i18n/i18n-context';
import { Link } from 'react-router';
import { FOOTER_NAV } from '../../content/main-nav';
import { useConsent } from '../consent/ConsentProvider';
import type { OperatorView } from '../../lib/operator-view';
import { FooterOffice } from './FooterOffice';
import { FooterOperator } from './FooterOperator';
import styles from './footer.module.css';

const LEGAL_LINKS = [
  ['/rules', 'footer.legal.rules'],
  ['/offer', 'footer.legal.offer'],
  ['/privacy', 'footer.legal.privacy'],
  ['/help', 'footer.legal.help'],
] as const;

/**
 * Both footer parts: navigation and the selected office; legal links, the copyright and the
 * operator's legal details.
 */
export function Footer({ year, operator }: { year: number; operator: OperatorView }) {
  const t = useT();
  const { ready, openSettings } = useConsent();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.first}`}>
        <nav aria-label={t('footer.navigation')} className={styles.column}>
          <h2 className={styles.heading}>{t('footer.navigation')}</h2>
          <ul className={styles.links}>
            {FOOTER_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterOffice />
      </div>
      <div className={styles.second}>
        <div className={`container ${styles.secondInner}`}>
          <nav aria-label={t('footer.legal.label')}>
            <ul className={styles.legal}>
              {LEGAL_LINKS.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{t(label)}</Link>
                </li>
              ))}
              <li>
                <Link to="/cookie-policy">{t('cookies.policyLink')}</Link>
              </li>
              <li>
                <button type="button" className={styles.settings} disabled={!ready} onClick={openSettings}>
                  {t('cookies.dialog.settings')}
                </button>
              </li>
            </ul>
          </nav>
          <p className={styles.copyright}>{t('footer.copyright', { year })}</p>
        </div>
        <FooterOperator operator={operator} />
      </div>
    </footer>
  );
}
