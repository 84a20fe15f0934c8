/** Test helper (not exported from the package): builds news items with only the fields a test cares about. */
import type { NewsDates } from '../schemas/dates';
import type { NewsItem } from '../schemas/news';

export function newsItem(
  overrides: Partial<Omit<NewsItem, 'dates'>> & { dates?: Partial<NewsDates> } = {},
): NewsItem {
  const { dates, ...rest } = overrides;
  return {
    slug: '',
    priority: 'B',
    titles: { ru: 'Новость', en: 'News' },
    descriptions: { ru: '', en: '' },
    ...rest,
    dates: { date: '', startDate: '', expireDate: '', ...dates },
  };
}

/** A moment given as a Minsk wall-clock time (Minsk is UTC+3 all year). */
export function minsk(localDateTime: string): Date {
  return new Date(`${localDateTime}+03:00`);
}
