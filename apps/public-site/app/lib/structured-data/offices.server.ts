import type { PublicLanguage } from '@fuelcard/i18n';
import { WORKING_HOURS, type Office, type Weekday, type WorkingPeriod } from '@fuelcard/offices';
import type { DayOfWeek, FinancialService, OpeningHoursSpecification } from 'schema-dts';
import { translator } from '../texts.server';
import { ALL_OFFICES, organizationId } from './organization.server';

const SCHEMA_DAYS: Readonly<Record<Weekday, DayOfWeek>> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

/** The opening hours of every office (Mon–Thu 08:30–17:30, Fri 08:30–16:15); days off are left out. */
export function openingHours(): OpeningHoursSpecification[] {
  const periods: readonly WorkingPeriod[] = Object.values(WORKING_HOURS);
  return periods.flatMap(({ days, from, to }) =>
    from && to
      ? [
          {
            '@type': 'OpeningHoursSpecification' as const,
            dayOfWeek: days.map((day) => SCHEMA_DAYS[day]),
            opens: from,
            closes: to,
          },
        ]
      : [],
  );
}

/**
 * An office as a local business (Google's LocalBusiness, as the more precise FinancialService):
 * name, address, geo from its coordinates, telephone, e-mail, opening hours, the contacts page.
 */
export function officeNode(
  office: Office,
  origin: string,
  lang: PublicLanguage,
  contactsUrl: string,
): FinancialService {
  const t = translator(lang);
  const { postalAddress: postal, coordinates } = office;
  return {
    '@type': 'FinancialService',
    '@id': `${origin}/contacts#office-${office.id}`,
    name: `${t('common.brand')}: ${t(office.departmentsName)}`,
    url: contactsUrl,
    image: `${origin}${office.departmentsImage}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: postal.street[lang],
      addressLocality: postal.locality[lang],
      postalCode: postal.postalCode,
      addressCountry: postal.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: coordinates[0], longitude: coordinates[1] },
    telephone: office.phoneNumber[0]?.tel,
    email: office.email[1],
    openingHoursSpecification: openingHours(),
    parentOrganization: { '@id': organizationId(origin) },
  };
}

/** Every office of the contacts page (the six in Belarus and Smolensk). */
export function officeNodes(
  origin: string,
  lang: PublicLanguage,
  contactsUrl: string,
): FinancialService[] {
  return ALL_OFFICES.map((office) => officeNode(office, origin, lang, contactsUrl));
}
