/** The about page's lists, in order; each name is a key under its catalogue group. */
export const ABOUT_SYSTEM_CARDS = ['fuelCards', 'personalAccount', 'software'] as const;
export const ABOUT_STEPS = ['contract', 'cards', 'payment', 'control'] as const;
export const ABOUT_PURPOSE_CARDS = ['fuel', 'goods', 'road'] as const;
export const ABOUT_PURPOSE_ITEMS = [
  'gasoline',
  'diesel',
  'gas',
  'kerosene',
  'groceries',
  'goods',
  'oils',
  'serviceStations',
  'technicalInspection',
  'tollRoads',
  'carWash',
  'vacuumCleaner',
  'parking',
  'mobileOperators',
  'customsAgents',
] as const;
export const ABOUT_PARTICIPANTS = [
  'legalEntities',
  'soleTraders',
  'gasStations',
  'tradeAndService',
  'serviceCenters',
  'agents',
  'issuer',
] as const;
