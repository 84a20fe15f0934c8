import { externalLinks, type ExternalLinks } from '@fuelcard/offices';
import type { AppLoadContext } from 'react-router';

export interface SiteConfig {
  hydrate: boolean;
  apiUrl: string;
  siteUrl: string | null;
  mapsApiKey: string | null;
  links: ExternalLinks;
  /** The company's profiles elsewhere, for structured data (ORGANIZATION_SAME_AS). */
  sameAs: readonly string[];
  cspNonce: string | undefined;
}

/**
 * The server's configuration as the loaders see it. The production server (server/app.ts) hands
 * it over in the load context; `react-router dev` hands nothing, so the defaults apply there.
 */
export function siteConfig(context: AppLoadContext | undefined): SiteConfig {
  return {
    hydrate: context?.hydrate !== false,
    apiUrl: context?.apiUrl ?? 'http://localhost:3001',
    siteUrl: context?.siteUrl ?? null,
    mapsApiKey: context?.mapsApiKey ?? null,
    links: context?.links ?? externalLinks,
    sameAs: context?.sameAs ?? [],
    cspNonce: context?.cspNonce,
  };
}
