import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './toast.module.css';

export type ToastTone = 'success' | 'info' | 'error';

export interface ToastMessage {
  id: string | number;
  message: ReactNode;
  tone?: ToastTone;
  /**
   * One way back, e.g. «Отменить» after a delete. A toast with an action stays until it is used
   * or closed (no time limit on acting, WCAG 2.2.1).
   */
  action?: { label: string; onAction: () => void };
}

export interface ToastRegionProps {
  toasts: readonly ToastMessage[];
  /** Called when a toast is closed by its button or when its time is up. */
  onDismiss: (id: ToastMessage['id']) => void;
  /** Accessible name of each close button, e.g. «Закрыть уведомление». */
  dismissLabel: string;
  /** How long a toast stays, in ms; it waits while hovered or focused. 0 keeps toasts. */
  duration?: number;
  className?: string;
}

/**
 * Short confirmations («Новость сохранена») in a polite live region that is always present, so
 * screen readers announce each new toast without moving the focus. A toast closes itself after
 * `duration` (not while the pointer or the focus is on it) or with its close button.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  dismissLabel,
  duration = 6000,
  className,
}: ToastRegionProps) {
  return (
    // A plain polite live region (not role="status", which is atomic): only the new toast is read.
    <div className={cx(styles.region, className)} aria-live="polite" aria-relevant="additions text">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          toast={toast}
          onDismiss={onDismiss}
          dismissLabel={dismissLabel}
          duration={duration}
        />
      ))}
    </div>
  );
}

function Toast({
  toast,
  onDismiss,
  dismissLabel,
  duration,
}: {
  toast: ToastMessage;
  onDismiss: ToastRegionProps['onDismiss'];
  dismissLabel: string;
  duration: number;
}) {
  const [paused, setPaused] = useState(false);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  const lasting = duration <= 0 || toast.action !== undefined;
  useEffect(() => {
    if (lasting || paused) return;
    const timer = setTimeout(() => dismiss.current(toast.id), duration);
    return () => clearTimeout(timer);
  }, [duration, lasting, paused, toast.id]);

  return (
    <div
      className={cx(styles.toast, styles[toast.tone ?? 'success'])}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.mark} aria-hidden="true" />
      <p className={styles.message}>{toast.message}</p>
      {toast.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            toast.action?.onAction();
            onDismiss(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.dismiss}
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
