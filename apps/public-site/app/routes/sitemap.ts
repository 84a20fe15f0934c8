import type { Route } from './+types/sitemap';
import { loadPublicNews } from '../lib/news.server';
import { siteOrigin } from '../lib/seo.server';
import { siteConfig } from '../lib/site-config.server';
import { sitemapXml } from '../lib/sitemap.server';

/** /sitemap.xml (a resource route). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const config = siteConfig(context);
  const { news } = await loadPublicNews(config.apiUrl);
  return new Response(sitemapXml(siteOrigin(request, config), news), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
