// @vitest-environment node
import { resources, SECTION_ROUTES, type TextTree } from '@fuelcard/i18n';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../content/content-pages';
import { searchSite } from './search-engine';

const ru = resources.ru as unknown as TextTree;
const en = resources.en as unknown as TextTree;

describe('site search over the content pages', () => {
  it('finds a text of a content page and names the page by its title', () => {
    const [match] = searchSite(ru, 'сделан неправильный');
    expect(match).toMatchObject({
      path: '/partners/voiceRefService',
      title: 'Голосовая справочная служба',
    });
    expect(searchSite(en, '1,420.00')).toEqual([
      expect.objectContaining({
        path: '/equipment/invoicesSiteTariffs',
        title: 'E-invoice site tariffs and connection',
      }),
    ]);
  });

  it('leads to every content page: a search for its title finds the page', () => {
    const titleOf = (section: string) =>
      section
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ru) as {
        title: string;
      };
    for (const page of CONTENT_PAGES) {
      // A page at two paths is found at the reading SECTION_ROUTES names (/clients/cardUsageRules, …).
      const paths = searchSite(ru, titleOf(page.section).title).map((match) => match.path);
      expect(paths, page.path).toContain(
        SECTION_ROUTES[page.section as keyof typeof SECTION_ROUTES],
      );
    }
  });

  it('keeps the frame labels of the other pages (no title for them)', () => {
    const [match] = searchSite(ru, 'Брестское отделение');
    expect(match?.path).toBe('/contacts');
  });
});
