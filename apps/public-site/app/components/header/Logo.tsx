import { useT } from '../../i18n/i18n-context';
import { Link } from 'react-router';
import styles from './header.module.css';

/** Our own mark (a fuel card with a fuel drop; the same drawing as /favicon.svg) and the brand as text. */
export function Logo() {
  const t = useT();
  return (
    <Link to="/" className={styles.logo}>
      <svg viewBox="0 0 48 48" className={styles.logoMark} aria-hidden="true" focusable="false">
        <rect x="2" y="10" width="44" height="30" rx="6" fill="#48AE5A" />
        <rect x="2" y="17" width="44" height="5" fill="#1F6B2E" />
        <path d="M33 24c-3 4-4.5 6.3-4.5 8.2a4.5 4.5 0 0 0 9 0c0-1.9-1.5-4.2-4.5-8.2z" fill="#F24942" />
        <rect x="8" y="29" width="14" height="3" rx="1.5" fill="#fff" />
      </svg>
      <span className={styles.brand}>{t('common.brand')}</span>
      <span className="visually-hidden">{t('common.logoLink')}</span>
    </Link>
  );
}
