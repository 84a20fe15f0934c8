import type { PublicLanguage } from '@fuelcard/i18n';
import type { Route } from './+types/news-social-image';
import { newsItem, newsReadOptions } from '../lib/news-queries.server';
import { siteOrigin } from '../lib/seo.server';
import { siteConfig } from '../lib/site-config.server';
import {
  NEWS_IMAGE_PATH,
  newsCardHash,
  newsCardOf,
  newsCardPng,
  newsImagePath,
} from '../lib/social-image/news-card-image.server';
import { DrawingQueueFull } from '../lib/social-image/drawing-queue';

/**
 * A picture is kept by browsers and proxies for a day, then asked for again: an item that is
 * withdrawn (unpublished, expired, deleted, back to draft) answers 404 from then on, so its
 * picture leaves every cache within a day instead of a year.
 */
const PICTURE_CACHE_CONTROL = 'public, max-age=86400, must-revalidate';

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
  });

/** Ask again shortly: too many pictures wait to be drawn, or the news cannot be read now. */
const unavailable = () =>
  new Response('Service Unavailable', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '2',
    },
  });

/** Whether If-None-Match names this (strong) tag, `*` or a list holding it. */
function named(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * /social/news/{id}-{lang}-{hash}.png (a resource route): a visible news item's link preview,
 * drawn once and kept by content hash, cached by browsers and proxies for a day and then
 * revalidated with its ETag (a 304 while the item is public, without drawing). An address of an
 * item the public does not see is 404 — once an item is withdrawn its picture is gone within a
 * day; one with an older hash (the title or date changed since) is sent on to the current
 * picture; while the API cannot be read (the pages show the fallback news) or too many new
 * pictures wait to be drawn, 503 with Retry-After rather than a 404 that caches would keep.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const match = NEWS_IMAGE_PATH.exec(params.file ?? '');
  if (!match) return notFound();
  const [, id = '', language, hash] = match;
  const lang: PublicLanguage = language === 'en' ? 'en' : 'ru';
  const config = siteConfig(context);
  // Only an item the public sees today, by its id (GET /api/news/by-slug/{id}): 404 when the API
  // said there is none, 503 when it could not be read.
  const read = await newsItem(newsReadOptions(context), id);
  const entry = read.item && read.item.id === id ? read.item : null;
  if (!entry) return !read.item && read.missing === 'unknown' ? unavailable() : notFound();
  const card = newsCardOf(entry, lang);
  if (newsCardHash(card) !== hash)
    return new Response(null, {
      status: 302,
      headers: {
        Location: `${siteOrigin(request, config)}${newsImagePath(entry, lang)}`,
        'Cache-Control': 'no-cache',
      },
    });
  const etag = `"${hash}"`;
  if (named(request.headers.get('if-none-match'), etag))
    return new Response(null, {
      status: 304,
      headers: { 'Cache-Control': PICTURE_CACHE_CONTROL, ETag: etag },
    });
  let png: Buffer;
  try {
    png = await newsCardPng(card);
  } catch (error) {
    if (!(error instanceof DrawingQueueFull)) throw error;
    // Too many new pictures at once: ask again shortly rather than queue without end.
    return unavailable();
  }
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': PICTURE_CACHE_CONTROL,
      ETag: etag,
    },
  });
}
