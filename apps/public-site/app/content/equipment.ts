import { productPaths } from '@fuelcard/offices';

/** A card of the equipment landing: its catalogue key under the section's `cards`, and its page. */
interface SoftwareCard {
  key: string;
  href: string;
}

/** The partners-software section of /equipment: five cards (content-pages spec §2.15). */
export const PARTNER_SOFTWARE: readonly SoftwareCard[] = [
  { key: 'webCenter', href: productPaths.webCenter },
  { key: 'oilAndCapital', href: '/equipment/oilAndCapital' },
  { key: 'selfServiceCheckout', href: '/equipment/selfServiceCheckout' },
  { key: 'gsAutomationSystem', href: '/equipment/gsAutomationSystem' },
  { key: 'invoicesSite', href: '/equipment/invoicesSite' },
];

/** The clients-software section of /equipment: three cards. */
export const CLIENT_SOFTWARE: readonly SoftwareCard[] = [
  { key: 'cardPayApp', href: productPaths.cardPayApp },
  { key: 'selfServiceCheckout', href: '/equipment/selfServiceCheckout' },
  { key: 'personalAccWebApp', href: '/equipment/personalAccWebApp' },
];

/** The plate picture of the partners-software section. */
export const EQUIPMENT_PLATE_IMAGE = '/images/equipment/plate.svg';

/** The pictures of the product pages, by catalogue group under `equipment`; a page without one has none. */
export const PRODUCT_IMAGES: Readonly<Record<string, string>> = {
  selfServiceCheckout: '/images/equipment/self-service-checkout.svg',
  gsAutomationSystem: '/images/equipment/gs-automation-scheme.svg',
  internetClientApp: '/images/equipment/client-app.svg',
  cardPayApp: '/images/equipment/card-pay-app.svg',
  smartPayApp: '/images/equipment/smart-pay-app.svg',
  personalAccWebApp: '/images/equipment/personal-account.svg',
};

/** The e-invoice site's lists (content-pages spec §2.17, §3), by catalogue key. */
export const INVOICE_SITE_COMPANY = [
  'labour',
  'monitoring',
  'users',
  'banners',
  'notifications',
  'newsletters',
] as const;
export const INVOICE_SITE_FUNCTIONS = [
  'search',
  'filters',
  'add',
  'copy',
  'cancel',
  'refresh',
  'print',
  'export',
] as const;
/** The six export formats (§9). */
export const INVOICE_EXPORT_FORMATS = ['docx', 'xlsx', 'pdf', 'csv', 'xml', 'json'] as const;
export const INVOICE_APPLICATION_FIELDS = [
  'number',
  'date',
  'gasStation',
  'receiptDate',
  'receiptNumber',
  'skno',
  'product',
  'paymentMethod',
  'price',
  'quantity',
  'total',
  'discount',
  'vatAmount',
  'vatRate',
  'invoiceNumber',
  'invoiceDate',
  'seller',
  'sellerUnp',
  'sellerAddress',
  'statusCode',
  'status',
] as const;
export const PORTAL_REGISTRATION_FIELDS = ['email', 'password', 'unp', 'phone'] as const;

/** The Info API block of the tariffs page. */
export const INFO_API_RETURNS = ['clients', 'clientInfo', 'cards', 'balance', 'sales'] as const;
export const INFO_API_FEE = ['monthly', 'deduction', 'recalculation'] as const;
export const INFO_API_ACCESS = ['request', 'token'] as const;

/**
 * The official store badges, when the company has them: put the files in
 * public/images/stores/ and give their addresses here (e.g. '/images/stores/app-store.svg').
 * Until then (undefined) the app pages draw their own badges (StoreBadge in @fuelcard/ui).
 */
export const STORE_BADGE_ARTWORK: Record<'apple' | 'android', string | undefined> = {
  apple: undefined,
  android: undefined,
};
