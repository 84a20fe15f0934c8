/**
 * The console's line icons (our own drawings on a 20 × 20 grid, stroked in the text colour).
 * Always decorative: the control they sit in carries the name.
 */
const PATHS = {
  dashboard: 'M3 3h6v8H3zM11 3h6v5h-6zM11 10h6v7h-6zM3 13h6v4H3z',
  users:
    'M7.5 9.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 17c0-3 2.5-5 5.5-5s5.5 2 5.5 5M13 3.7a3 3 0 0 1 0 5.6M15 12.3c1.8.6 3 2.3 3 4.7',
  news: 'M4 2.5h9l3 3v12H4zM7 7h6M7 10h6M7 13h4',
  database:
    'M10 2.5c3.6 0 6 1.1 6 2.5s-2.4 2.5-6 2.5S4 6.4 4 5s2.4-2.5 6-2.5zM4 5v10c0 1.4 2.4 2.5 6 2.5s6-1.1 6-2.5V5M4 10c0 1.4 2.4 2.5 6 2.5s6-1.1 6-2.5',
  settings:
    'M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM10 1.8v2.4M10 15.8v2.4M1.8 10h2.4M15.8 10h2.4M4.2 4.2l1.7 1.7M14.1 14.1l1.7 1.7M4.2 15.8l1.7-1.7M14.1 5.9l1.7-1.7',
  external: 'M11 3h6v6M17 3l-8 8M14 12v4.5H3.5V6H8',
  menu: 'M3 5.5h14M3 10h14M3 14.5h14',
  logout: 'M8 3.5H4v13h4M12.5 6.5 16 10l-3.5 3.5M16 10H7.5',
  plus: 'M10 4v12M4 10h12',
  filter: 'M3 5h14M5.5 10h9M8 15h4',
  sort: 'M6 3.5v13M3 13.5l3 3 3-3M14 16.5v-13M11 6.5l3-3 3 3',
  search: 'M8.5 14.5a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM13 13l4.5 4.5',
  calendar: 'M3.5 4.5h13v12h-13zM3.5 8h13M7 2.5v4M13 2.5v4',
  clock: 'M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15zM10 6v4.5l3 2',
  copy: 'M7 7h10v10H7zM13 7V3H3v10h4',
  download: 'M10 3v10M5.5 8.5 10 13l4.5-4.5M3.5 16.5h13',
  inbox: 'M3 10.5 5 4h10l2 6.5v5.5H3zM3 10.5h4l1 2h4l1-2h4',
  history: 'M3.5 10a6.5 6.5 0 1 0 2-4.7M3 3v3.5h3.5M10 6.5V10l2.5 1.5',
  play: 'M6 4l10 6-10 6z',
  close: 'M5 5l10 10M15 5 5 15',
  expand: 'M12 3h5v5M17 3l-6 6M8 17H3v-5M3 17l6-6',
  chevronDown: 'M5.5 8 10 12.5 14.5 8',
  chevronRight: 'M8 5.5 12.5 10 8 14.5',
  warning: 'M10 3 18 16.5H2zM10 8v4M10 14.3v.2',
  image: 'M3 4h14v12H3zM3 13l4-4 3 3 2-2 5 5M13.5 8.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  upload: 'M10 13V3M5.5 7.5 10 3l4.5 4.5M3.5 16.5h13',
  edit: 'M12.5 3.5l4 4L7 17H3v-4zM10.5 5.5l4 4',
  trash: 'M3.5 5.5h13M8 5.5v-2h4v2M5.5 5.5l.8 11h7.4l.8-11M8.5 8.5v5M11.5 8.5v5',
  eye: 'M1.8 10S4.8 4.5 10 4.5 18.2 10 18.2 10 15.2 15.5 10 15.5 1.8 10 1.8 10zM10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  shield: 'M10 2.5 16 5v4.5c0 3.8-2.6 6.9-6 8-3.4-1.1-6-4.2-6-8V5zM7.2 10l2 2 3.6-3.8',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({
  name,
  size = 20,
  className,
}: {
  name: IconName;
  size?: number;
  className?: string;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 20 20"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
