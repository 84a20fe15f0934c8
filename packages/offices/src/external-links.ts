import type { EnvSource } from './company';

/*
 * External sites, all in one place. The URLs below are samples the company replaces,
 * either here or per deployment through the LINK_* environment variables.
 */
export const externalLinks = {
  gasStationMap: 'https://map.routecard.example/',
  personalAccount: 'https://account.routecard.example/',
  invoiceSite: 'https://invoices.routecard.example/',
  appStoreAndroid: 'https://play.google.com/store/apps/details?id=example.routecard.client',
  appStoreApple: 'https://apps.apple.com/app/id0000000000',
  apiHelp: 'https://api.routecard.example/help',
} as const satisfies Record<string, string>;

export type ExternalLinkName = keyof typeof externalLinks;
export type ExternalLinks = Record<ExternalLinkName, string>;

/** The environment variable that overrides each link. */
export const EXTERNAL_LINK_ENV = {
  gasStationMap: 'LINK_GAS_STATION_MAP',
  personalAccount: 'LINK_PERSONAL_ACCOUNT',
  invoiceSite: 'LINK_INVOICE_SITE',
  appStoreAndroid: 'LINK_APP_STORE_ANDROID',
  appStoreApple: 'LINK_APP_STORE_APPLE',
  apiHelp: 'LINK_API_HELP',
} as const satisfies Record<ExternalLinkName, string>;

function parseHttpUrl(variable: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${variable} must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${variable} must be an absolute http(s) URL, got "${raw}".`);
  }
  return raw;
}

/**
 * The external links with environment overrides applied. An unset or blank variable keeps the
 * default; a value that is not an absolute http(s) URL throws an error naming the variable.
 */
export function resolveExternalLinks(env: EnvSource): ExternalLinks {
  const resolved: ExternalLinks = { ...externalLinks };
  for (const name of Object.keys(EXTERNAL_LINK_ENV) as ExternalLinkName[]) {
    const variable = EXTERNAL_LINK_ENV[name];
    const raw = env[variable]?.trim();
    if (raw !== undefined && raw !== '') resolved[name] = parseHttpUrl(variable, raw);
  }
  return resolved;
}
