import type { Catalogue, SectionName } from './resources';

/** The sections whose groups are pages of their own (legal pages and the content pages). */
type PageGroups = 'legal' | 'clients' | 'partners' | 'equipment';

/** A section, or a page group of `legal`, `clients`, `partners` or `equipment`, that belongs to one page. */
export type RoutedSection =
  SectionName | { [S in PageGroups]: `${S}.${keyof Catalogue[S] & string}` }[PageGroups];

/**
 * The content pages (content-pages spec §2), each group to its page. The product pages use the
 * product word 'fuelcard' of `company.product` in @fuelcard/offices (a test of the public site
 * checks that they agree). The pages served at two paths are found at their first reading:
 * card usage rules and documents under /clients, the internet client app under /equipment.
 */
const CONTENT_SECTION_ROUTES = {
  'clients.landing': '/clients',
  'clients.signAndResign': '/clients/signAndResign',
  'clients.gettingElectronicCard': '/clients/gettingElectronicCard',
  'clients.cardUsageRules': '/clients/cardUsageRules',
  'clients.dealResignation': '/clients/dealResignation',
  'clients.priceListsAndTariffs': '/clients/priceListsAndTariffs',
  'clients.workWithPrivateAccount': '/clients/workWithPrivateAccount',
  'clients.documentsForDownload': '/clients/documentsForDownload',
  'clients.eMoneyRegulations': '/clients/eMoneyRegulations',
  'partners.landing': '/partners',
  'partners.voiceRefService': '/partners/voiceRefService',
  'partners.loyaltyProgram': '/partners/loyaltyProgram',
  'partners.forBankInformation': '/partners/forBankInformation',
  'equipment.landing': '/equipment',
  'equipment.webCenter': '/equipment/webCenterFuelcard',
  'equipment.oilAndCapital': '/equipment/oilAndCapital',
  'equipment.selfServiceCheckout': '/equipment/selfServiceCheckout',
  'equipment.gsAutomationSystem': '/equipment/gsAutomationSystem',
  'equipment.invoicesSite': '/equipment/invoicesSite',
  'equipment.invoicesSiteTariffs': '/equipment/invoicesSiteTariffs',
  'equipment.internetClientApp': '/equipment/fuelcardInternetClientApp',
  'equipment.cardPayApp': '/equipment/fuelcardCardPayApp',
  'equipment.smartPayApp': '/equipment/smartPayApp',
  'equipment.personalAccWebApp': '/equipment/personalAccWebApp',
} as const satisfies Partial<Record<RoutedSection, string>>;

/**
 * The placeholder pages (content-pages §2.10: a red heading and a note, no content yet). They are
 * not searched: their sections are left out of SECTION_ROUTES, so that the site search (its
 * in-memory index, the search box and /search) never offers a page that has nothing to say. The
 * site's content-pages.ts marks the same pages (a test of the site holds the two lists together).
 */
export const PLACEHOLDER_SECTION_ROUTES = {
  'clients.plasticCardUsageRules': '/clients/plasticCardUsageRules',
  'clients.nonResidentsSupport': '/clients/nonResidentsSupport',
  'clients.tollRoads': '/clients/tollRoads',
  'clients.forFuelPayments': '/clients/forFuelPayments',
  'clients.issuerRules': '/clients/issuerRules',
  'partners.systemRules': '/partners/systemRules',
  'partners.plasticCardUsageRules': '/partners/plasticCardUsageRules',
  'partners.forNotAResidentsServices': '/partners/forNotAResidentsServices',
  'partners.upcoming': '/partners/11',
} as const satisfies Partial<Record<RoutedSection, string>>;

/**
 * The page each section belongs to. Search lists only matches inside these sections. The frame
 * (common, header, nav, footer, cookies, errors), the administrator area (admin) and the news
 * detail messages (detailedNewsMain, whose page has no fixed path) are left out on purpose.
 * Office names and their customer-service lines are shown on the contacts page. The placeholder
 * pages are left out (PLACEHOLDER_SECTION_ROUTES).
 */
export const SECTION_ROUTES: Readonly<Partial<Record<RoutedSection, string>>> = {
  home: '/',
  about: '/about',
  news: '/news',
  contacts: '/contacts',
  application: '/application',
  offices: '/contacts',
  'legal.rules': '/rules',
  'legal.offer': '/offer',
  'legal.privacy': '/privacy',
  'legal.help': '/help',
  'legal.cookiePolicy': '/cookie-policy',
  ...CONTENT_SECTION_ROUTES,
};

/** The routed section that holds a dotted key (the longest matching prefix), or undefined. */
export function routedSectionOf(key: string): { section: RoutedSection; path: string } | undefined {
  const parts = key.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const section = parts.slice(0, length).join('.') as RoutedSection;
    const path = SECTION_ROUTES[section];
    if (path !== undefined) return { section, path };
  }
  return undefined;
}
