import { createI18nWithTexts, resources, type TextTree, type PublicLanguage } from '@fuelcard/i18n';
import { I18nProvider } from './i18n/i18n-context';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub, type LoaderFunction } from 'react-router';

interface RenderOptions {
  lang?: PublicLanguage;
  /** The address the router starts at. */
  path?: string;
  /** A loader for the route that renders the element (e.g. to see revalidations). */
  loader?: LoaderFunction;
}

/** Renders an element inside a router and the whole catalogue of a language. */
export function renderWithSite(element: ReactNode, { lang = 'ru', path = '/', loader }: RenderOptions = {}) {
  const i18n = createI18nWithTexts({ lng: lang, texts: resources[lang] as unknown as TextTree });
  const Stub = createRoutesStub([
    { path: '*', Component: () => <>{element}</>, ...(loader ? { loader } : {}), HydrateFallback: () => null },
  ]);
  return render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nProvider>,
  );
}
