import { productPaths } from '@fuelcard/offices';

/** A link of a navigation panel: a local path, or an outside site (http…, opens in a new tab). */
export interface PanelLink {
  /** Catalogue key of the label. */
  label: string;
  to: string;
}

export interface PanelGroup {
  /** Catalogue key of the group title. */
  title: string;
  links: readonly PanelLink[];
}

export type PanelName = 'partners' | 'clients';

/** Stands for the gas-station map's address, which the server's configuration gives. */
const GAS_STATION_MAP = 'external:gasStationMap';

const group = (base: string, title: string, links: Array<[key: string, to: string]>): PanelGroup => ({
  title: `${base}.${title}.title`,
  links: links.map(([key, to]) => ({ label: `${base}.${title}.${key}`, to })),
});

/** The groups of the two dropdown panels of the main navigation (spec §2). */
export const NAV_PANELS: Record<PanelName, readonly PanelGroup[]> = {
  partners: [
    group('nav.partnersPanel', 'software', [
      ['webCenter', productPaths.webCenter],
      ['oilAndCapital', '/equipment/oilAndCapital'],
      ['gsAutomationSystem', '/equipment/gsAutomationSystem'],
      ['selfServiceCheckout', '/equipment/selfServiceCheckout'],
      ['invoicesSite', '/equipment/invoicesSite'],
      ['voiceRefService', '/partners/voiceRefService'],
      ['loyaltyProgram', '/partners/loyaltyProgram'],
    ]),
    group('nav.partnersPanel', 'usefulInfo', [
      ['documentsForDownload', '/partners/documentsForDownload'],
      ['systemRules', '/partners/systemRules'],
      ['forBankInformation', '/partners/forBankInformation'],
      ['cardUsageRules', '/partners/cardUsageRules'],
      ['plasticCardUsageRules', '/partners/plasticCardUsageRules'],
      ['forNotAResidentsServices', '/partners/forNotAResidentsServices'],
    ]),
  ],
  clients: [
    group('nav.clientsPanel', 'paymentSystem', [
      ['signAndResign', '/clients/signAndResign'],
      ['gettingElectronicCard', '/clients/gettingElectronicCard'],
      ['dealResignation', '/clients/dealResignation'],
      ['priceListsAndTariffs', '/clients/priceListsAndTariffs'],
      ['workWithPrivateAccount', '/clients/workWithPrivateAccount'],
      ['nonResidentsSupport', '/clients/nonResidentsSupport'],
    ]),
    group('nav.clientsPanel', 'fuelCards', [
      ['gasStationMap', GAS_STATION_MAP],
      ['cardUsageRules', '/clients/cardUsageRules'],
      ['plasticCardUsageRules', '/clients/plasticCardUsageRules'],
      ['tollRoads', '/clients/tollRoads'],
      ['forFuelPayments', '/clients/forFuelPayments'],
    ]),
    group('nav.clientsPanel', 'regulatory', [
      ['documentsForDownload', '/clients/documentsForDownload'],
      ['issuerRules', '/clients/issuerRules'],
      ['eMoneyRegulations', '/clients/eMoneyRegulations'],
    ]),
    group('nav.clientsPanel', 'services', [
      ['internetClientApp', productPaths.internetClientApp],
      ['cardPayApp', productPaths.cardPayApp],
      ['smartPayApp', '/equipment/smartPayApp'],
      ['selfServiceCheckout', '/equipment/selfServiceCheckout'],
      ['personalAccWebApp', '/equipment/personalAccWebApp'],
    ]),
  ],
};

/** The panels with the outside map's configured address filled in (the root loader hands them over). */
export function navPanels(gasStationMap: string): Record<PanelName, readonly PanelGroup[]> {
  const resolve = (groups: readonly PanelGroup[]) =>
    groups.map((g) => ({ ...g, links: g.links.map((link) => (link.to === GAS_STATION_MAP ? { ...link, to: gasStationMap } : link)) }));
  return { partners: resolve(NAV_PANELS.partners), clients: resolve(NAV_PANELS.clients) };
}
