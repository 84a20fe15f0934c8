import type { Route } from './+types/robots';
import { siteOrigin } from '../lib/seo.server';
import { siteConfig } from '../lib/site-config.server';
import { robotsTxt } from '../lib/sitemap.server';

/** /robots.txt (a resource route). */
export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(request, siteConfig(context))), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
