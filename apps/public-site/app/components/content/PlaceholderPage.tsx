import { useT } from '../../i18n/i18n-context';
import styles from './content.module.css';

/** A placeholder page (content-pages spec §2.10): inside the frame, only its heading, in red. */
export function PlaceholderPage({ section }: { section: string }) {
  const t = useT();
  return (
    <div className={`container ${styles.placeholder}`}>
      <h1 className={styles.placeholderTitle}>{t(`${section}.title`)}</h1>
    </div>
  );
}
