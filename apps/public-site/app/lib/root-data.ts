import type { PublicLanguage, TextTree } from '@fuelcard/i18n';
import { useRouteLoaderData } from 'react-router';
import type { PanelGroup, PanelName } from '../content/nav-panels';
import type { OfficeView } from './office-view';
import type { OperatorView } from './operator-view';

/** What the root loader hands every page: the language, the frame's texts and data. */
export interface RootData {
  lang: PublicLanguage;
  texts: TextTree;
  hydrate: boolean;
  nonce: string | undefined;
  /** The two outside sites of the header buttons. */
  links: { gasStationMap: string; personalAccount: string };
  /** The groups of the partners and clients panels of the main navigation. */
  navPanels: Record<PanelName, readonly PanelGroup[]>;
  /** The six offices of the dropdown and the footer, in the page's language. */
  offices: readonly OfficeView[];
  /** The operator's legal details (footer of every page, /about, /offer, /privacy). */
  operator: OperatorView;
  /** The origin of absolute links (SITE_URL, else the request's): the error pages' link preview. */
  origin: string;
  /** The current year, for the copyright line. */
  year: number;
}

/** The root loader's data; throws if used outside the root route's tree before it loaded. */
export function useRootData(): RootData {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) throw new Error('The root data is not loaded.');
  return data;
}
