import { PUBLIC_LANGUAGES, type PublicLanguage } from '@fuelcard/i18n';
import { queryLanguage } from './language.server';
import type { PageSeo } from './seo';
import type { SiteConfig } from './site-config.server';
import { translator } from './texts.server';

/** The origin of absolute links: SITE_URL when configured, else the request's own. */
export function siteOrigin(request: Request, config: Pick<SiteConfig, 'siteUrl'>): string {
  return config.siteUrl ?? new URL(request.url).origin;
}

/** The default link preview of every page (public/social/default.png, our own drawing). */
export const SOCIAL_IMAGE = { path: '/social/default.png', width: 1200, height: 630 } as const;

export interface PageSeoInput {
  /** The page's own path in its canonical spelling, e.g. '/news' or '/news/welcome'. */
  path: string;
  /**
   * Query parameters that make a page of its own (the news list's page and sort order, when not
   * the first page and the default order): part of every address of the set, so that each page
   * of a list is its own canonical rather than a duplicate of the first.
   */
  query?: Readonly<Record<string, string>>;
  title: string;
  description: string;
}

/**
 * Title, description, canonical address and language alternates of a page. Each language version
 * is addressed with `?lang=`; the bare path (which follows the visitor's language) is x-default.
 * Every address of the set is its own canonical: a page asked for with `?lang=` names that language
 * version, the bare path names the bare path. (Had the bare path named `?lang=ru` or `?lang=en`, the
 * x-default alternate would point at a page that declares itself a duplicate of another member of
 * the set, which search engines treat as a conflicting hreflang cluster.)
 */
export function pageSeo(
  request: Request,
  config: Pick<SiteConfig, 'siteUrl'>,
  lang: PublicLanguage,
  { path, query = {}, title, description }: PageSeoInput,
): PageSeo {
  const origin = siteOrigin(request, config);
  const brand = translator(lang)('common.brand');
  const at = (language?: PublicLanguage) => {
    const params = new URLSearchParams(query);
    if (language) params.set('lang', language);
    const search = params.toString();
    return `${origin}${path}${search ? `?${search}` : ''}`;
  };
  return {
    title: title === brand ? brand : `${title} | ${brand}`,
    siteName: brand,
    image: {
      url: `${origin}${SOCIAL_IMAGE.path}`,
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
      alt: translator(lang)('common.socialImageAlt'),
    },
    description: description.replace(/\s+/g, ' ').trim().slice(0, 300),
    lang,
    canonical: queryLanguage(request) === null ? at() : at(lang),
    alternates: [
      ...PUBLIC_LANGUAGES.map((language) => ({ hrefLang: language, href: at(language) })),
      { hrefLang: 'x-default', href: at() },
    ],
  };
}
