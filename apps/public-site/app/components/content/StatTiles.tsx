import { useT } from '../../i18n/i18n-context';
import styles from './content.module.css';

/** The payment system's figures that have a tile of their own in the catalogue (home's tiles). */
export type StatKey = 'belarus' | 'russia' | 'stations';

/**
 * A landing page's figures as the home page draws them: the number large, its label under it
 * (dt after dd on screen), with the texts of the home page's tiles. The page's facts sentence
 * stays beside them, since it also holds what has no tile (the founding year, 3 minutes).
 */
export function StatTiles({ stats }: { stats: readonly StatKey[] }) {
  const t = useT();
  return (
    <dl className={styles.stats}>
      {stats.map((key) => (
        <div key={key} className={styles.stat}>
          <dt className={styles.statLabel}>{t(`home.paymentSystem.stats.${key}.label`)}</dt>
          <dd className={styles.statValue}>{t(`home.paymentSystem.stats.${key}.value`)}</dd>
        </div>
      ))}
    </dl>
  );
}
