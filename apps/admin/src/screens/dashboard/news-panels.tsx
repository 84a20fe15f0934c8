import { useT } from '@fuelcard/i18n/react';
import { Link } from 'react-router';
import { formatRuMoment } from '../../lib/format-date';
import { newsTitle, type ConsoleNewsRow } from '../news/news-index';
import { startText } from '../news/news-status-text';
import { NewsStateBadge } from '../shared/news-state-badge';

/** When an item was last saved: «Сегодня, 14:05» today, else its date and time. */
function SavedAt({ value }: { value: string | undefined }) {
  const t = useT();
  const moment = formatRuMoment(value);
  if (!value || !moment) return null;
  return (
    <time className="date-chip" dateTime={value}>
      {'time' in moment ? t('admin.home.savedToday', { time: moment.time }) : moment.dateTime}
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
              <li key={item.id} className="panel__item">
                {/* When it goes live: the date, and the time of day when one is set (issue 26 §3). */}
                <span className="date-chip">{startText(t, item.dates)}</span>
                <Link className="panel__link" to={`/adminDashboard/news/${item.id}`}>
                  {newsTitle(item)}
                </Link>
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
