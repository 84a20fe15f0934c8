import type { ApiClient, NewsQueryClient, Role, SecureResponse } from '@fuelcard/contracts';
import { createI18nWithTexts, pickSections } from '@fuelcard/i18n';
import { I18nProvider } from '@fuelcard/i18n/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AccountApi } from '../lib/account-api';
import { AccountApiProvider } from '../lib/account-api';
import { ApiProvider } from '../lib/api-context';
import { NewsQueriesProvider } from '../lib/news-queries';
import { ReauthProvider } from '../lib/reauth';
import { SessionProvider } from '../lib/session-context';
import { ToastProvider } from '../lib/toasts';
import { fakeNewsQueries } from './fake-news-queries';

/** A client whose every method fails unless the test gives it an answer. */
export function fakeApi(methods: Partial<ApiClient> = {}): ApiClient {
  const unexpected = (name: string) =>
    vi.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  const names: (keyof ApiClient)[] = [
    'listNews',
    'login',
    'secure',
    'listAdministrators',
    'createAdministrator',
    'updateAdministrator',
    'deleteAdministrator',
    'createNews',
    'updateNews',
    'deleteNews',
    'executeSql',
    'dryRunSql',
    'sendCookieConsent',
    'health',
  ];
  return Object.fromEntries(
    names.map((name) => [name, methods[name] ?? unexpected(name)]),
  ) as unknown as ApiClient;
}

/** The sign-in security calls; every one fails unless the test gives it an answer. */
export function fakeAccountApi(methods: Partial<AccountApi> = {}): AccountApi {
  return new Proxy(methods, {
    get: (target, name: string) =>
      target[name as keyof AccountApi] ??
      vi.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`))),
  }) as AccountApi;
}

export interface RenderOptions {
  api: ApiClient;
  /** The sign-in security calls (default: none expected). */
  account?: AccountApi;
  /** The news list calls (default: answered in memory from `api.listNews`). */
  news?: NewsQueryClient;
  /** The role of the session check; null renders without a session. */
  role?: Role | null;
  path?: string;
  /** Route pattern of the element (default: the path itself). */
  route?: string;
  /** More of the session check's answer (name, previous sign-in). */
  session?: Partial<SecureResponse>;
}

/**
 * Renders an element of the console with its providers, as the dashboard would: in a data router
 * (as in the app), with the toasts, the re-authentication dialog and a session of the given role
 * (signed in as «anna»).
 */
export function renderConsole(
  element: ReactElement,
  {
    api,
    account = fakeAccountApi(),
    news = fakeNewsQueries(api),
    role = 'superadmin',
    path = '/',
    route,
    session,
  }: RenderOptions,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const i18n = createI18nWithTexts({ lng: 'ru', texts: pickSections('ru', ['common', 'admin']) });
  const answer = role
    ? { message: 'ok', role, id: 2, username: 'anna', previousSignIn: null, ...session }
    : null;
  const router = createMemoryRouter(
    [
      { path: route ?? path.split('?')[0], element },
      { path: '/administrator', element: <p>login page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <I18nProvider i18n={i18n}>
      <ApiProvider value={api}>
        <AccountApiProvider value={account}>
          <ReauthProvider>
            <NewsQueriesProvider value={news}>
              <SessionProvider value={answer}>
                <ToastProvider>
                  <RouterProvider router={router} />
                </ToastProvider>
              </SessionProvider>
            </NewsQueriesProvider>
          </ReauthProvider>
        </AccountApiProvider>
      </ApiProvider>
    </I18nProvider>,
  );
  return { ...result, router };
}

/** A promise the test settles by hand, to look at a state while a call is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
