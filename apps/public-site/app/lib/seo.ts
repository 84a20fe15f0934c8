import type { MetaDescriptor } from 'react-router';

/** What a page tells search engines and link previews about itself. */
export interface PageSeo {
  title: string;
  description: string;
  lang: string;
  canonical: string;
  alternates: ReadonlyArray<{ hrefLang: string; href: string }>;
  /** Kept out of search engines (the search results page). */
  noindex?: boolean;
}

/** The meta and link tags of a page; the error page's title when the page has no data. */
export function seoMeta(seo: PageSeo | undefined, fallbackTitle = 'Unexpected Application Error'): MetaDescriptor[] {
  if (!seo) return [{ title: fallbackTitle }, { name: 'robots', content: 'noindex' }];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:locale', content: seo.lang === 'en' ? 'en_US' : 'ru_RU' },
    ...(seo.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    ...seo.alternates.map(({ hrefLang, href }) => ({ tagName: 'link', rel: 'alternate', hrefLang, href })),
  ];
}
