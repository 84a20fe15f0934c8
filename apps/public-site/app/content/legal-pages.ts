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

/** What a legal document shows besides its text. */
export interface LegalDocument {
  /** The day of its current wording (YYYY-MM-DD), shown as «Дата обновления». */
  updated: string;
  /** It ends with the operator's legal details («Сведения об операторе»). */
  operatorDetails?: true;
}

/**
 * The legal documents among the legal pages (help is a guide, not a document): raise `updated`
 * whenever a document's wording in the catalogue (packages/i18n, legal-*.ts) changes.
 */
export const LEGAL_DOCUMENTS: Readonly<Partial<Record<LegalPage, LegalDocument>>> = {
  rules: { updated: '2026-11-26' },
  offer: { updated: '2026-11-26', operatorDetails: true },
  privacy: { updated: '2026-11-28', operatorDetails: true },
  cookiePolicy: { updated: '2026-11-28' },
};

export function legalPageOf(pathname: string): { path: LegalPath; page: LegalPage } | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') as LegalPath;
  return path in LEGAL_PAGES ? { path, page: LEGAL_PAGES[path] } : null;
}
