import { useT } from '../../i18n/i18n-context';
import { ContentSection } from './ContentSection';
import styles from './content.module.css';

/**
 * An advantages section: a title and a card (title and text) per advantage; one column on phones,
 * two a row on tablets (the third across the row), the three in one row from 1024 px.
 */
export function Advantages({ base, items }: { base: string; items: readonly string[] }) {
  const t = useT();
  const id = `${base.replaceAll('.', '-')}-title`;
  return (
    <ContentSection id={id} title={t(`${base}.title`)}>
      <ul className={`${styles.grid} ${styles.advantages}`}>
        {items.map((key) => (
          <li key={key} className={styles.card}>
            <h3>{t(`${base}.${key}.title`)}</h3>
            <p>{t(`${base}.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
