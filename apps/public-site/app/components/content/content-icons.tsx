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

/** The icon of an info card's icon key. */
export const INFO_CARD_ICONS: Readonly<Record<InfoCardIcon, () => ReactElement>> = {
  laptop: LaptopIcon,
  document: ContractIcon,
  card: CardIcon,
  phone: PhoneIcon,
};
