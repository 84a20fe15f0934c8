/** The partner logos of the carousel: our own text wordmarks, served from public/logos. */
export const PARTNER_LOGOS = [
  { id: 'a100', name: 'A-100', src: '/logos/a-100.svg' },
  { id: 'gazpromneft', name: 'Gazpromneft', src: '/logos/gazpromneft.svg' },
  { id: 'rn-zapad', name: 'RN Zapad', src: '/logos/rn-zapad.svg' },
  { id: 'tatneft', name: 'Tatneft', src: '/logos/tatneft.svg' },
  { id: 'lukoil', name: 'Lukoil', src: '/logos/lukoil.svg' },
  { id: 'united-company', name: 'United Company', src: '/logos/united-company.svg' },
] as const;
