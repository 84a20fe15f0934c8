import { createApiClient, createNewsQueryClient } from '@fuelcard/contracts';
import { I18nProvider } from '@fuelcard/i18n/react';
import '@fuelcard/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AccountApiProvider, createAccountApi } from './lib/account-api';
import { ApiProvider } from './lib/api-context';
import { loadConfig } from './lib/config';
import { NewsQueriesProvider } from './lib/news-queries';
import { ReauthProvider } from './lib/reauth';
import { ConsoleConfigProvider } from './lib/console-config';
import { consoleI18n as i18n } from './lib/console-i18n';
import { readToken } from './lib/session';
import { routerReady } from './lib/router-ready';
import { ToastProvider } from './lib/toasts';
import { consoleRoutes } from './routes/app-routes';
import './styles/index.css';

const config = await loadConfig();
const api = createApiClient({ baseUrl: config.apiBaseUrl, getToken: () => readToken() });
const account = createAccountApi({ baseUrl: config.apiBaseUrl, getToken: () => readToken() });
const news = createNewsQueryClient({ baseUrl: config.apiBaseUrl, getToken: () => readToken() });
const router = createBrowserRouter(consoleRoutes);
// A deep link's screen loads lazily: until it is there, index.html's first paint stays (issue 26 §9).
await routerReady(router);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <ConsoleConfigProvider value={config}>
        <ApiProvider value={api}>
          <AccountApiProvider value={account}>
            <ReauthProvider>
              <NewsQueriesProvider value={news}>
                <ToastProvider>
                  <RouterProvider router={router} />
                </ToastProvider>
              </NewsQueriesProvider>
            </ReauthProvider>
          </AccountApiProvider>
        </ApiProvider>
      </ConsoleConfigProvider>
    </I18nProvider>
  </StrictMode>,
);
