import type { NewsMap } from '../schemas/news';
import { newsSlug } from './generate-slug';
import type { NewsEntry } from './news-entries';

/**
 * The item a /news/{idOrSlug} address names: the id key first, then the slug, ignoring case
 * (an item without a slug answers to its generated one). Null when nothing matches.
 */
export function findNews(map: NewsMap, idOrSlug: string): NewsEntry | null {
  if (idOrSlug === '') return null;
  if (Object.hasOwn(map, idOrSlug)) {
    const item = map[idOrSlug];
    if (item) return { id: idOrSlug, ...item };
  }
  const wanted = idOrSlug.toLowerCase();
  for (const [id, item] of Object.entries(map)) {
    if (newsSlug(item, id).toLowerCase() === wanted) return { id, ...item };
  }
  return null;
}
