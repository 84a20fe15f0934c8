import { useT } from '../../i18n/i18n-context';
import content from './content.module.css';
import styles from './stat-tiles.module.css';

/** Both class names, or the one given. */
const join = (base: string | undefined, own: string | undefined) => (own ? `${base} ${own}` : base);

/** The payment system's figures that have a tile of their own in the catalogue. */
export type StatKey = 'belarus' | 'russia' | 'stations';

/** The page's own classes for the list and its parts: its grid, surface and phone layout. */
export interface StatTilesClassNames {
  list?: string;
  tile?: string;
  value?: string;
  label?: string;
}

/**
 * The payment system's figures as tiles (home, /clients, /partners): the number large, its label
 * under it (dt after dd on screen), with the home page's catalogue texts. The tile's own look is
 * stat-tiles.module.css; `classNames` adds the page's (a landing page's introduction by default).
 */
/** On a landing page's introduction (content.module.css). */
const LANDING: StatTilesClassNames = {
  list: content.stats,
  tile: content.stat,
  value: content.statValue,
  label: content.statLabel,
};

export function StatTiles({
  stats,
  classNames = LANDING,
}: {
  stats: readonly StatKey[];
  classNames?: StatTilesClassNames;
}) {
  const t = useT();
  return (
    <dl className={join(styles.stats, classNames.list)}>
      {stats.map((key) => (
        <div key={key} className={join(styles.stat, classNames.tile)}>
          <dt className={join(styles.statLabel, classNames.label)}>
            {t(`home.paymentSystem.stats.${key}.label`)}
          </dt>
          <dd className={join(styles.statValue, classNames.value)}>
            {t(`home.paymentSystem.stats.${key}.value`)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
