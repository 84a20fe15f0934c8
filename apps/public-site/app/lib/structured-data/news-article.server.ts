import type { PublicLanguage } from '@fuelcard/i18n';
import type { NewsArticle } from 'schema-dts';
import { minskIso } from '../news-dates.server';
import { shortened } from '../shortened-text';
import { ORGANIZATION_LOGO, organizationRef } from './organization.server';

/** Google shows at most this many characters of a headline. */
export const HEADLINE_MAX_LENGTH = 110;

export interface NewsArticleInput {
  origin: string;
  /** The page's own address (its canonical). */
  url: string;
  /** The language the title and text are in (an English page without English texts shows Russian). */
  contentLang: PublicLanguage;
  /** The page's language: whose words name the company. */
  lang: PublicLanguage;
  headline: string;
  description: string;
  published: Date | null;
  modified: Date | null;
  /** Absolute addresses of the item's pictures (its link preview; its cover once it has one). */
  images: readonly string[];
}

/** A news item (Google's Article: headline, dates, image, author; inLanguage and publisher). */
export function newsArticleNode(input: NewsArticleInput): NewsArticle {
  const company = organizationRef(input.origin, input.lang);
  return {
    '@type': 'NewsArticle',
    '@id': `${input.url}#article`,
    mainEntityOfPage: input.url,
    url: input.url,
    headline: shortened(input.headline, HEADLINE_MAX_LENGTH),
    description: input.description,
    ...(input.published ? { datePublished: minskIso(input.published) } : {}),
    ...(input.modified ? { dateModified: minskIso(input.modified) } : {}),
    image: [...input.images],
    inLanguage: input.contentLang,
    author: company,
    publisher: {
      ...company,
      logo: { '@type': 'ImageObject', url: `${input.origin}${ORGANIZATION_LOGO.path}` },
    },
  };
}
