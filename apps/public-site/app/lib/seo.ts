import type { MetaDescriptor } from 'react-router';

/** What a page tells search engines and link previews about itself. */
export interface PageSeo {
  title: string;
  /** The link preview's title (og:title, twitter:title) when not the page's title (issue 26 §1). */
  socialTitle?: string;
  description: string;
  lang: string;
  canonical: string;
  alternates: ReadonlyArray<{ hrefLang: string; href: string }>;
  /** Kept out of search engines (the search results page). */
  noindex?: boolean;
  /** The site's name (og:site_name). */
  siteName: string;
  /** The link preview picture: absolute address, size and its text. */
  image: { url: string; width: number; height: number; alt: string; type?: string };
  /** og:type: 'article' for a news item, else 'website'. */
  type?: 'article';
  /**
   * Tags made on the server for discovery: the news feeds' autodiscovery links, a news item's
   * article times and the page's structured data (JSON-LD, written by React Router's Meta with
   * `<`, `>` and `&` escaped, so that no text can end the script).
   */
  discovery?: MetaDescriptor[];
}

const OG_LOCALES = { ru: 'ru_RU', en: 'en_US' } as const;

/** The meta and link tags of a page; the error page's title when the page has no data. */
export function seoMeta(
  seo: PageSeo | undefined,
  fallbackTitle = 'Unexpected Application Error',
): MetaDescriptor[] {
  if (!seo) return [{ title: fallbackTitle }, { name: 'robots', content: 'noindex' }];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.socialTitle ?? seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:locale', content: seo.lang === 'en' ? OG_LOCALES.en : OG_LOCALES.ru },
    { property: 'og:locale:alternate', content: seo.lang === 'en' ? OG_LOCALES.ru : OG_LOCALES.en },
    { property: 'og:image', content: seo.image.url },
    { property: 'og:image:type', content: seo.image.type ?? 'image/png' },
    { property: 'og:image:width', content: String(seo.image.width) },
    { property: 'og:image:height', content: String(seo.image.height) },
    { property: 'og:image:alt', content: seo.image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.socialTitle ?? seo.title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: seo.image.url },
    { name: 'twitter:image:alt', content: seo.image.alt },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map(({ hrefLang, href }) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang,
      href,
    })),
    ...(seo.discovery ?? []),
  ];
}
