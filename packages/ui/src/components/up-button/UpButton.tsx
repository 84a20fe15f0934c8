import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { cx } from '../../internal/cx';
import styles from './up-button.module.css';

export type UpButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> & {
  /** Accessible name and tooltip, e.g. «Наверх». */
  label: string;
  /** Id of the element to scroll to (e.g. the header); the top of the page without it. */
  targetId?: string;
};

function scrollBehavior(): ScrollBehavior {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return reduced ? 'auto' : 'smooth';
}

/**
 * Scrolls smoothly to `targetId` or the top, instantly when the user prefers reduced motion, and
 * moves keyboard focus there. It is an in-page link, so it also works before hydration.
 */
export function UpButton({ label, targetId, className, onClick, ...rest }: UpButtonProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const behavior = scrollBehavior();
    const target = targetId ? document.getElementById(targetId) : null;
    if (target) {
      target.scrollIntoView({ behavior, block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    } else {
      window.scrollTo({ top: 0, behavior });
    }
  };
  return (
    <a
      {...rest}
      href={targetId ? `#${targetId}` : '#'}
      className={cx(styles.upButton, className)}
      aria-label={label}
      title={label}
      onClick={handleClick}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
    </a>
  );
}
