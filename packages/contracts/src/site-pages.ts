/**
 * The site's main pages that the console's link dialog offers (their names are catalogue keys
 * under `admin.editor.linkDialog.pages`). Every path is a public page of the site (checked by the
 * public site's tests against its sitemap paths); other pages can still be linked by typing their
 * path.
 */
export const LINKABLE_SITE_PAGES = [
  { path: '/', name: 'home' },
  { path: '/about', name: 'about' },
  { path: '/news', name: 'news' },
  { path: '/contacts', name: 'contacts' },
  { path: '/application', name: 'application' },
  { path: '/clients', name: 'clients' },
  { path: '/partners', name: 'partners' },
  { path: '/equipment', name: 'equipment' },
  { path: '/rules', name: 'rules' },
  { path: '/offer', name: 'offer' },
  { path: '/privacy', name: 'privacy' },
  { path: '/help', name: 'help' },
] as const;

export type LinkableSitePage = (typeof LINKABLE_SITE_PAGES)[number];

/** The site path of a news item. */
export function newsItemPath(slug: string): string {
  return `/news/${encodeURIComponent(slug)}`;
}
