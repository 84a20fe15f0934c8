import { useT } from '../../i18n/i18n-context';
import styles from './stat-tiles.module.css';

/** The payment system's figures that have a tile of their own in the catalogue. */
export type StatKey = 'belarus' | 'russia' | 'stations';

/**
 * Where the tiles are placed: on the home page's band (three a row, side by side number and label
 * on phones) or in a landing page's introduction (hidden on phones, a row of tiles from 600 px, a
 * column beside the lede from 1200 px with number and label side by side).
 */
export type StatTilesPlacement = 'band' | 'intro';

/**
 * The payment system's figures as tiles (home, /clients, /partners): one tile for every page — a
 * static card (white, a hairline border, no shadow), the number large in green, its label under it
 * or beside it (dt after dd on screen), with the home page's catalogue texts. Only the placement of
 * the tiles differs between the pages (stat-tiles.module.css).
 */
export function StatTiles({
  stats,
  placement = 'intro',
}: {
  stats: readonly StatKey[];
  placement?: StatTilesPlacement;
}) {
  const t = useT();
  return (
    <dl className={`${styles.stats} ${styles[placement]}`}>
      {stats.map((key) => (
        <div key={key} className={styles.stat}>
          <dt className={styles.statLabel}>{t(`home.paymentSystem.stats.${key}.label`)}</dt>
          <dd className={styles.statValue}>{t(`home.paymentSystem.stats.${key}.value`)}</dd>
        </div>
      ))}
    </dl>
  );
}
