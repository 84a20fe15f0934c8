import type { NewsTitles } from '../schemas/localized-text';
import type { NewsItem } from '../schemas/news';
import { slugify } from './slugify';

/**
 * The slug the server gives an item saved without one: from the English title, else the
 * Russian title, else `news-{id}` (also when a title has nothing to keep, such as "!!!").
 */
export function generateSlug(titles: NewsTitles, id: number | string): string {
  return slugify(titles.en) || slugify(titles.ru) || `news-${id}`;
}

/** What the create form puts in an empty slug field: from the Russian title, else the English one. */
export function formSlugFromTitles(titles: NewsTitles): string {
  return slugify(titles.ru) || slugify(titles.en);
}

/** The slug to link an item by: its own, or the generated one when it has none. */
export function newsSlug(item: Pick<NewsItem, 'slug' | 'titles'>, id: number | string): string {
  return item.slug.trim() === '' ? generateSlug(item.titles, id) : item.slug;
}
