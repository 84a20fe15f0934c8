import { normalizeLanguage, toPublicLanguage } from '@fuelcard/i18n';
import type { Route } from './+types/news-feed';
import { FEED_CONTENT_TYPES, newsFeed, type FeedFormat } from '../lib/news-feed.server';
import { feedNews, newsReadOptions } from '../lib/news-queries.server';
import { siteOrigin } from '../lib/seo.server';
import { siteConfig } from '../lib/site-config.server';

/**
 * /news/rss.xml and /news/atom.xml (resource routes): the newest news the public sees, Russian or with
 * `?lang=en` English. Revalidated like pages: `Cache-Control: no-cache` with an ETag, so readers
 * get a 304 while nothing changed (the server answers If-None-Match, server/send-response.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = siteConfig(context);
  const url = new URL(request.url);
  const format: FeedFormat = url.pathname.endsWith('/atom.xml') ? 'atom' : 'rss';
  const asked = normalizeLanguage(url.searchParams.get('lang'));
  const lang = asked ? toPublicLanguage(asked) : 'ru';
  // The newest 50 items the public sees (GET /api/news/feed).
  const items = await feedNews(newsReadOptions(context));
  const { body, etag } = newsFeed({ origin: siteOrigin(request, config), format, lang, items });
  return new Response(body, {
    headers: {
      'Content-Type': FEED_CONTENT_TYPES[format],
      'Cache-Control': 'public, no-cache',
      ETag: etag,
    },
  });
}
