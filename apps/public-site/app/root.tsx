import './load-context';
import '@fuelcard/ui/tokens.css';
import './styles/fonts.css';
import './styles/global.css';
import { createI18nWithTexts, WINDOW_LANG_KEY } from '@fuelcard/i18n';
import { I18nProvider } from './i18n/i18n-context';
import { offices } from '@fuelcard/offices';
import { useMemo } from 'react';
import { data, Links, Meta, Outlet, Scripts, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { ErrorPage } from './components/page/ErrorPage';
import { navPanels } from './content/nav-panels';
import { SiteFrame } from './components/frame/SiteFrame';
import { usePageI18n } from './i18n/use-page-i18n';
import { langCookieFromQuery, requestLanguage } from './lib/language.server';
import { officeView } from './lib/office-view.server';
import { operatorView } from './lib/operator-view.server';
import type { RootData } from './lib/root-data';
import { consentNoticeScript } from './lib/consent-notice';
import { siteOrigin } from './lib/seo.server';
import { siteConfig } from './lib/site-config.server';
import { FRAME_SECTIONS, pageTexts } from './lib/texts.server';
import bodyFont from '@fontsource/golos-text/files/golos-text-cyrillic-400-normal.woff2?url';
import headingFont from '@fontsource/golos-text/files/golos-text-cyrillic-700-normal.woff2?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  // The web font's Cyrillic text and heading weights, wanted on every page (styles/fonts.css).
  { rel: 'preload', href: bodyFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'preload', href: headingFont, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = siteConfig(context);
  const lang = requestLanguage(request);
  const body: RootData = {
    lang,
    texts: pageTexts(lang, FRAME_SECTIONS),
    hydrate: config.hydrate,
    nonce: config.cspNonce,
    links: {
      gasStationMap: config.links.gasStationMap,
      personalAccount: config.links.personalAccount,
    },
    navPanels: navPanels(config.links.gasStationMap),
    offices: offices.map((office) => officeView(office, lang)),
    operator: operatorView(lang),
    origin: siteOrigin(request, config),
    year: new Date().getFullYear(),
  };
  // ?lang= also stores the choice for the next visits (cookie lang, path /, one year).
  const cookie = langCookieFromQuery(request);
  return cookie ? data(body, { headers: { 'Set-Cookie': cookie } }) : body;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<RootData>('root');
  const lang = root?.lang ?? 'ru';
  return (
    // The early consent script marks <html> before React sees it (lib/consent-notice.ts).
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root?.hydrate === false ? null : (
          // Before the body is parsed: the cookie dialog shows from the first paint when it opens.
          <script nonce={root?.nonce} dangerouslySetInnerHTML={{ __html: consentNoticeScript }} />
        )}
        <meta name="theme-color" content="#2E7D3B" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {root?.hydrate === false ? null : (
          <>
            <script
              nonce={root?.nonce}
              // The server's language choice, so hydration never flips the text.
              dangerouslySetInnerHTML={{
                __html: `window.${WINDOW_LANG_KEY}=${JSON.stringify(lang)};`,
              }}
            />
            <Scripts nonce={root?.nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = usePageI18n(loaderData.lang);
  return (
    <I18nProvider i18n={i18n}>
      <SiteFrame>
        <Outlet />
      </SiteFrame>
    </I18nProvider>
  );
}

/** A failure of the frame itself: the spec's default error page, without the frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<RootData>('root');
  const i18n = useMemo(
    () => createI18nWithTexts({ lng: root?.lang ?? 'ru', texts: root?.texts ?? {} }),
    [root?.lang, root?.texts],
  );
  return (
    <I18nProvider i18n={i18n}>
      <ErrorPage error={error} />
    </I18nProvider>
  );
}
