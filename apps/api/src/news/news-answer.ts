import type { NewsCover, NewsItem, NewsMap, NewsSeo } from '@fuelcard/contracts';
import type { ImageRecord, ImagesRepository, StoredNews } from '../db/port';
import { coverSources } from '../images/image-urls';

/*
 * Stored items as the contracts show them. The public sees only published items, without their
 * status and bookkeeping; the console (with a token) sees every item with its status and last
 * save. A cover is sent with the URLs of its re-encodings.
 */

type Stored = StoredNews & { updatedAt?: string };

/** The cover of a stored item, with its sources, or undefined (none, or its image is gone). */
export function coverOf(item: StoredNews, images: Map<number, ImageRecord>): NewsCover | undefined {
  if (!item.cover) return undefined;
  const image = images.get(item.cover.imageId);
  if (!image) return undefined;
  return { imageId: image.id, alt: { ...item.cover.alt }, ...coverSources(image) };
}

/** The public fields of an item, with its cover. */
export function publicItem(item: Stored, images: Map<number, ImageRecord>): NewsItem {
  const cover = coverOf(item, images);
  return {
    slug: item.slug,
    priority: item.priority,
    dates: { ...item.dates },
    titles: { ...item.titles },
    descriptions: { ...item.descriptions },
    ...(cover ? { cover } : {}),
    ...(item.seo ? { seo: copySeo(item.seo) } : {}),
  };
}

async function imagesOf(items: Stored[], images: ImagesRepository) {
  const ids = [...new Set(items.flatMap((item) => (item.cover ? [item.cover.imageId] : [])))];
  return images.findMany(ids);
}

/** The public map: published items only (the caller applies the dates). */
export async function publicNewsMap(
  all: Record<string, Stored>,
  images: ImagesRepository,
): Promise<NewsMap> {
  const published = Object.entries(all).filter(([, item]) => item.status === 'published');
  const found = await imagesOf(
    published.map(([, item]) => item),
    images,
  );
  const map: NewsMap = {};
  for (const [id, item] of published) map[id] = publicItem(item, found);
  return map;
}

/** The console's map: every item, drafts included, with status and last save. */
export async function consoleNewsMap(
  all: Record<string, Stored>,
  images: ImagesRepository,
): Promise<NewsMap> {
  const found = await imagesOf(Object.values(all), images);
  const map: NewsMap = {};
  for (const [id, item] of Object.entries(all))
    map[id] = {
      ...publicItem(item, found),
      status: item.status,
      ...(item.updatedAt ? { updatedAt: item.updatedAt } : {}),
    };
  return map;
}

/** A copy of an item's SEO texts (answers never share the stored objects). */
export function copySeo(seo: NewsSeo): NewsSeo {
  return { description: { ...seo.description }, title: { ...seo.title } };
}
