/* Small line icons of our own, drawn on a 24×24 grid; they inherit the text colour. */
export const iconBase = {
  viewBox: '0 0 24 24',
  width: 28,
  height: 28,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const ContractIcon = () => (
  <svg {...iconBase}>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9 12h7M9 16h5" />
  </svg>
);

export const CardIcon = () => (
  <svg {...iconBase}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </svg>
);

export const GlobeIcon = () => (
  <svg {...iconBase}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.8 3 2.8 15 0 18M12 3c-2.8 3-2.8 15 0 18" />
  </svg>
);

export const PinIcon = () => (
  <svg {...iconBase}>
    <path d="M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
);

export const RouteIcon = () => (
  <svg {...iconBase}>
    <circle cx="6" cy="18" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <path d="M8.5 18H15a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h6.5" />
  </svg>
);

export const OfficeIcon = () => (
  <svg {...iconBase}>
    <path d="M4 21V5l8-3 8 3v16M4 21h16M9 9h1M14 9h1M9 13h1M14 13h1M10.5 21v-4h3v4" />
  </svg>
);

export const PumpIcon = () => (
  <svg {...iconBase}>
    <path d="M4 21V4h9v17M3 21h11M6.5 8h4M13 9h2.5l2 2v7a1.5 1.5 0 0 0 3 0V8l-3-3" />
  </svg>
);

/** A personal account: a screen with a chart (not the building of the offices). */
export const DashboardIcon = () => (
  <svg {...iconBase}>
    <rect x="3" y="4" width="18" height="14" rx="2" />
    <path d="M7 14v-3M11 14V9M15 14v-5M9 21h6M12 18v3" />
  </svg>
);
