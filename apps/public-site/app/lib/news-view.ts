import { newsSlug, type NewsEntry, type NewsSortOrder, type PaginationItem } from '@fuelcard/contracts';
import { formatLongDate } from './dates';

/** A news item as a page shows it in a list: already in the page's language. */
export interface NewsSummary {
  id: string;
  slug: string;
  title: string;
  /** Publication day 'YYYY-MM-DD' (for <time dateTime>), possibly ''. */
  date: string;
  /** The same day in long form in the page's language. */
  dateText: string;
}

/** A localized text of a news item: the page's language, else Russian. */
export function localized(texts: { ru: string; en: string }, lang: string): string {
  const own = lang === 'en' ? texts.en : texts.ru;
  return own.trim() !== '' ? own : texts.ru;
}

export function newsSummary(entry: NewsEntry, lang: string): NewsSummary {
  return {
    id: entry.id,
    slug: newsSlug(entry, entry.id),
    title: localized(entry.titles, lang),
    date: entry.dates.date,
    dateText: formatLongDate(entry.dates.date, lang),
  };
}

/** One page of the news list as the page shows it. */
export interface NewsListPage {
  sort: NewsSortOrder;
  page: number;
  totalPages: number;
  /** The page buttons: first, last, current with one neighbour each side, ellipses between. */
  window: PaginationItem[];
  items: NewsSummary[];
}
