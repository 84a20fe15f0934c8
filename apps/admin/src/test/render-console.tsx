import type { ApiClient, Role } from '@fuelcard/contracts';
import { createI18n } from '@fuelcard/i18n';
import { I18nextProvider } from '@fuelcard/i18n/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { ApiProvider } from '../lib/api-context';
import { SessionProvider } from '../lib/session-context';

/** A client whose every method fails unless the test gives it an answer. */
export function fakeApi(methods: Partial<ApiClient> = {}): ApiClient {
  const unexpected = (name: string) => vi.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  const names: (keyof ApiClient)[] = [
    'listNews', 'login', 'secure', 'listAdministrators', 'createAdministrator', 'updateAdministrator',
    'deleteAdministrator', 'createNews', 'updateNews', 'deleteNews', 'executeSql', 'sendCookieConsent', 'health',
  ];
  return Object.fromEntries(names.map((name) => [name, methods[name] ?? unexpected(name)])) as unknown as ApiClient;
}

export interface RenderOptions {
  api: ApiClient;
  /** The role of the session check; null renders without a session. */
  role?: Role | null;
  path?: string;
  /** Route pattern of the element (default: the path itself). */
  route?: string;
}

/** Renders an element of the console with its providers, as the dashboard would. */
export function renderConsole(element: ReactElement, { api, role = 'superadmin', path = '/', route }: RenderOptions): RenderResult {
  const i18n = createI18n({ lng: 'ru', sections: ['common', 'admin'] });
  const session = role ? { message: 'ok', role } : null;
  return render(
    <I18nextProvider i18n={i18n}>
      <ApiProvider value={api}>
        <SessionProvider value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route ?? path} element={element} />
              <Route path="/administrator" element={<p>login page</p>} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </ApiProvider>
    </I18nextProvider>,
  );
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
