import { CONTENT_PAGES } from './content-pages';
import { LEGAL_PAGES } from './legal-pages';

/**
 * Every public page with a fixed path, for the sitemap: the site pages, the legal pages and the
 * content pages, without the placeholders (content-pages §2.10: `noindex` until they have content).
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/',
  '/about',
  '/news',
  '/contacts',
  '/application',
  ...Object.keys(LEGAL_PAGES),
  ...CONTENT_PAGES.filter((page) => !page.placeholder).map((page) => page.path),
];
