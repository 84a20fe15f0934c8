import { describe, expect, it } from 'vitest';
import { company, resolveCompany } from './company';
import { EXTERNAL_LINK_ENV, externalLinks, resolveExternalLinks } from './external-links';
import { productPaths, productPathsFor, productRoute, productSegment } from './product-routes';

describe('company', () => {
  it('holds the constants of the spec', () => {
    expect(company).toMatchObject({
      product: 'fuelcard',
      foundedYear: 1992,
      locations: { belarus: 804, russia: 379 },
      gasStationCoveragePercent: 97,
      refuelMinutes: 3,
    });
    expect(company.brandName.trim()).not.toBe('');
  });

  it('takes PRODUCT_NAME from the environment and rejects a value that is not a route segment', () => {
    expect(resolveCompany({})).toBe(company);
    expect(resolveCompany({ PRODUCT_NAME: '  ' })).toBe(company);
    expect(resolveCompany({ PRODUCT_NAME: 'topcard' }).product).toBe('topcard');
    expect(() => resolveCompany({ PRODUCT_NAME: 'Top Card' })).toThrow(/PRODUCT_NAME/);
    expect(() => resolveCompany({ PRODUCT_NAME: '../x' })).toThrow(/PRODUCT_NAME/);
  });
});

describe('product routes', () => {
  it('builds the three product paths from company.product', () => {
    expect(productPaths).toEqual({
      webCenter: '/equipment/webCenterFuelcard',
      internetClientApp: '/equipment/fuelcardInternetClientApp',
      cardPayApp: '/equipment/fuelcardCardPayApp',
    });
  });

  it('capitalises the product only when it is not first', () => {
    expect(productSegment('webCenter', 'topcard')).toBe('webCenterTopcard');
    expect(productSegment('cardPayApp', 'topcard')).toBe('topcardCardPayApp');
    expect(productPathsFor('topcard').internetClientApp).toBe(
      '/equipment/topcardInternetClientApp',
    );
  });

  it('offers the /clients reading of the internet client app', () => {
    expect(productRoute('internetClientApp', { section: '/clients' })).toBe(
      '/clients/fuelcardInternetClientApp',
    );
  });
});

describe('resolveExternalLinks', () => {
  it('keeps the https defaults when nothing is set', () => {
    const links = resolveExternalLinks({});
    expect(links).toEqual(externalLinks);
    for (const url of Object.values(links)) expect(new URL(url).protocol).toBe('https:');
  });

  it('applies every LINK_* override and ignores blank values', () => {
    const env = Object.fromEntries(
      Object.entries(EXTERNAL_LINK_ENV).map(([name, variable]) => [
        variable,
        `https://${name}.test/`,
      ]),
    );
    const links = resolveExternalLinks({ ...env, LINK_API_HELP: ' ' });
    expect(links.gasStationMap).toBe('https://gasStationMap.test/');
    expect(links.personalAccount).toBe('https://personalAccount.test/');
    expect(links.invoiceSite).toBe('https://invoiceSite.test/');
    expect(links.appStoreAndroid).toBe('https://appStoreAndroid.test/');
    expect(links.appStoreApple).toBe('https://appStoreApple.test/');
    expect(links.apiHelp).toBe(externalLinks.apiHelp);
  });

  it.each([
    ['LINK_GAS_STATION_MAP', 'map.example.com'],
    ['LINK_PERSONAL_ACCOUNT', 'javascript:alert(1)'],
    ['LINK_INVOICE_SITE', 'ftp://files.example.com'],
    ['LINK_APP_STORE_APPLE', '/relative/path'],
  ])('rejects %s=%j with an error naming the variable', (variable, value) => {
    expect(() => resolveExternalLinks({ [variable]: value })).toThrow(variable);
  });
});
