/** The legal pages: their path and their group in the catalogue's legal section. */
export const LEGAL_PAGES = {
  '/rules': 'rules',
  '/offer': 'offer',
  '/privacy': 'privacy',
  '/help': 'help',
  '/cookie-policy': 'cookiePolicy',
} as const;

export type LegalPath = keyof typeof LEGAL_PAGES;
export type LegalPage = (typeof LEGAL_PAGES)[LegalPath];

export function legalPageOf(pathname: string): { path: LegalPath; page: LegalPage } | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') as LegalPath;
  return path in LEGAL_PAGES ? { path, page: LEGAL_PAGES[path] } : null;
}
