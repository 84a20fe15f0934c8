import { NEWS_TIME_ZONE, todayIn } from '@fuelcard/contracts';
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

/** Days from one calendar day `YYYY-MM-DD` to another, by the calendar (no time zone). */
function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Within half a year of today a day and a month name one day: the year is left out then. */
const NO_YEAR_WITHIN_DAYS = 182;

/**
 * The bound as it fits on the state's line of a wide desk's row (review s47, finding 2): «с 08.12»,
 * «до 29.01», or the day an expired item ended — with no time, and with the year only when the day
 * is more than half a year from today in Minsk (a start or a last day ahead, an end behind: within
 * that the day and month name one day). The whole «Покажется 08.12.2026, 09:00» is the tooltip and
 * what is read out.
 */
export function shortBoundText(t: Translate, item: ConsoleNewsRow, now = new Date()): string {
  const day = boundDay(item);
  const full = formatRuDate(day);
  if (!full) return '';
  const near = Math.abs(daysBetween(todayIn(NEWS_TIME_ZONE, now), day)) <= NO_YEAR_WITHIN_DAYS;
  return t(`admin.news.shortBound.${item.state}`, { at: near ? full.slice(0, 5) : full });
}

/**
 * The muted bound of a row. On a wide desk it stands on the badge's line, short, after a «·»;
 * elsewhere whole, under the state or after it on a card's line. Nothing when there is none.
 */
export function RowBound({ item, short = false }: { item: ConsoleNewsRow; short?: boolean }) {
  const t = useT();
  const text = boundText(t, item);
  if (!text) return null;
  if (!short) return <span className="state-when">{text}</span>;
  return (
    <>
      <span className="state-when state-when--short" title={text} aria-hidden="true">
        {shortBoundText(t, item)}
      </span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}

/**
 * The date in the article where a tablet's state cell and a phone's card show it (review s47,
 * finding 1): alone it needs no name; before a bound on another day it is named «В статье …»;
 * when the bound falls on the same day («Покажется 06.12.2026» under «06.12.2026») only the bound
 * is shown, the article's date being read out. A screen reader always hears «Дата в статье: …».
 */
export function ArticleDate({ item, className }: { item: ConsoleNewsRow; className: string }) {
  const t = useT();
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
