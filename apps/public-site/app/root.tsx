import './load-context';
import { createI18n, WINDOW_LANG_KEY } from '@fuelcard/i18n';
import { I18nextProvider } from '@fuelcard/i18n/react';
import '@fuelcard/ui/tokens.css';
import { useMemo } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import { requestLanguage } from './lib/language.server';
import type { Route } from './+types/root';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { lang: requestLanguage(request), hydrate: context.hydrate !== false };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const lang = data?.lang ?? 'ru';
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        {data?.hydrate === false ? null : (
          <>
            <script
              // The server's language choice, so hydration never flips the text.
              dangerouslySetInnerHTML={{ __html: `window.${WINDOW_LANG_KEY}=${JSON.stringify(lang)};` }}
            />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = useMemo(() => createI18n({ lng: loaderData.lang }), [loaderData.lang]);
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
    </I18nextProvider>
  );
}

/** The spec's default error page: 'Unexpected Application Error' with the status and text or the message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let detail: string;
  if (isRouteErrorResponse(error)) detail = `${error.status} ${error.statusText || String(error.data ?? '')}`.trim();
  else if (error instanceof Error) detail = error.message;
  else detail = 'Unknown error';
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Unexpected Application Error</h1>
      <h2>{detail}</h2>
    </main>
  );
}
