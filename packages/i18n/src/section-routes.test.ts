import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { PLACEHOLDER_SECTION_ROUTES, routedSectionOf, SECTION_ROUTES } from './section-routes';

function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[part];
  }, tree);
}

describe('SECTION_ROUTES', () => {
  it('names sections that exist in both languages', () => {
    for (const section of [...Object.keys(SECTION_ROUTES), ...Object.keys(PLACEHOLDER_SECTION_ROUTES)]) {
      expect(typeof lookup(ru, section), section).toBe('object');
      expect(typeof lookup(en, section), section).toBe('object');
    }
  });

  it('maps the pages to their paths', () => {
    expect(SECTION_ROUTES).toMatchObject({
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
    });
  });

  it('maps every group of clients, partners and equipment to its own page, the placeholders apart', () => {
    for (const [section, catalogue] of [
      ['clients', ru.clients],
      ['partners', ru.partners],
      ['equipment', ru.equipment],
    ] as const) {
      for (const group of Object.keys(catalogue)) {
        const key = `${section}.${group}`;
        const path =
          SECTION_ROUTES[key as keyof typeof SECTION_ROUTES] ??
          PLACEHOLDER_SECTION_ROUTES[key as keyof typeof PLACEHOLDER_SECTION_ROUTES];
        expect(path, `${section}.${group}`).toMatch(new RegExp(`^/${section}(/|$)`));
      }
    }
    const paths = Object.values(SECTION_ROUTES);
    expect(paths).toHaveLength(35);
    expect(paths.filter((path) => /^\/(clients|partners|equipment)/.test(path))).toHaveLength(24);
    expect(Object.keys(PLACEHOLDER_SECTION_ROUTES)).toHaveLength(9);
    for (const section of Object.keys(PLACEHOLDER_SECTION_ROUTES))
      expect(Object.keys(SECTION_ROUTES)).not.toContain(section);
    expect(new Set(paths).size).toBe(paths.length - 1); // /contacts holds two sections
    expect(SECTION_ROUTES['clients.landing']).toBe('/clients');
    expect(PLACEHOLDER_SECTION_ROUTES['partners.upcoming']).toBe('/partners/11');
    expect(SECTION_ROUTES['equipment.internetClientApp']).toBe(
      '/equipment/fuelcardInternetClientApp',
    );
  });

  it('leaves the frame, the admin area and the news detail messages out', () => {
    for (const section of [
      'common',
      'header',
      'nav',
      'footer',
      'cookies',
      'errors',
      'admin',
      'detailedNewsMain',
      'legal',
      'clients',
      'partners',
      'equipment',
    ]) {
      expect(Object.keys(SECTION_ROUTES)).not.toContain(section);
    }
  });
});

describe('routedSectionOf', () => {
  it('finds the longest routed prefix of a key', () => {
    expect(routedSectionOf('home.hero.tagline')).toEqual({ section: 'home', path: '/' });
    expect(routedSectionOf('legal.privacy.sections.choices.text')).toEqual({
      section: 'legal.privacy',
      path: '/privacy',
    });
    expect(routedSectionOf('footer.copyright')).toBeUndefined();
    expect(routedSectionOf('homework')).toBeUndefined();
    expect(routedSectionOf('clients.signAndResign.facts.noEmailOrFax')).toEqual({
      section: 'clients.signAndResign',
      path: '/clients/signAndResign',
    });
  });
});
