import { findNews, visibleNews } from '@fuelcard/contracts';
import type { PublicLanguage } from '@fuelcard/i18n';
import type { Route } from './+types/news-social-image';
import { loadPublicNews } from '../lib/news.server';
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

const ONE_YEAR_SECONDS = 31_536_000;

const notFound = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
  });

/**
 * /social/news/{id}-{lang}-{hash}.png (a resource route): a visible news item's link preview,
 * drawn once and kept by content hash, cached by browsers and proxies for a year (its address
 * changes with its content). An address of an item the public does not see is 404; one with an
 * older hash (the title or date changed since) is sent on to the current picture; while too many
 * new pictures wait to be drawn, 503 with Retry-After.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const match = NEWS_IMAGE_PATH.exec(params.file ?? '');
  if (!match) return notFound();
  const [, id = '', language, hash] = match;
  const lang: PublicLanguage = language === 'en' ? 'en' : 'ru';
  const config = siteConfig(context);
  // Only an item the public sees today (the API's public list is that already), by id.
  const news = visibleNews((await loadPublicNews(config.apiUrl)).news);
  const entry = Object.hasOwn(news, id) ? findNews(news, id) : null;
  if (!entry) return notFound();
  const card = newsCardOf(entry, lang);
  if (newsCardHash(card) !== hash)
    return new Response(null, {
      status: 302,
      headers: {
        Location: `${siteOrigin(request, config)}${newsImagePath(entry, lang)}`,
        'Cache-Control': 'no-cache',
      },
    });
  let png: Buffer;
  try {
    png = await newsCardPng(card);
  } catch (error) {
    if (!(error instanceof DrawingQueueFull)) throw error;
    // Too many new pictures at once: ask again shortly rather than queue without end.
    return new Response('Service Unavailable', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '2',
      },
    });
  }
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
      ETag: `"${hash}"`,
    },
  });
}
