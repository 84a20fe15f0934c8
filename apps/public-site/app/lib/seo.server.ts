import { PUBLIC_LANGUAGES, type PublicLanguage } from '@fuelcard/i18n';
import type { MetaDescriptor } from 'react-router';
import type { Thing } from 'schema-dts';
import { queryLanguage } from './language.server';
import { feedLinks } from './news-feed.server';
import type { PageSeo } from './seo';
import type { SiteConfig } from './site-config.server';
import { breadcrumbNode } from './structured-data/breadcrumbs.server';
import { structuredDataTag } from './structured-data/json-ld.server';
import { organizationNode } from './structured-data/organization.server';
import { websiteNode } from './structured-data/website.server';
import { translator } from './texts.server';

/** The origin of absolute links: SITE_URL when configured, else the request's own. */
export function siteOrigin(request: Request, config: Pick<SiteConfig, 'siteUrl'>): string {
  return config.siteUrl ?? new URL(request.url).origin;
}

/** The default link preview of every page (public/social/default.png, our own drawing). */
export const SOCIAL_IMAGE = { path: '/social/default.png', width: 1200, height: 630 } as const;

/** What a page's own structured data is built from: where it is. */
export interface PagePlace {
  origin: string;
  /** The page's canonical address. */
  canonical: string;
  /** The address of another page in the same language choice as this one (`?lang=` or bare). */
  addressOf: (path: string) => string;
}

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
  /** The link preview's own title (a news item's social title), without the brand. */
  socialTitle?: string;
  description: string;
  /**
   * The breadcrumbs the page shows after Home, as it words them: a path for each but the last,
   * which is the page itself (BreadcrumbList). None on the home page.
   */
  crumbs?: ReadonlyArray<{ name: string; path?: string }>;
  /** The page's own structured data besides the company's (the offices, a news article). */
  structuredData?: (place: PagePlace) => Thing[];
  /**
   * A link preview picture of the page's own instead of the default one: 1200 × 630 unless its
   * size is given (a news item's cover).
   */
  image?: { path: string; alt: string; width?: number; height?: number; type?: string };
  /** A news item: og:type article with its publication and change times. */
  article?: { published: string | null; modified: string | null };
}

/**
 * Title, description, canonical address and language alternates of a page. Each language version
 * is addressed with `?lang=`; the bare path (which follows the visitor's language) is x-default.
 * Every address of the set is its own canonical: a page asked for with `?lang=` names that language
 * version, the bare path names the bare path. (Had the bare path named `?lang=ru` or `?lang=en`, the
 * x-default alternate would point at a page that declares itself a duplicate of another member of
 * the set, which search engines treat as a conflicting hreflang cluster.)
 *
 * Also the page's structured data (JSON-LD): the company on every page, the site and its search on
 * the home page, the breadcrumb trail where the page shows one, and what the page adds.
 */
export function pageSeo(
  request: Request,
  config: Pick<SiteConfig, 'siteUrl'> & Partial<Pick<SiteConfig, 'sameAs'>>,
  lang: PublicLanguage,
  {
    path,
    query = {},
    title,
    socialTitle,
    description,
    crumbs,
    structuredData,
    image,
    article,
  }: PageSeoInput,
): PageSeo {
  const origin = siteOrigin(request, config);
  const t = translator(lang);
  const brand = t('common.brand');
  const chosen = queryLanguage(request) !== null;
  const at = (language?: PublicLanguage) => {
    const params = new URLSearchParams(query);
    if (language) params.set('lang', language);
    const search = params.toString();
    return `${origin}${path}${search ? `?${search}` : ''}`;
  };
  const canonical = chosen ? at(lang) : at();
  const place: PagePlace = {
    origin,
    canonical,
    addressOf: (other) => `${origin}${other}${chosen ? `?lang=${lang}` : ''}`,
  };
  const graph: Thing[] = [
    organizationNode({ origin, lang, sameAs: config.sameAs }),
    ...(path === '/' ? [websiteNode(origin, lang)] : []),
    ...(crumbs && crumbs.length > 0
      ? [
          breadcrumbNode([
            { name: t('common.home'), url: place.addressOf('/') },
            ...crumbs.map((crumb, index) => ({
              name: crumb.name,
              url: index === crumbs.length - 1 ? canonical : place.addressOf(crumb.path ?? path),
            })),
          ]),
        ]
      : []),
    ...(structuredData?.(place) ?? []),
  ];
  const articleTags: MetaDescriptor[] = article
    ? [
        ...(article.published
          ? [{ property: 'article:published_time', content: article.published }]
          : []),
        ...(article.modified
          ? [{ property: 'article:modified_time', content: article.modified }]
          : []),
      ]
    : [];
  return {
    title: title === brand ? brand : `${title} | ${brand}`,
    ...(socialTitle ? { socialTitle: socialTitle.replace(/\s+/g, ' ').trim() } : {}),
    siteName: brand,
    image: {
      url: `${origin}${image?.path ?? SOCIAL_IMAGE.path}`,
      width: image?.width ?? SOCIAL_IMAGE.width,
      height: image?.height ?? SOCIAL_IMAGE.height,
      alt: image?.alt ?? t('common.socialImageAlt'),
      ...(image?.type ? { type: image.type } : {}),
    },
    description: description.replace(/\s+/g, ' ').trim().slice(0, 300),
    lang,
    canonical,
    alternates: [
      ...PUBLIC_LANGUAGES.map((language) => ({ hrefLang: language, href: at(language) })),
      { hrefLang: 'x-default', href: at() },
    ],
    ...(article ? { type: 'article' as const } : {}),
    discovery: [...feedLinks(origin, lang), ...articleTags, structuredDataTag(graph)],
  };
}
