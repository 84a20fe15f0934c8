export * from './schemas/roles';
export * from './schemas/dates';
export * from './schemas/localized-text';
export * from './schemas/news';
export * from './schemas/news-seo';
export * from './schemas/auth';
export * from './schemas/administrators';
export * from './schemas/password-policy';
export * from './schemas/common';
export * from './schemas/sql-explorer';
export * from './schemas/cookie-consent';
export * from './schemas/health';
export * from './schemas/account';
export * from './schemas/reauthentication';
export * from './schemas/news-workflow';
export * from './schemas/news-autosave';
export * from './schemas/media';
export * from './schemas/formats';
export * from './schemas/validate';
export * from './api-calls';
export * from './api-routes';
export * from './more-routes';
export * from './more-calls';
export * from './client/errors';
export {
  createApiClient,
  type ApiClient,
  type CallOptions,
  type RecordId,
} from './client/api-client';
export type { ApiClientOptions, IfMatchOptions } from './client/request';
export { createSend, ifMatchHeaders, successBody } from './client/request';
export { createMoreClient, fillPath, queryString, type MoreClient } from './client/more-client';
export { createNewsQueryClient, type NewsQueryClient } from './client/news-query-client';
export * from './news/priorities';
export * from './news/today-in';
export * from './news/news-entries';
export * from './news/news-compare';
export * from './news/visibility';
export * from './news/news-state';
export * from './news/teaser-order';
export * from './news/sort-news';
export * from './news/slugify';
export * from './news/generate-slug';
export * from './news/fallback-news';
export * from './news/find-news';
export * from './news/pagination';
export * from './description/palette';
export * from './description/description-styles';
export * from './description/description-tags';
export * from './description/link-href';
export * from './description/description-image';
// The sanitizer itself (sanitize-html) is the subpath '@fuelcard/contracts/sanitize-description'.
export * from './schemas/news-queries';
export * from './news-query-calls';
export * from './news-query-routes';
export * from './applications/application-rules';
export * from './applications/check-application';
export * from './schemas/applications';
export * from './application-calls';
export * from './application-routes';
export { createApplicationClient, type ApplicationClient } from './client/application-client';
export { LINKABLE_SITE_PAGES, newsItemPath, type LinkableSitePage } from './site-pages';
