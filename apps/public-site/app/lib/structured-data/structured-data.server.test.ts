// @vitest-environment node
import { offices, operatorDetails, smolenskBranch } from '@fuelcard/offices';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageSeo } from '../seo.server';
import { contentPageAt } from '../../content/content-pages';
import { contentPage } from '../content-page.server';
import { graphOf, type JsonLdNode as Node } from '../../test-fixtures';

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);

/** Every absolute address in a value (strings that start with a scheme). */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z]+:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

const ORIGIN = 'https://www.example.by';
const config = { siteUrl: ORIGIN };
const plain = (
  url: string,
  lang: 'ru' | 'en',
  extra: Partial<Parameters<typeof pageSeo>[3]> = {},
) =>
  pageSeo(new Request(url), config, lang, {
    path: new URL(url).pathname,
    title: 'T',
    description: 'D',
    ...extra,
  });

describe('the company (Organization) on every page', () => {
  it('has Google’s properties: name, url, logo, foundingDate, a contact point per office', () => {
    const [company] = ofType(graphOf(plain('http://10.0.0.5:3000/about', 'en')), 'Organization');
    expect(company).toMatchObject({
      '@id': `${ORIGIN}/#organization`,
      name: 'RouteCard',
      url: `${ORIGIN}/`,
      logo: {
        '@type': 'ImageObject',
        url: `${ORIGIN}/icons/icon-512.png`,
        width: '512',
        height: '512',
      },
      foundingDate: '1992',
    });
    expect(company).not.toHaveProperty('sameAs');
    const points = company!.contactPoint as Node[];
    const all = [...offices, smolenskBranch];
    expect(points).toHaveLength(all.length);
    points.forEach((point, index) => {
      expect(point).toMatchObject({
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: all[index]!.phoneNumber[0]!.tel,
        email: all[index]!.email[1],
      });
    });
    expect(points[0]).toMatchObject({ name: 'Customer service in Minsk', areaServed: 'BY' });
    expect(points.at(-1)).toMatchObject({ areaServed: 'RU' });
  });

  it('carries the operator’s legal name, УНП and legal address from the operator’s configuration', () => {
    for (const lang of ['ru', 'en'] as const) {
      const [company] = ofType(
        graphOf(plain(`${ORIGIN}/offer?lang=${lang}`, lang)),
        'Organization',
      );
      expect(company).toMatchObject({
        legalName: operatorDetails.legalName[lang],
        taxID: operatorDetails.unp,
        address: {
          '@type': 'PostalAddress',
          streetAddress: operatorDetails.postalAddress.street[lang],
          addressLocality: operatorDetails.postalAddress.locality[lang],
          postalCode: operatorDetails.postalAddress.postalCode,
          addressCountry: 'BY',
        },
      });
    }
    expect(operatorDetails.unp).toMatch(/^\d{9}$/);
  });

  it('names the company’s profiles elsewhere when they are configured', () => {
    const seo = pageSeo(
      new Request(`${ORIGIN}/`),
      { siteUrl: ORIGIN, sameAs: ['https://t.me/routecard'] },
      'ru',
      {
        path: '/',
        title: 'T',
        description: 'D',
      },
    );
    expect(ofType(graphOf(seo), 'Organization')[0]).toMatchObject({
      sameAs: ['https://t.me/routecard'],
    });
  });

  it('puts every address on the site’s origin, never on the request’s host', () => {
    const seo = plain('http://attacker.example/contacts?lang=en', 'en', {
      crumbs: [{ name: 'Contacts' }],
    });
    for (const url of urlsIn(graphOf(seo))) expect(new URL(url).origin).toBe(ORIGIN);
  });
});

describe('the site and its search (WebSite) on the home page', () => {
  it('points a SearchAction at /search?q=', () => {
    const [site] = ofType(graphOf(plain(`${ORIGIN}/`, 'ru')), 'WebSite');
    expect(site).toMatchObject({
      url: `${ORIGIN}/`,
      name: 'RouteCard',
      publisher: { '@id': `${ORIGIN}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(ofType(graphOf(plain(`${ORIGIN}/about`, 'ru')), 'WebSite')).toEqual([]);
  });
});

describe('the breadcrumbs (BreadcrumbList)', () => {
  it('lists Home, the crumbs the page shows and the page itself, in the page’s language choice', () => {
    const seo = plain(`${ORIGIN}/news/x?lang=en`, 'en', {
      crumbs: [{ name: 'News', path: '/news' }, { name: 'News item' }],
    });
    expect(ofType(graphOf(seo), 'BreadcrumbList')[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/?lang=en` },
      { '@type': 'ListItem', position: 2, name: 'News', item: `${ORIGIN}/news?lang=en` },
      { '@type': 'ListItem', position: 3, name: 'News item', item: `${ORIGIN}/news/x?lang=en` },
    ]);
    const bare = plain(`${ORIGIN}/about`, 'ru', { crumbs: [{ name: 'О компании' }] });
    expect(ofType(graphOf(bare), 'BreadcrumbList')[0]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Главная', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'О компании', item: `${ORIGIN}/about` },
    ]);
  });

  it('is left out of a page without breadcrumbs (the home page)', () => {
    expect(ofType(graphOf(plain(`${ORIGIN}/`, 'ru')), 'BreadcrumbList')).toEqual([]);
  });

  it('follows a content page’s trail: area, the tariffs page’s parent at its own address, the page', () => {
    const { seo } = contentPage(new Request(`${ORIGIN}/equipment/invoicesSiteTariffs?lang=en`), {
      siteUrl: ORIGIN,
    });
    const names = (ofType(graphOf(seo), 'BreadcrumbList')[0]!.itemListElement as Node[]).map(
      (item) => [item.name, item.item],
    );
    expect(names).toEqual([
      ['Home', `${ORIGIN}/?lang=en`],
      ['Equipment and software', `${ORIGIN}/equipment?lang=en`],
      [expect.any(String), `${ORIGIN}/equipment/invoicesSite?lang=en`],
      [expect.any(String), `${ORIGIN}/equipment/invoicesSiteTariffs?lang=en`],
    ]);
    const landing = contentPage(new Request(`${ORIGIN}/clients`), { siteUrl: ORIGIN });
    expect(
      (ofType(graphOf(landing.seo), 'BreadcrumbList')[0]!.itemListElement as Node[]).map(
        (item) => item.item,
      ),
    ).toEqual([`${ORIGIN}/`, `${ORIGIN}/clients`]);
    expect(contentPageAt('/clients')).toBeDefined();
  });
});

describe('a page’s discovery tags', () => {
  it('are what seoMeta writes last, JSON-LD included', async () => {
    const { seoMeta } = await import('../seo');
    const seo = plain(`${ORIGIN}/about`, 'ru');
    const tags: MetaDescriptor[] = seoMeta(seo);
    expect(tags.at(-1)).toHaveProperty('script:ld+json');
  });
});
