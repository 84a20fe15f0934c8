// @vitest-environment node
import { resources, SECTION_ROUTES, type TextTree } from '@fuelcard/i18n';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES } from '../../content/content-pages';
import { excerpt, searchPages } from './search-pages';

const ru = resources.ru as unknown as TextTree;
const en = resources.en as unknown as TextTree;

describe('site search over the content pages', () => {
  it('finds a text of a content page and names the page by its title', () => {
    const [match] = searchPages(ru, 'сделан неправильный');
    expect(match).toMatchObject({
      path: '/partners/voiceRefService',
      title: 'Голосовая справочная служба',
    });
    expect(searchPages(en, '1,420.00')).toEqual([
      expect.objectContaining({
        path: '/equipment/invoicesSiteTariffs',
        title: 'E-invoice site tariffs and connection',
      }),
    ]);
  });

  it('leads to every content page but the placeholders: a search for its title finds the page', () => {
    const titleOf = (section: string) =>
      section
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], ru) as {
        title: string;
      };
    for (const page of CONTENT_PAGES.filter((entry) => !entry.placeholder)) {
      // A page at two paths is found at the reading SECTION_ROUTES names (/clients/cardUsageRules, …).
      const paths = searchPages(ru, titleOf(page.section).title).map((match) => match.path);
      expect(paths, page.path).toContain(
        SECTION_ROUTES[page.section as keyof typeof SECTION_ROUTES],
      );
    }
  });

  it('never offers a placeholder page (§2.10), even for its own title', () => {
    const placeholders = CONTENT_PAGES.filter((page) => page.placeholder);
    expect(placeholders).toHaveLength(9);
    for (const catalogue of [ru, en]) {
      for (const page of placeholders) {
        const { title } = page.section
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue) as {
          title: string;
        };
        const paths = searchPages(catalogue, title).map((match) => match.path);
        for (const other of placeholders) expect(paths, title).not.toContain(other.path);
      }
    }
  });

  it('keeps the frame labels of the other pages (no title for them)', () => {
    const [match] = searchPages(ru, 'Брестское отделение');
    expect(match).toMatchObject({ path: '/contacts', labelKey: 'nav.contacts' });
  });

  it('groups the matches by page, pages whose title matches first, one entry per page', () => {
    const pages = searchPages(ru, 'карт');
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(pages.length).toBeGreaterThan(8);
    const titled = pages.findIndex((page) => !(page.title ?? '').toLowerCase().includes('карт'));
    for (const page of pages.slice(titled))
      expect((page.title ?? '').toLowerCase().includes('карт') && page.labelKey === undefined).toBe(
        false,
      );
    for (const page of pages) {
      for (const snippet of page.snippets) expect(snippet.some((part) => part.match)).toBe(true);
    }
  });

  it('cuts long texts to an excerpt of whole words around the match', () => {
    const text = `${'слово '.repeat(30)}договор ${'текст '.repeat(40)}`.trim();
    const cut = excerpt(text, 'договор');
    expect(cut.startsWith('…слово')).toBe(true);
    expect(cut.endsWith('текст…')).toBe(true);
    expect(cut).toContain('договор');
  });
});
