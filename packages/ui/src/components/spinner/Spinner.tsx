import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import hidden from '../../internal/visually-hidden.module.css';
import styles from './spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & {
  /** What is loading, read by screen readers (e.g. «Загрузка новостей»). */
  label: string;
  size?: SpinnerSize;
};

/** A spinning indicator in a polite live region; its label is read, not shown. */
export function Spinner({ label, size = 'md', className, ...rest }: SpinnerProps) {
  return (
    <span {...rest} role="status" className={cx(styles.spinner, className)}>
      <span className={cx(styles.circle, styles[size])} aria-hidden="true" />
      <span className={hidden.visuallyHidden}>{label}</span>
    </span>
  );
}

export type LoadingTextProps = Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> & {
  /** The visible text, e.g. «Загрузка…». */
  text: string;
};

/** A visible loading message with a small spinner, in a polite live region. */
export function LoadingText({ text, className, ...rest }: LoadingTextProps) {
  return (
    <p {...rest} role="status" className={cx(styles.loadingText, className)}>
      <span className={cx(styles.circle, styles.sm)} aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
