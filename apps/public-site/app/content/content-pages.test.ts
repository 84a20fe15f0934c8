// @vitest-environment node
import { PLACEHOLDER_SECTION_ROUTES, resources, SECTION_ROUTES } from '@fuelcard/i18n';
import { productPaths } from '@fuelcard/offices';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, contentPageAt, PRODUCT_PAGE_SECTIONS } from './content-pages';

const lookup = (tree: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('CONTENT_PAGES', () => {
  it('holds every route of content-pages §2 once, both readings included', () => {
    const paths = CONTENT_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => path.startsWith('/clients'))).toHaveLength(15);
    expect(paths.filter((path) => path.startsWith('/partners'))).toHaveLength(10);
    expect(paths.filter((path) => path.startsWith('/equipment'))).toHaveLength(11);
    expect(paths).toEqual(
      expect.arrayContaining([
        productPaths.webCenter,
        productPaths.internetClientApp,
        productPaths.cardPayApp,
        '/clients/fuelcardInternetClientApp',
        '/partners/11',
      ]),
    );
    expect(productPaths).toEqual({
      webCenter: '/equipment/webCenterFuelcard',
      internetClientApp: '/equipment/fuelcardInternetClientApp',
      cardPayApp: '/equipment/fuelcardCardPayApp',
    });
  });

  it('marks the nine placeholder pages of §2.10 (and /partners/11)', () => {
    expect(
      CONTENT_PAGES.filter((page) => page.placeholder)
        .map((page) => page.path)
        .sort(),
    ).toEqual(
      [
        '/clients/forFuelPayments',
        '/clients/issuerRules',
        '/clients/nonResidentsSupport',
        '/clients/plasticCardUsageRules',
        '/clients/tollRoads',
        '/partners/11',
        '/partners/forNotAResidentsServices',
        '/partners/plasticCardUsageRules',
        '/partners/systemRules',
      ].sort(),
    );
  });

  it('gives every page a catalogue group with a title in both languages', () => {
    for (const page of CONTENT_PAGES) {
      for (const lang of ['ru', 'en'] as const)
        expect(
          typeof lookup(resources[lang], `${page.section}.title`),
          `${lang} ${page.path}`,
        ).toBe('string');
    }
    for (const section of PRODUCT_PAGE_SECTIONS)
      expect(CONTENT_PAGES.some((page) => page.section === section)).toBe(true);
  });

  it('agrees with the search map: each routed content section leads to a page showing it', () => {
    for (const [section, path] of Object.entries(SECTION_ROUTES)) {
      if (!/^(clients|partners|equipment)\./.test(section)) continue;
      expect(contentPageAt(path!)?.section, section).toBe(section);
    }
  });

  it('agrees with the search map on the placeholders: none searched, each one a placeholder page', () => {
    const placeholders = CONTENT_PAGES.filter((page) => page.placeholder);
    expect(Object.entries(PLACEHOLDER_SECTION_ROUTES).sort()).toEqual(
      placeholders.map((page) => [page.section, page.path]).sort(),
    );
    const searched = Object.values(SECTION_ROUTES);
    for (const page of placeholders) expect(searched, page.path).not.toContain(page.path);
  });

  it('finds a page whatever the letter case, with or without a trailing slash', () => {
    expect(contentPageAt('/CLIENTS/TollRoads/')?.section).toBe('clients.tollRoads');
    expect(contentPageAt('/partners/documentsForDownload')).toMatchObject({
      area: 'partners',
      section: 'clients.documentsForDownload',
    });
    expect(contentPageAt('/clients/fuelcardinternetclientapp')).toMatchObject({
      area: 'clients',
      section: 'equipment.internetClientApp',
    });
    expect(contentPageAt('/clients/unknown')).toBeUndefined();
    expect(contentPageAt('/invoicesSite')).toBeUndefined();
  });
});
