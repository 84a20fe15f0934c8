import { LEGAL_PAGES } from './legal-pages';

/**
 * Every public page with a fixed path, for the sitemap. The content pages of /clients, /partners
 * and /equipment join this list when they are built.
 */
export const PUBLIC_PATHS: readonly string[] = ['/', '/about', '/news', '/contacts', ...Object.keys(LEGAL_PAGES)];
