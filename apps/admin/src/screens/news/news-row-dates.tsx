import { useT } from '@fuelcard/i18n/react';
import { formatRuDate } from '../../lib/format-date';
import type { ConsoleNewsRow } from './news-index';
import { startText } from './news-status-text';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The day a row's showing bound falls on (`YYYY-MM-DD`): a scheduled item's «Показывать с», a live
 * or expired one's «Показывать до»; '' when the row has no bound to tell.
 */
export function boundDay(item: ConsoleNewsRow): string {
  if (item.state === 'scheduled') return item.dates.startDate ?? '';
  if (item.state === 'live' || item.state === 'expired') return item.dates.expireDate ?? '';
  return '';
}

/**
 * The showing bound with a verb — «Покажется 05.12.2026, 09:00» for a scheduled item, «Снимется
 * 28.12.2026» for a live one with a last day, «Снята 24.11.2026» for an expired one —, so that no
 * date stands bare. '' when the item has no bound to tell.
 */
export function boundText(t: Translate, item: ConsoleNewsRow): string {
  const day = boundDay(item);
  const time = item.state === 'scheduled' ? item.dates.startTime : item.dates.expireTime;
  const when = day && startText(t, { startDate: day, startTime: time ?? '' });
  if (!when) return '';
  const key = {
    scheduled: 'admin.news.startsFrom',
    live: 'admin.news.showsUntil',
    expired: 'admin.news.endedOn',
    draft: '',
  }[item.state];
  return t(key, { at: when });
}

/**
 * The muted bound of a row, whole, under the state (a desk's and a tablet's table; review s48,
 * finding 6 retired the short «· с 06.12» of a wide desk) or after it on a card's line. Nothing
 * when there is none.
 */
export function RowBound({ item, byStart = false }: { item: ConsoleNewsRow; byStart?: boolean }) {
  const t = useT();
  const text = boundText(t, item);
  if (!text) return null;
  // Beside «Начало показа 30.11.2026» (review s49, finding 6) «Покажется 30.11.2026» would say it
  // twice: a scheduled item's bound stays only when it adds the time.
  if (byStart && item.state === 'scheduled' && !item.dates.startTime) return null;
  return <span className="state-when">{text}</span>;
}

/**
 * The date in the article where a tablet's state cell and a phone's card show it (review s47,
 * finding 1): alone it needs no name; before a bound on another day it is named «В статье …»;
 * when the bound falls on the same day («Покажется 06.12.2026» under «06.12.2026») only the bound
 * is shown, the article's date being read out. A screen reader always hears «Дата в статье: …».
 */
export function ArticleDate({
  item,
  className,
  byStart = false,
}: {
  item: ConsoleNewsRow;
  className: string;
  /** Sorted by the start of display: that date, named, in place of the article's (review s49, 6). */
  byStart?: boolean;
}) {
  const t = useT();
  if (byStart)
    return (
      <span className={className}>
        <span className="article-date__name">{t('admin.news.table.startDate')}</span>{' '}
        {formatRuDate(item.dates.startDate) ?? t('admin.news.noDate')}
      </span>
    );
  const date = formatRuDate(item.dates.date) ?? t('admin.news.noDate');
  const bound = boundText(t, item);
  const repeated = bound !== '' && boundDay(item) === item.dates.date;
  const named = bound !== '' && !repeated;
  return (
    <span className={repeated ? 'visually-hidden' : className}>
      <span className="visually-hidden">{t('admin.news.table.date')}: </span>
      {named && (
        <span className="article-date__name" aria-hidden="true">
          {t('admin.news.inArticle')}{' '}
        </span>
      )}
      {date}
    </span>
  );
}
