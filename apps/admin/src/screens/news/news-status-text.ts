import {
  consoleNewsStateAt,
  NEWS_TIME_ZONE,
  todayIn,
  type NewsInput,
  type NewsStatus,
} from '@fuelcard/contracts';
import { formatRuDate } from '../../lib/format-date';
import type { ConsoleNewsState } from './news-index';
import { newsTitle } from './news-index';

type Translate = (key: string, values?: Record<string, string | number>) => string;

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
  return t(`admin.workflow.status.saved.${key}`, {
    title,
    date: formatRuDate(body.dates.startDate) ?? '',
  });
}

/** The hint beside the editor's status badge. */
export function stateHint(t: Translate, state: ConsoleNewsState, startDate: string): string {
  return t(`admin.workflow.status.hints.${state}`, { date: formatRuDate(startDate) ?? '' });
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

/** Whether a publish with this «Показывать с» only schedules the item (it starts later). */
export function startsLater(startDate: string, now = new Date()): boolean {
  return startDate !== '' && startDate > todayIn(NEWS_TIME_ZONE, now);
}

/** «Опубликовать», or «Запланировать на 01.12.2026» when the item would only start later. */
export function publishLabel(t: Translate, startDate: string, now = new Date()): string {
  return startsLater(startDate, now)
    ? t('admin.workflow.status.schedule', { date: formatRuDate(startDate) ?? '' })
    : t('admin.workflow.status.publish');
}
