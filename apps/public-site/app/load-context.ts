import type { ExternalLinks } from '@fuelcard/offices';
import type { ImportsOf } from './lib/hydration-after-paint.server';

/** What the Node server hands every loader (see server/app.ts; `react-router dev` hands nothing). */
declare module 'react-router' {
  interface AppLoadContext {
    /** false when the server runs with HYDRATE=false: pages are served without client scripts. */
    hydrate?: boolean;
    /** Where the loaders reach the API, e.g. http://localhost:3001 (no trailing slash). */
    apiUrl?: string;
    /** Origin of canonical links and the sitemap; the request's origin when absent. */
    siteUrl?: string | null;
    /** Key of the Yandex Maps JS API. */
    mapsApiKey?: string | null;
    /** The outside sites with their deployment overrides. */
    links?: ExternalLinks;
    /** The company's profiles elsewhere (ORGANIZATION_SAME_AS): `sameAs` of its structured data. */
    sameAs?: readonly string[];
    /** A per-request CSP nonce for inline scripts, when the server sets a Content-Security-Policy. */
    cspNonce?: string;
    /**
     * Set by the server when it renders its error page for a request it refuses (400, 405, …):
     * the not-found route then shows this status instead of 404.
     */
    errorStatus?: number;
    errorStatusText?: string;
    /**
     * Which built chunks a chunk imports (server/asset-imports.ts): the page's hydration code is
     * then evaluated one chunk per task (lib/hydration-after-paint.server.ts).
     */
    assetImports?: ImportsOf;
    /** The server sends pages whole (buffered): render all content before the first byte. */
    wholePage?: boolean;
    /**
     * The news version the server checked for this render (GET /api/news/version): the loaders'
     * kept answers of that version are used without asking the API again. Without it (no server
     * in front) a loader asks for the version itself.
     */
    newsVersion?: string;
    /**
     * The visitor's address as the server sees it (behind TRUST_PROXY, the proxy's word): the
     * application form passes it on to the API, whose per-address limit counts visitors, not the site.
     */
    clientIp?: string;
    /**
     * Set by a form's action when it answers with its errors on the page: the page's loader,
     * which runs after it in the same request, has the title start with «Ошибка: » (GOV.UK's
     * rule), for a page sent without JavaScript too.
     */
    formErrorsShown?: boolean;
  }
}

export {};
