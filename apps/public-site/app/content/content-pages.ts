import { productPaths, productRoute } from '@fuelcard/offices';
import type { ContentArea } from './content-areas';

/** A content page (content-pages spec §2): its path, its area and the catalogue group of its texts. */
export interface ContentPageEntry {
  path: string;
  area: ContentArea;
  /** The catalogue group that holds the page's texts, e.g. 'clients.signAndResign'. */
  section: `${ContentArea}.${string}`;
  /** Placeholder pages (§2.10) show the frame and a red heading only. */
  placeholder?: true;
}

/** The equipment pages that are a description, a picture and bullet lists (one route module serves them). */
export const PRODUCT_PAGE_SECTIONS = [
  'equipment.webCenter',
  'equipment.oilAndCapital',
  'equipment.selfServiceCheckout',
  'equipment.gsAutomationSystem',
  'equipment.cardPayApp',
  'equipment.smartPayApp',
  'equipment.personalAccWebApp',
] as const;

type Section = ContentPageEntry['section'];

/** A page entry; the area is the path's first segment. */
const page = (path: string, section: Section, placeholder = false): ContentPageEntry => ({
  path,
  area: path.split('/')[1] as ContentArea,
  section,
  ...(placeholder ? { placeholder: true as const } : {}),
});

/** Every content page, both readings of the pages the spec places at two paths included. */
export const CONTENT_PAGES: readonly ContentPageEntry[] = [
  page('/clients', 'clients.landing'),
  page('/clients/signAndResign', 'clients.signAndResign'),
  page('/clients/gettingElectronicCard', 'clients.gettingElectronicCard'),
  page('/clients/cardUsageRules', 'clients.cardUsageRules'),
  page('/clients/dealResignation', 'clients.dealResignation'),
  page('/clients/priceListsAndTariffs', 'clients.priceListsAndTariffs'),
  page('/clients/workWithPrivateAccount', 'clients.workWithPrivateAccount'),
  page('/clients/documentsForDownload', 'clients.documentsForDownload'),
  page('/clients/eMoneyRegulations', 'clients.eMoneyRegulations'),
  page(productRoute('internetClientApp', { section: '/clients' }), 'equipment.internetClientApp'),
  page('/clients/plasticCardUsageRules', 'clients.plasticCardUsageRules', true),
  page('/clients/nonResidentsSupport', 'clients.nonResidentsSupport', true),
  page('/clients/tollRoads', 'clients.tollRoads', true),
  page('/clients/forFuelPayments', 'clients.forFuelPayments', true),
  page('/clients/issuerRules', 'clients.issuerRules', true),
  page('/partners', 'partners.landing'),
  page('/partners/voiceRefService', 'partners.voiceRefService'),
  page('/partners/loyaltyProgram', 'partners.loyaltyProgram'),
  page('/partners/documentsForDownload', 'clients.documentsForDownload'),
  page('/partners/forBankInformation', 'partners.forBankInformation'),
  page('/partners/cardUsageRules', 'clients.cardUsageRules'),
  page('/partners/systemRules', 'partners.systemRules', true),
  page('/partners/plasticCardUsageRules', 'partners.plasticCardUsageRules', true),
  page('/partners/forNotAResidentsServices', 'partners.forNotAResidentsServices', true),
  page('/partners/11', 'partners.upcoming', true),
  page('/equipment', 'equipment.landing'),
  page(productPaths.webCenter, 'equipment.webCenter'),
  page('/equipment/oilAndCapital', 'equipment.oilAndCapital'),
  page('/equipment/selfServiceCheckout', 'equipment.selfServiceCheckout'),
  page('/equipment/gsAutomationSystem', 'equipment.gsAutomationSystem'),
  page('/equipment/invoicesSite', 'equipment.invoicesSite'),
  page('/equipment/invoicesSiteTariffs', 'equipment.invoicesSiteTariffs'),
  page(productPaths.internetClientApp, 'equipment.internetClientApp'),
  page(productPaths.cardPayApp, 'equipment.cardPayApp'),
  page('/equipment/smartPayApp', 'equipment.smartPayApp'),
  page('/equipment/personalAccWebApp', 'equipment.personalAccWebApp'),
];

/** The content page at a path (any letter case, trailing slash ignored), or undefined. */
export function contentPageAt(pathname: string): ContentPageEntry | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return CONTENT_PAGES.find((entry) => entry.path.toLowerCase() === path);
}

/**
 * Whether a link leads to a placeholder page (§2.10): every list and card that links one says so
 * from this one flag (design review s42b, finding 1).
 */
export function isPlaceholderPath(href: string): boolean {
  return contentPageAt(href)?.placeholder === true;
}
