import type { PublicLanguage } from '@fuelcard/i18n';
import { company, offices, operatorDetails, smolenskBranch, type Office } from '@fuelcard/offices';
import type { ContactPoint, Organization, OrganizationLeaf } from 'schema-dts';
import { translator } from '../texts.server';

/** The offices of the contacts page: the six in Belarus, then the Smolensk branch. */
export const ALL_OFFICES: readonly Office[] = [...offices, smolenskBranch];

/**
 * The logo search engines show for the company: the app icon (public/icons/icon.svg rendered to
 * 512 × 512 by scripts/make-brand-images.mjs), square as Google asks.
 */
export const ORGANIZATION_LOGO = { path: '/icons/icon-512.png', width: 512, height: 512 } as const;

/** The node id of the company in every page's graph (other nodes point at it). */
export const organizationId = (origin: string) => `${origin}/#organization`;

/** The company as author, publisher or parent: its id, name and address. */
export function organizationRef(origin: string, lang: PublicLanguage): OrganizationLeaf {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: translator(lang)('common.brand'),
    url: `${origin}/`,
  };
}

/** An office's customer service as a ContactPoint of the company. */
function contactPoint(office: Office, lang: PublicLanguage): ContactPoint {
  const t = translator(lang);
  return {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    name: t(office.inCity),
    telephone: office.phoneNumber[0]?.tel,
    email: office.email[1],
    areaServed: office.postalAddress.countryCode,
    availableLanguage: ['ru', 'en'],
  };
}

export interface OrganizationOptions {
  origin: string;
  lang: PublicLanguage;
  /** The company's profiles elsewhere (ORGANIZATION_SAME_AS); none by default. */
  sameAs?: readonly string[];
}

/**
 * The company (Google's Organization: name, url, logo, legalName, taxID (УНП), the legal address,
 * foundingDate, sameAs, a contactPoint per office). On every page. The legal details come from
 * the one configuration the footer shows (@fuelcard/offices operator.ts).
 */
export function organizationNode({ origin, lang, sameAs = [] }: OrganizationOptions): Organization {
  const t = translator(lang);
  return {
    ...organizationRef(origin, lang),
    logo: {
      '@type': 'ImageObject',
      url: `${origin}${ORGANIZATION_LOGO.path}`,
      width: `${ORGANIZATION_LOGO.width}`,
      height: `${ORGANIZATION_LOGO.height}`,
    },
    description: t('home.hero.tagline'),
    legalName: operatorDetails.legalName[lang],
    taxID: operatorDetails.unp,
    address: {
      '@type': 'PostalAddress',
      streetAddress: operatorDetails.postalAddress.street[lang],
      addressLocality: operatorDetails.postalAddress.locality[lang],
      postalCode: operatorDetails.postalAddress.postalCode,
      addressCountry: operatorDetails.postalAddress.countryCode,
    },
    foundingDate: String(company.foundedYear),
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
    contactPoint: ALL_OFFICES.map((office) => contactPoint(office, lang)),
  };
}
