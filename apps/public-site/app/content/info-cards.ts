import { productPaths } from '@fuelcard/offices';

/**
 * The pictures behind the info cards, one per card (public/images/cards/, our own drawings; swap
 * a file to change a picture). The partner cards use the three of the spec: road, station, card.
 */
export const INFO_CARD_BACKGROUNDS = {
  road: '/images/cards/road.svg',
  station: '/images/cards/station.svg',
  card: '/images/cards/card.svg',
  contract: '/images/cards/contract.svg',
  pump: '/images/cards/pump.svg',
  documents: '/images/cards/documents.svg',
  apps: '/images/cards/apps.svg',
} as const;

export type InfoCardBackground = keyof typeof INFO_CARD_BACKGROUNDS;
export type InfoCardIcon = 'laptop' | 'document' | 'card' | 'phone';

/** A link of an info card: a local path, an outside site (http…, new tab) or a configured outside site. */
export interface InfoCardLinkData {
  href: string;
  /** Catalogue key of the label. */
  labelKey: string;
}

/** An info card of a landing page (content-pages spec §3: title, bg-image key, icon key, links). */
export interface InfoCardData {
  icon: InfoCardIcon;
  titleKey: string;
  bgImageKey: InfoCardBackground;
  links: readonly InfoCardLinkData[];
}

/** Stands for the gas-station map's address, which the server's configuration gives. */
export const GAS_STATION_MAP_LINK = 'external:gasStationMap';

const card = (
  base: string,
  icon: InfoCardIcon,
  bgImageKey: InfoCardBackground,
  links: Array<[key: string, href: string]>,
): InfoCardData => ({
  icon,
  titleKey: `${base}.title`,
  bgImageKey,
  links: links.map(([key, href]) => ({ href, labelKey: `${base}.${key}` })),
});

/** The four cards of /clients (§2.1). */
export const CLIENT_INFO_CARDS: readonly InfoCardData[] = [
  card('clients.landing.cards.paymentSystem', 'document', 'contract', [
    ['signAndResign', '/clients/signAndResign'],
    ['gettingElectronicCard', '/clients/gettingElectronicCard'],
    ['dealResignation', '/clients/dealResignation'],
    ['priceListsAndTariffs', '/clients/priceListsAndTariffs'],
    ['workWithPrivateAccount', '/clients/workWithPrivateAccount'],
    ['nonResidentsSupport', '/clients/nonResidentsSupport'],
  ]),
  card('clients.landing.cards.fuelCards', 'card', 'pump', [
    ['gasStationMap', GAS_STATION_MAP_LINK],
    ['cardUsageRules', '/clients/cardUsageRules'],
    ['plasticCardUsageRules', '/clients/plasticCardUsageRules'],
    ['tollRoads', '/clients/tollRoads'],
    ['forFuelPayments', '/clients/forFuelPayments'],
  ]),
  card('clients.landing.cards.regulatory', 'document', 'documents', [
    ['documentsForDownload', '/clients/documentsForDownload'],
    ['issuerRules', '/clients/issuerRules'],
    ['eMoneyRegulations', '/clients/eMoneyRegulations'],
  ]),
  card('clients.landing.cards.services', 'phone', 'apps', [
    ['internetClientApp', productPaths.internetClientApp],
    ['cardPayApp', productPaths.cardPayApp],
    ['smartPayApp', '/equipment/smartPayApp'],
    ['selfServiceCheckout', '/equipment/selfServiceCheckout'],
    ['personalAccWebApp', '/equipment/personalAccWebApp'],
  ]),
];

/** The cards of /partners (§2.11): a laptop or a document icon, one of three pictures. */
export const PARTNER_INFO_CARDS: readonly InfoCardData[] = [
  card('partners.landing.cards.programs', 'laptop', 'station', [
    ['voiceRefService', '/partners/voiceRefService'],
    ['loyaltyProgram', '/partners/loyaltyProgram'],
    ['upcoming', '/partners/11'],
  ]),
  card('partners.landing.cards.documents', 'document', 'road', [
    ['documentsForDownload', '/partners/documentsForDownload'],
    ['systemRules', '/partners/systemRules'],
  ]),
  card('partners.landing.cards.banks', 'document', 'card', [
    ['forBankInformation', '/partners/forBankInformation'],
  ]),
];

/**
 * Preloads of a landing's card pictures: they are CSS backgrounds, found only once the styles
 * apply, and the first screen's largest paint on phones.
 */
export function infoCardPreloads(cards: readonly InfoCardData[]) {
  return cards.map((entry) => ({
    rel: 'preload',
    as: 'image',
    href: INFO_CARD_BACKGROUNDS[entry.bgImageKey],
    type: 'image/svg+xml',
  }));
}

/** The cards with the configured outside addresses filled in (the loaders hand them over). */
export function resolveInfoCards(
  cards: readonly InfoCardData[],
  links: { gasStationMap: string },
): InfoCardData[] {
  return cards.map((entry) => ({
    ...entry,
    links: entry.links.map((link) =>
      link.href === GAS_STATION_MAP_LINK ? { ...link, href: links.gasStationMap } : link,
    ),
  }));
}
