import { offices, smolenskBranch } from '@fuelcard/offices';
import { expect } from 'vitest';
import type { PageSeo } from './lib/seo';
import type { OfficeView } from './lib/office-view';
import { officeView } from './lib/office-view.server';
import { operatorView } from './lib/operator-view.server';

/** The six offices and the Smolensk branch as pages receive them. */
export const officeViews = (lang: 'ru' | 'en' = 'ru'): OfficeView[] => offices.map((office) => officeView(office, lang));
export const smolenskView = (lang: 'ru' | 'en' = 'ru'): OfficeView => officeView(smolenskBranch, lang);
/** The operator's legal details as the root loader hands them to the footer. */
export const operatorViewFixture = (lang: 'ru' | 'en' = 'ru') => operatorView(lang);

/** A node of a page's JSON-LD graph. */
export type JsonLdNode = Record<string, unknown> & { '@type': string };

/** The nodes of a page's JSON-LD graph. */
export function graphOf(seo: Pick<PageSeo, 'discovery'>): JsonLdNode[] {
  const tag = (seo.discovery ?? []).find((entry): entry is { 'script:ld+json': { '@graph': JsonLdNode[] } } => 'script:ld+json' in entry);
  expect(tag, 'the page has structured data').toBeDefined();
  const graph = tag!['script:ld+json'];
  expect(graph).toMatchObject({ '@context': 'https://schema.org' });
  return graph['@graph'];
}
