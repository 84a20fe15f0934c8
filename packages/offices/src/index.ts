export type {
  Coordinates,
  LocalizedText,
  Office,
  OfficeEmails,
  OfficeWorkingHourKeys,
  PhoneLine,
  PhoneSuffix,
  PostalAddressParts,
} from './types';
export { offices, smolenskBranch, SAMPLE_EMAIL_DOMAIN } from './offices';
export { phoneLine } from './phone-line';
export {
  DEFAULT_MAP_CENTER,
  DEFAULT_OFFICE_ID,
  MAP_HEIGHT_PX,
  MAP_ZOOM,
  MARKER_SIZE_PX,
  SELECTED_OFFICE_STORAGE_KEY,
} from './map';
export { PHONE_SUFFIX_KEYS, WORKING_HOUR_KEYS, WORKING_HOURS } from './working-hours';
export type { Weekday, WorkingPeriod } from './working-hours';
export { BRAND_COLORS } from './brand';
export { company, resolveCompany } from './company';
export { operatorDetails } from './operator';
export type { OperatorDetails } from './operator';
export type { Company, EnvSource } from './company';
export {
  PRODUCT_ROUTE_TEMPLATES,
  productPaths,
  productPathsFor,
  productRoute,
  productSegment,
} from './product-routes';
export type { ProductPage, ProductRouteOptions } from './product-routes';
export { EXTERNAL_LINK_ENV, externalLinks, resolveExternalLinks } from './external-links';
export type { ExternalLinkName, ExternalLinks } from './external-links';
export { BELARUS_BOUNDS, isInsideBelarus, isValidCoordinates } from './coordinates';
export { findOffice, officeOrDefault, parseSavedOfficeId } from './selected-office';
