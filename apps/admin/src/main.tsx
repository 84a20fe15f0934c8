import { createApiClient } from '@fuelcard/contracts';
import { createI18nWithTexts } from '@fuelcard/i18n';
import { admin } from '@fuelcard/i18n/catalogue/ru/admin';
import { common } from '@fuelcard/i18n/catalogue/ru/common';
import { I18nextProvider } from '@fuelcard/i18n/react';
import '@fuelcard/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ApiProvider } from './lib/api-context';
import { loadConfig } from './lib/config';
import { readToken } from './lib/session';
import { AppRoutes } from './routes/app-routes';
import './styles/index.css';

const config = await loadConfig();
const api = createApiClient({ baseUrl: config.apiBaseUrl, getToken: () => readToken() });
// The console is in Russian; the catalogue supplies its texts and translated defaults.
const i18n = createI18nWithTexts({ lng: 'ru', texts: { common, admin } });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ApiProvider value={api}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ApiProvider>
    </I18nextProvider>
  </StrictMode>,
);
