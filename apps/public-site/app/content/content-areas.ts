/** The three areas of content pages; each has a landing at its own path. */
export type ContentArea = 'clients' | 'partners' | 'equipment';

/** The landing of an area and the frame text that names it (the middle crumb of its pages). */
export const AREA_LANDINGS: Readonly<Record<ContentArea, { path: string; label: string }>> = {
  clients: { path: '/clients', label: 'nav.clients' },
  partners: { path: '/partners', label: 'nav.partners' },
  equipment: { path: '/equipment', label: 'nav.equipment' },
};

/** The address of the e-invoice site page that the tariffs page's breadcrumb gives; it redirects. */
export const INVOICES_SITE_ALIAS = '/invoicesSite';
