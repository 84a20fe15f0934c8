import type { PublicLanguage } from '@fuelcard/i18n';
import type { SearchAction, WebSite, WithActionConstraints } from 'schema-dts';
import { translator } from '../texts.server';
import { organizationId } from './organization.server';

/**
 * The site with its search (Google's WebSite with a SearchAction on /search?q=), on the home page
 * as Google asks. The search page follows the visitor's language, like every bare address.
 */
export function websiteNode(origin: string, lang: PublicLanguage): WebSite {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: translator(lang)('common.brand'),
    url: `${origin}/`,
    inLanguage: ['ru', 'en'],
    publisher: { '@id': organizationId(origin) },
    potentialAction: search,
  };
}
