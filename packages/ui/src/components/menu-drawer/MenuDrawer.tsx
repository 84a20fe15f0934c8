import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { focusableElements } from '../../internal/focusable';
import { inertOutside } from '../../internal/inert-outside';
import { useIsClient } from '../../internal/use-is-client';
import styles from './menu-drawer.module.css';

export interface MenuDrawerProps {
  /**
   * The button's name, e.g. «Меню»; a node may hold two names of which CSS shows one (e.g. «Ещё»
   * where the page shows the navigation itself), since hidden text is not part of the name.
   */
  label: ReactNode;
  /** The button's name while the drawer is open, e.g. «Закрыть»; `label` when not given. */
  closeLabel?: string;
  /** Id of the drawer (the button's aria-controls). */
  id: string;
  /** A change of this value closes the drawer (e.g. the page's path: navigation closes it). */
  closeKey?: unknown;
  /** Shown at the top of the open drawer, beside the close button (e.g. the language choice). */
  heading?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The menu of narrow screens: a button that opens a drawer (the whole screen on phones, a sheet at
 * the right over the dimmed page from 600 px). It is a native
 * `<details>`, so it opens and closes before hydration and without JavaScript (the button stays
 * in the top corner as the close button, named `closeLabel` while open). Once hydrated the button carries aria-expanded and
 * aria-controls, the rest of the page is inert while it is open, Tab cycles inside it, and
 * Escape (focus back on the button) or a change of `closeKey` closes it.
 */
export function MenuDrawer({
  label,
  closeLabel,
  id,
  closeKey,
  heading,
  children,
  className,
}: MenuDrawerProps) {
  const hydrated = useIsClient();
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  // Opened before hydration: take over the native state.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  const lastCloseKey = useRef(closeKey);
  useEffect(() => {
    if (Object.is(lastCloseKey.current, closeKey)) return;
    lastCloseKey.current = closeKey;
    setOpen(false);
  }, [closeKey]);

  useEffect(() => {
    if (!open || !detailsRef.current) return;
    const release = inertOutside(detailsRef.current);
    document.documentElement.dataset.menuOpen = '';
    return () => {
      release();
      delete document.documentElement.dataset.menuOpen;
    };
  }, [open]);

  return (
    <details
      ref={detailsRef}
      className={cx(styles.menu, className)}
      open={open}
      onToggle={(event) => {
        if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
      }}
      onKeyDown={(event) => {
        if (!open) return;
        if (event.key === 'Escape') {
          event.preventDefault();
          setOpen(false);
          summaryRef.current?.focus();
        } else if (event.key === 'Tab' && detailsRef.current) {
          const items = focusableElements(detailsRef.current);
          const first = summaryRef.current;
          const last = items.at(-1);
          if (event.shiftKey && document.activeElement === first && last) {
            event.preventDefault();
            last.focus();
          } else if (!event.shiftKey && document.activeElement === last && first) {
            event.preventDefault();
            first.focus();
          }
        }
      }}
    >
      <summary
        ref={summaryRef}
        className={styles.button}
        // Before hydration the native disclosure state is announced; a fixed 'false' would lie.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={id}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
      >
        <span className={styles.icon} aria-hidden="true" />
        {/* Both names are rendered and CSS shows the one for the state, before hydration too. */}
        <span className={closeLabel ? styles.openLabel : undefined}>{label}</span>
        {closeLabel && <span className={styles.closeLabel}>{closeLabel}</span>}
      </summary>
      {/* From 600 px the drawer is a sheet at the side: a click on the dimmed page closes it
          (Escape and the button do so from the keyboard). */}
      <div className={styles.scrim} aria-hidden="true" onClick={() => setOpen(false)} />
      <div id={id} className={styles.drawer}>
        <div className={styles.top}>{heading}</div>
        <div className={styles.content}>{children}</div>
      </div>
    </details>
  );
}
