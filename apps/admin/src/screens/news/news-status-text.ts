import {
  consoleNewsStateAt,
  minuteIn,
  NEWS_TIME_ZONE,
  newsShowsFrom,
  todayIn,
  type NewsInput,
  type NewsStatus,
} from '@fuelcard/contracts';
import { formatRuDate } from '../../lib/format-date';
import type { ConsoleNewsState } from './news-index';
import { newsTitle } from './news-index';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The start of showing an item: its «Показывать с» and, optionally, the time that day (Minsk). */
export interface NewsStart {
  startDate: string;
  startTime?: string | undefined;
}

/**
 * When an item starts, for a button or a toast: «27.11.2026, 09:00» with its time, «27.11.2026»
 * without; `at` gives the phrase's form «27.11.2026 в 09:00».
 */
export function startText(t: Translate, start: NewsStart, form: 'list' | 'at' = 'list'): string {
  const date = formatRuDate(start.startDate) ?? '';
  if (!start.startTime || date === '') return date;
  return t(form === 'at' ? 'admin.workflow.status.dateAtTime' : 'admin.workflow.status.dateTime', {
    date,
    time: start.startTime,
  });
}

/** The state a saved body leaves the item in, by the one rule the list and the server use. */
export function stateAfterSave(
  body: NewsInput,
  status: NewsStatus,
  now = new Date(),
): ConsoleNewsState {
  return consoleNewsStateAt({ status, dates: { ...body.dates } }, now);
}

/**
 * The toast after a save or a status change, said by the state the item is in afterwards (issue
 * 26 §1: never «опубликована» for an item the list shows as «Запланирована»).
 */
export function savedMessage(
  t: Translate,
  body: NewsInput,
  status: NewsStatus,
  { wasLive, now = new Date() }: { wasLive: boolean; now?: Date },
): string {
  const state = stateAfterSave(body, status, now);
  const title = newsTitle({
    titles: { ru: body.titles.ru, en: body.titles.en ?? '' },
    slug: body.slug ?? '',
  });
  const key = state === 'live' && wasLive ? 'liveUpdated' : state;
  return t(`admin.workflow.status.saved.${key}`, { title, date: startText(t, body.dates) });
}

/** The hint beside the editor's status badge («Появится на сайте 27.11.2026 в 09:00.»). */
export function stateHint(
  t: Translate,
  state: ConsoleNewsState,
  startDate: string,
  startTime = '',
): string {
  return t(`admin.workflow.status.hints.${state}`, {
    date: startText(t, { startDate, startTime }, 'at'),
  });
}

/**
 * A body that goes public gets a publication date when it has none (issue 26 §2): the day it goes
 * live — its «Показывать с» when that is later, else today in Minsk — so that it never sorts last
 * on /news as an undated item. A draft keeps what the editor typed.
 */
export function withLiveDate(body: NewsInput, status: NewsStatus, now = new Date()): NewsInput {
  if (status === 'draft' || body.dates.date !== '') return body;
  const today = todayIn(NEWS_TIME_ZONE, now);
  const start = body.dates.startDate ?? '';
  return { ...body, dates: { ...body.dates, date: start > today ? start : today } };
}

/**
 * Whether a publish with this «Показывать с» (and its time, to the minute in Minsk) only schedules
 * the item: it starts later.
 */
export function startsLater(start: NewsStart, now = new Date()): boolean {
  const from = newsShowsFrom({ date: '', expireDate: '', ...start });
  const { today, time } = minuteIn(NEWS_TIME_ZONE, now);
  return from !== '' && from > `${today}T${time}`;
}

/**
 * «Опубликовать», or «Запланировать на 01.12.2026» («…, 09:00» with a time) when the item would
 * only start later.
 */
export function publishLabel(t: Translate, start: NewsStart, now = new Date()): string {
  return startsLater(start, now)
    ? t('admin.workflow.status.schedule', { date: startText(t, start) })
    : t('admin.workflow.status.publish');
}
