import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './badge.module.css';

export type BadgeTone = 'success' | 'info' | 'neutral' | 'warning' | 'danger';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & {
  /** Colour of the badge; the text always says the same, so colour is never the only cue. */
  tone?: BadgeTone;
  /** A small dot before the text (for states such as «Опубликована»). */
  dot?: boolean;
  children: ReactNode;
};

/** A short status label with text (e.g. a news item's state), never broken across lines. */
export function Badge({ tone = 'neutral', dot = false, className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx(styles.badge, styles[tone], className)}>
      {dot && <span className={styles.dot} aria-hidden="true" />}
      {children}
    </span>
  );
}
