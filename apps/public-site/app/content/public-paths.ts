import { CONTENT_PAGES } from './content-pages';
import { LEGAL_PAGES } from './legal-pages';

/** Every public page with a fixed path, for the sitemap: the site pages, the legal pages and the content pages. */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/news',
  '/contacts',
  '/application',
  ...Object.keys(LEGAL_PAGES),
  ...CONTENT_PAGES.map((page) => page.path),
];
