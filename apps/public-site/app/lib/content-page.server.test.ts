// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentPage } from './content-page.server';
import { seoMeta } from './seo';

const request = (path: string) =>
  new Request(`https://site.example${path}`, { headers: { 'Accept-Language': 'ru' } });

async function status(run: () => unknown): Promise<number | undefined> {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
}

describe('contentPage', () => {
  it('hands over only the page’s own texts, in the page’s language, and its SEO tags', () => {
    const { texts, seo, page } = contentPage(request('/clients/signAndResign?lang=en'), undefined);
    expect(Object.keys(texts)).toEqual(['clients']);
    expect(Object.keys(texts.clients as object)).toEqual(['signAndResign']);
    expect(page.area).toBe('clients');
    expect(seo.title).toBe('Signing and re-signing a contract | RouteCard');
    expect(seo.canonical).toBe('https://site.example/clients/signAndResign?lang=en');
  });

  it('adds the extra texts a page asks for', () => {
    const { texts } = contentPage(request('/equipment/invoicesSiteTariffs'), undefined, {
      texts: ['equipment.invoicesSite.title'],
    });
    expect((texts.equipment as Record<string, unknown>).invoicesSite).toEqual({
      title: 'Сайт электронных счетов-фактур',
    });
  });

  it('describes a placeholder with its title and what it offers meanwhile, and keeps it out of search engines', () => {
    const { seo } = contentPage(request('/partners/11'), undefined);
    expect(seo.description).toMatch(
      /^Новые сервисы для партнеров: раздел готовится\. Материалы этого раздела готовятся/,
    );
    expect(seo.noindex).toBe(true);
    expect(seoMeta(seo)).toContainEqual({ name: 'robots', content: 'noindex' });
    // A page with content stays indexable.
    const real = contentPage(request('/clients/signAndResign'), undefined).seo;
    expect(real.noindex).toBeUndefined();
    expect(seoMeta(real)).not.toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('answers 404 for a path that is not a content page, or one the module does not serve', async () => {
    expect(await status(() => contentPage(request('/clients/unknown'), undefined))).toBe(404);
    expect(
      await status(() =>
        contentPage(request('/clients/signAndResign'), undefined, {
          serves: (page) => page.placeholder === true,
        }),
      ),
    ).toBe(404);
    expect(
      await status(() =>
        contentPage(request('/clients/tollRoads'), undefined, {
          serves: (page) => page.placeholder === true,
        }),
      ),
    ).toBeUndefined();
  });
});
