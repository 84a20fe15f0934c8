import { cx } from '../../internal/cx';
import hidden from '../../internal/visually-hidden.module.css';
import styles from './store-badge.module.css';

export type AppStore = 'apple' | 'android';

export interface StoreBadgeProps {
  store: AppStore;
  /** The app's page in the store (opens in a new tab). */
  href: string;
  /** The small line, e.g. «Загрузите в» / «Download on the». */
  caption: string;
  /** The store's name, e.g. «App Store». */
  name: string;
  /** Said after the name, e.g. «(откроется в новой вкладке)». */
  newTabLabel: string;
  /**
   * The address of an official badge picture (which carries its own words). Without it the kit
   * draws its own badge: a generic glyph and the two lines of text.
   */
  artwork?: string;
  className?: string;
}

/** Our own glyphs, not the stores' logos: a phone for the App Store, a shopping bag for Google Play. */
function StoreGlyph({ store }: { store: AppStore }) {
  return store === 'apple' ? (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.glyph}>
      <rect
        x="6"
        y="2"
        width="12"
        height="20"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M10 5h4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="12" cy="18.5" r="1.1" fill="currentColor" />
      <path
        d="m9.5 12.5 2 2 3.5-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.glyph}>
      <path
        d="M4.5 8h15l-1.2 12.2a1 1 0 0 1-1 .8H6.7a1 1 0 0 1-1-.8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M8.5 10V6.5a3.5 3.5 0 0 1 7 0V10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M10.5 12.5v5l4-2.5z" fill="currentColor" />
    </svg>
  );
}

/**
 * A link to an app's page in a store, in the look of the stores' badges: black, rounded, a glyph
 * and two lines («Загрузите в» / «App Store»). Opens in a new tab. Swap in the official badge
 * with `artwork`.
 */
export function StoreBadge({
  store,
  href,
  caption,
  name,
  newTabLabel,
  artwork,
  className,
}: StoreBadgeProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cx(styles.badge, artwork && styles.artwork, className)}
    >
      {artwork ? (
        <img src={artwork} alt={`${caption} ${name}`} className={styles.image} />
      ) : (
        <>
          <StoreGlyph store={store} />
          <span className={styles.words}>
            <span className={styles.caption}>{caption}</span>{' '}
            <span className={styles.name}>{name}</span>
          </span>
        </>
      )}
      <span className={hidden.visuallyHidden}> {newTabLabel}</span>
    </a>
  );
}
