/**
 * The partner logos of the carousels (home, about, /clients, /partners): stand-in marks drawn for
 * this site, served from public/logos, each cropped to its mark and words (no empty margin, so
 * that the carousel's fixed height shows the words large enough to read) and named with its own
 * size (README: replacing the partner logos).
 */
export const PARTNER_LOGOS = [
  { id: 'a100', name: 'A-100', src: '/logos/a-100.svg', width: 174, height: 76 },
  { id: 'gazpromneft', name: 'Gazpromneft', src: '/logos/gazpromneft.svg', width: 280, height: 76 },
  { id: 'rn-zapad', name: 'RN Zapad', src: '/logos/rn-zapad.svg', width: 234, height: 76 },
  { id: 'tatneft', name: 'Tatneft', src: '/logos/tatneft.svg', width: 190, height: 76 },
  { id: 'lukoil', name: 'Lukoil', src: '/logos/lukoil.svg', width: 177, height: 76 },
  {
    id: 'united-company',
    name: 'United Company',
    src: '/logos/united-company.svg',
    width: 197,
    height: 76,
  },
] as const;
