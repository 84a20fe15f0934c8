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
   * draws its own badge: its own store mark and the two lines of text.
   */
  artwork?: string;
  className?: string;
}

/**
 * Our own drawings in the stores' manner (simple shapes, not the stores' files; round 10,
 * finding 9): an apple with a leaf and a bite for the App Store, a four-part play triangle for
 * Google Play. Swap in the official badges with `artwork`.
 */
function StoreGlyph({ store }: { store: AppStore }) {
  return store === 'apple' ? (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={styles.glyph}
      data-glyph="apple"
    >
      <path
        fill="currentColor"
        d="M11.6 7.6c.9 0 2.1-.9 3.5-.9 1.5 0 2.8.7 3.6 1.9-3 1.8-2.5 6 .6 7.2-.5 1.4-1.2 2.7-2.1 3.8-.8 1-1.7 1.9-2.8 1.9-1.1 0-1.5-.7-2.9-.7s-1.8.7-2.9.7c-1.1 0-2-.9-2.8-2C4.4 17.5 3.6 15 3.6 12.8c0-3.3 2.1-5.2 4.3-5.2 1.4 0 2.8.9 3.7.9z"
      />
      <path
        fill="currentColor"
        d="M15.1 2.2c.1 1.2-.4 2.4-1.1 3.2-.7.8-1.8 1.4-2.9 1.3-.1-1.1.4-2.3 1.1-3.1.7-.8 1.9-1.4 2.9-1.4z"
      />
    </svg>
  ) : (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={styles.glyph}
      data-glyph="play"
    >
      <path fill="#2f9bf0" d="M4.5 2.8 13 12l-8.5 9.2a1.4 1.4 0 0 1-.5-1.1V3.9c0-.4.2-.8.5-1.1z" />
      <path fill="#33b463" d="M4.5 2.8c.4-.3 1-.4 1.6-.1l10.3 5.9L13 12z" />
      <path fill="#ea4e3d" d="M4.5 21.2 13 12l3.4 3.4-10.3 5.9c-.6.3-1.2.2-1.6-.1z" />
      <path fill="#fbc02d" d="m16.4 8.6 3.4 1.9c1.1.6 1.1 2.4 0 3l-3.4 1.9L13 12z" />
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
