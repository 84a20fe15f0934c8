import { useT } from '@fuelcard/i18n/react';
import { Link } from 'react-router';
import { formatRuDate, formatRuDateTime } from '../../lib/format-date';
import { useSession } from '../../lib/session-context';
import { relativeText } from '../../lib/relative-time';
import { newsTitle, type ConsoleNewsRow } from '../news/news-index';
import { NewsStateBadge } from '../shared/news-state-badge';

/**
 * When an item was last saved, as time ago («5 мин назад», «вчера, 14:05»); the exact moment in
 * its title.
 */
function SavedAt({ value }: { value: string | undefined }) {
  const t = useT();
  const text = relativeText(t, value);
  if (!value || !text) return null;
  return (
    <time className="date-chip" dateTime={value} title={formatRuDateTime(value) ?? undefined}>
      {text}
    </time>
  );
}

/** Who saved it last (the server's latest version): «вы» for the signed-in administrator. */
function SavedBy({ who }: { who: string | undefined }) {
  const t = useT();
  const me = useSession()?.username;
  if (!who) return null;
  return (
    <span className="panel__who">
      {who === me ? t('admin.home.savedByYou') : t('admin.home.savedBy', { who })}
    </span>
  );
}

/** When a scheduled item goes live: its date and its time, 00:00 when none is set (the rule). */
function StartsAt({ dates }: { dates: ConsoleNewsRow['dates'] }) {
  const t = useT();
  const date = formatRuDate(dates.startDate);
  if (!date) return null;
  const time = dates.startTime || '00:00';
  return (
    <time className="date-chip" dateTime={`${dates.startDate}T${time}`}>
      {t('admin.home.scheduledAt', { date, time })}
    </time>
  );
}

/** The next scheduled publications and the last saved items, each opening the item's form. */
export function NewsPanels({
  upcoming,
  recent,
}: {
  upcoming: ConsoleNewsRow[];
  recent: ConsoleNewsRow[];
}) {
  const t = useT();
  return (
    <div className="panels">
      <section className="card panel" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="panel__title">
          {t('admin.home.upcoming')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="panel__empty">{t('admin.home.upcomingEmpty')}</p>
        ) : (
          <ul className="panel__list">
            {upcoming.map((item) => (
              <li key={item.id} className="panel__item panel__item--change">
                <Link className="panel__link" to={`/adminDashboard/news/${item.id}`}>
                  {newsTitle(item)}
                </Link>
                {/* When it goes live: the date and the time of day (review s45b, finding 19). */}
                <span className="panel__meta">
                  <StartsAt dates={item.dates} />
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link className="panel__more" to="/adminDashboard/news?state=scheduled">
          {t('admin.home.allScheduled')}
        </Link>
      </section>
      <section className="card panel" aria-labelledby="recent-title">
        <h2 id="recent-title" className="panel__title">
          {t('admin.home.recent')}
        </h2>
        {recent.length === 0 ? (
          <p className="panel__empty">{t('admin.news.empty')}</p>
        ) : (
          <ul className="panel__list">
            {recent.map((item) => (
              <li key={item.id} className="panel__item panel__item--change">
                <Link className="panel__link" to={`/adminDashboard/news/${item.id}`}>
                  {newsTitle(item)}
                </Link>
                <span className="panel__meta">
                  <SavedAt value={item.updatedAt} />
                  <SavedBy who={item.updatedBy} />
                  <NewsStateBadge state={item.state} />
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link className="panel__more" to="/adminDashboard/news">
          {t('admin.home.allNews')}
        </Link>
      </section>
    </div>
  );
}
