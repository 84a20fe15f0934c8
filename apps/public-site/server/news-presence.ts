import type { NewsPresence } from './news-directory';
import type { NewsState } from './news-version';
import type { PageService } from './render-page';

/**
 * Whether /news/{idOrSlug} shows an item under this news state: what the directory remembers,
 * else — the API up — the build's by-slug read (its answer is kept for the page's render too),
 * remembered for the version. While the API is down an address it never answered is unknown.
 */
export async function newsPresence(
  service: Pick<PageService, 'newsDirectory' | 'lookupNewsItem'>,
  idOrSlug: string,
  news: NewsState,
): Promise<NewsPresence> {
  const known = service.newsDirectory.presence(idOrSlug, news);
  if (known !== 'unknown' || !news.available || news.version === '' || !service.lookupNewsItem)
    return known;
  const found = await service.lookupNewsItem(idOrSlug, news.version);
  if (found !== 'unknown') service.newsDirectory.remember(news.version, idOrSlug, found);
  return found;
}
