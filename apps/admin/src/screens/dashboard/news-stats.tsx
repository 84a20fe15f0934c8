import type { NewsState } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Link } from 'react-router';
import { Icon } from '../../artwork/icons';

const RU_NUMBER = new Intl.NumberFormat('ru-RU');

/** The tiles' order: what is on the site, what comes next, the open work, what has ended. */
const TILES = ['live', 'scheduled', 'draft', 'expired'] as const satisfies readonly (
  NewsState | 'draft'
)[];

/**
 * The news counted by state (drafts too), each a link to the news list filtered by it: it looks
 * like one (review s45b, finding 19) — a chevron, a hover lift and the focus ring. A state with
 * nothing in it is a plain tile, no link and no chevron (review s47, finding 16): an empty list is
 * not worth a click.
 */
export function NewsStats({ counts }: { counts: Record<NewsState | 'draft', number> }) {
  const t = useT();
  return (
    <section aria-labelledby="news-stats-title">
      <h2 id="news-stats-title" className="visually-hidden">
        {t('admin.home.statsTitle')}
      </h2>
      <ul className="stats">
        {TILES.map((state) => (
          <li key={state}>
            {counts[state] > 0 ? (
              <Link
                className={`card stat stat--${state}`}
                to={`/adminDashboard/news?state=${state}`}
              >
                <StatText state={state} count={counts[state]} />
                <Icon name="chevronRight" size={18} className="stat__chevron" />
              </Link>
            ) : (
              <div className={`card stat stat--${state} stat--empty`}>
                <StatText state={state} count={0} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function StatText({ state, count }: { state: (typeof TILES)[number]; count: number }) {
  const t = useT();
  return (
    <>
      <span className="stat__label">{t(`admin.home.stats.${state}`)}</span>
      <span className="stat__value">{RU_NUMBER.format(count)}</span>
      <span className="stat__hint">{t(`admin.home.statsHint.${state}`)}</span>
    </>
  );
}
