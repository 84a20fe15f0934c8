import type { Catalogue, SectionName } from './resources';

/** A section, or a subsection of `legal`, that belongs to one page. */
export type RoutedSection = SectionName | `legal.${keyof Catalogue['legal'] & string}`;

/**
 * The page each section belongs to. Search lists only matches inside these sections. The frame
 * (common, header, nav, footer, cookies, errors), the administrator area (admin) and the news
 * detail messages (detailedNewsMain, whose page has no fixed path) are left out on purpose.
 * Office names and their customer-service lines are shown on the contacts page.
 */
export const SECTION_ROUTES: Readonly<Partial<Record<RoutedSection, string>>> = {
  home: '/',
  about: '/about',
  news: '/news',
  contacts: '/contacts',
  offices: '/contacts',
  'legal.rules': '/rules',
  'legal.offer': '/offer',
  'legal.privacy': '/privacy',
  'legal.help': '/help',
  'legal.cookiePolicy': '/cookie-policy',
};

/** The routed section that holds a dotted key (the longest matching prefix), or undefined. */
export function routedSectionOf(key: string): { section: RoutedSection; path: string } | undefined {
  const parts = key.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const section = parts.slice(0, length).join('.') as RoutedSection;
    const path = SECTION_ROUTES[section];
    if (path !== undefined) return { section, path };
  }
  return undefined;
}
