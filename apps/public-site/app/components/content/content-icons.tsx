import type { ReactElement } from 'react';
import type { InfoCardIcon } from '../../content/info-cards';
import { CardIcon, ContractIcon, iconBase as base } from '../shared/icons';

/* Line icons of our own on a 24×24 grid, in the style of ../shared/icons; they inherit the text colour. */

export const LaptopIcon = () => (
  <svg {...base}>
    <rect x="4" y="5" width="16" height="11" rx="1.5" />
    <path d="M2 19h20M10 8.5l-2 2 2 2M14 8.5l2 2-2 2" />
  </svg>
);

export const PhoneIcon = () => (
  <svg {...base}>
    <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
    <path d="M10.5 18.5h3" />
  </svg>
);

/** A page of text with an arrow: a link to a page among downloads (not a file). */
export const PageLinkIcon = () => (
  <svg {...base}>
    <path d="M6 2.5h8l4 4v6" />
    <path d="M14 2.5v4h4" />
    <path d="M6 2.5v19h7" />
    <path d="M9 9.5h6M9 13h5" />
    <path d="M15.5 18h6M19 15.5l2.5 2.5-2.5 2.5" />
  </svg>
);

/** The icon of an info card's icon key. */
export const INFO_CARD_ICONS: Readonly<Record<InfoCardIcon, () => ReactElement>> = {
  laptop: LaptopIcon,
  document: ContractIcon,
  card: CardIcon,
  phone: PhoneIcon,
};
