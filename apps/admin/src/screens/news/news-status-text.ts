import { consoleNewsStateAt, type NewsInput, type NewsStatus } from '@fuelcard/contracts';
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
