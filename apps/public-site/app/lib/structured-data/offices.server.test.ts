// @vitest-environment node
import { offices, smolenskBranch } from '@fuelcard/offices';
import { describe, expect, it } from 'vitest';
import { loader as contactsLoader } from '../../routes/contacts';
import { graphOf } from '../../test-fixtures';

type ContactsArgs = Parameters<typeof contactsLoader>[0];

describe('the offices on /contacts (FinancialService, a LocalBusiness)', () => {
  it('gives each office its address, geo from its coordinates, telephone, e-mail and opening hours', async () => {
    const { seo } = await contactsLoader({
      request: new Request('http://10.0.0.5/contacts?lang=en'),
      context: { siteUrl: 'https://www.example.by' },
      params: {},
    } as unknown as ContactsArgs);
    const nodes = graphOf(seo).filter((node) => node['@type'] === 'FinancialService');
    const all = [...offices, smolenskBranch];
    expect(nodes).toHaveLength(7);
    nodes.forEach((node, index) => {
      const office = all[index]!;
      expect(node).toMatchObject({
        name: expect.stringMatching(/^RouteCard: .+ (office|subsidiary)$/),
        url: 'https://www.example.by/contacts?lang=en',
        address: {
          '@type': 'PostalAddress',
          streetAddress: office.postalAddress.street.en,
          addressLocality: office.postalAddress.locality.en,
          postalCode: office.postalAddress.postalCode,
          addressCountry: office.postalAddress.countryCode,
        },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: office.coordinates[0],
          longitude: office.coordinates[1],
        },
        telephone: office.phoneNumber[0]!.tel,
        email: office.email[1],
        parentOrganization: { '@id': 'https://www.example.by/#organization' },
        openingHoursSpecification: [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: [
              'https://schema.org/Monday',
              'https://schema.org/Tuesday',
              'https://schema.org/Wednesday',
              'https://schema.org/Thursday',
            ],
            opens: '08:30',
            closes: '17:30',
          },
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['https://schema.org/Friday'],
            opens: '08:30',
            closes: '16:15',
          },
        ],
      });
    });
    expect(nodes[6]).toMatchObject({
      address: { addressLocality: 'Smolensk', addressCountry: 'RU' },
    });
  });
});
