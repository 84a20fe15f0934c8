import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './alert.module.css';

export type AlertVariant = 'error' | 'info' | 'success';

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  variant?: AlertVariant;
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Shows a close button when given together with `dismissLabel`. */
  onDismiss?: () => void;
  /** Accessible name of the close button, e.g. «Закрыть». */
  dismissLabel?: string;
};

/**
 * A message box. It is a live region with role="alert" (read at once) by default; pass
 * role="status" for messages that should wait for the screen reader to finish.
 */
export function Alert({
  variant = 'error',
  title,
  children,
  onDismiss,
  dismissLabel,
  className,
  role = 'alert',
  ...rest
}: AlertProps) {
  return (
    <div {...rest} role={role} className={cx(styles.alert, styles[variant], className)}>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.text}>{children}</div>}
      </div>
      {onDismiss && dismissLabel && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

export type ErrorLineProps = Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> & {
  /** The error; nothing is rendered while it is empty. */
  message: ReactNode;
};

/** A single line of error text (role="alert"), e.g. under a form or the SQL explorer. */
export function ErrorLine({ message, className, ...rest }: ErrorLineProps) {
  if (message === null || message === undefined || message === false || message === '') return null;
  return (
    <p {...rest} role="alert" className={cx(styles.errorLine, className)}>
      {message}
    </p>
  );
}
