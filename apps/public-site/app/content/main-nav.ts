import type { PanelName } from './nav-panels';

/** The main navigation in order: plain links and the two panels. */
export const MAIN_NAV: ReadonlyArray<{ label: string; to: string } | { label: string; panel: PanelName }> = [
  { label: 'nav.about', to: '/about' },
  { label: 'nav.partners', panel: 'partners' },
  { label: 'nav.clients', panel: 'clients' },
  { label: 'nav.news', to: '/news' },
  { label: 'nav.equipment', to: '/equipment' },
  { label: 'nav.contacts', to: '/contacts' },
];

/** The footer's navigation (about, partners, clients, news, equipment, contacts). */
export const FOOTER_NAV: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'nav.about', to: '/about' },
  { label: 'nav.partners', to: '/partners' },
  { label: 'nav.clients', to: '/clients' },
  { label: 'nav.news', to: '/news' },
  { label: 'nav.equipment', to: '/equipment' },
  { label: 'nav.contacts', to: '/contacts' },
];
