/** Small line icons of the toolbar (decorative: each button is named by its label). */
function Icon({ d }: { d: string }) {
  return (
    <svg className="rte-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export const ICONS = {
  left: <Icon d="M2 3h12M2 6.5h8M2 10h12M2 13.5h8" />,
  center: <Icon d="M2 3h12M4 6.5h8M2 10h12M4 13.5h8" />,
  right: <Icon d="M2 3h12M6 6.5h8M2 10h12M6 13.5h8" />,
  justify: <Icon d="M2 3h12M2 6.5h12M2 10h12M2 13.5h12" />,
  bullet: <Icon d="M6 4h8M6 8h8M6 12h8M2.5 4h.5M2.5 8h.5M2.5 12h.5" />,
  number: <Icon d="M6 4h8M6 8h8M6 12h8M2 2.5h1v3M2 9.5h1.5L2 11.5h1.5" />,
  link: <Icon d="M6.5 9.5l3-3M7 4.5l1.2-1.2a2.5 2.5 0 013.5 3.5L10.5 8M9 11.5l-1.2 1.2a2.5 2.5 0 01-3.5-3.5L5.5 8" />,
  quote: <Icon d="M3 4.5h3.5v3.5c0 2-1 3-3 3.5M9.5 4.5H13v3.5c0 2-1 3-3 3.5" />,
  clear: <Icon d="M3 3h8M7 3l-2.5 10M9.5 9.5l4 4M13.5 9.5l-4 4" />,
  more: (
    <svg className="rte-icon rte-icon--more" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="3" cy="8" r="1.4" />
      <circle cx="8" cy="8" r="1.4" />
      <circle cx="13" cy="8" r="1.4" />
    </svg>
  ),
} as const;
