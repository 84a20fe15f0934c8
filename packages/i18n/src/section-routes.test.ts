import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { routedSectionOf, SECTION_ROUTES } from './section-routes';

function lookup(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[part];
  }, tree);
}

describe('SECTION_ROUTES', () => {
  it('names sections that exist in both languages', () => {
    for (const section of Object.keys(SECTION_ROUTES)) {
      expect(typeof lookup(ru, section), section).toBe('object');
      expect(typeof lookup(en, section), section).toBe('object');
    }
  });

  it('maps the pages to their paths', () => {
    expect(SECTION_ROUTES).toEqual({
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
  });
});
