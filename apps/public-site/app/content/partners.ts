/**
 * The partner logos of the carousels (home, about, /clients, /partners): stand-in marks drawn for
 * this site, served from public/logos at 280 × 96 (README: replacing the partner logos).
 */
export const LOGO_SIZE = { width: 280, height: 96 } as const;

export const PARTNER_LOGOS = [
  { id: 'a100', name: 'A-100', src: '/logos/a-100.svg' },
  { id: 'gazpromneft', name: 'Gazpromneft', src: '/logos/gazpromneft.svg' },
  { id: 'rn-zapad', name: 'RN Zapad', src: '/logos/rn-zapad.svg' },
  { id: 'tatneft', name: 'Tatneft', src: '/logos/tatneft.svg' },
  { id: 'lukoil', name: 'Lukoil', src: '/logos/lukoil.svg' },
  { id: 'united-company', name: 'United Company', src: '/logos/united-company.svg' },
] as const;
