import type {
  ButtonHTMLAttributes,
  HTMLAttributes,
  KeyboardEventHandler,
  MouseEventHandler,
  ReactNode,
  Ref,
} from 'react';
import { cx } from '../../internal/cx';
import styles from './modal.module.css';

export interface ModalFrameProps {
  /** The dialog's heading; it also names the dialog (through `titleId`). */
  title: ReactNode;
  /** Id of the heading, unique on the page. */
  titleId: string;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Accessible name of the × button, e.g. «Закрыть». */
  closeLabel: string;
  size?: 'sm' | 'md' | 'lg';
  /** Class of the dialog box. */
  className?: string;
  /** Class of the backdrop that covers the page, e.g. to show the frame only in some state. */
  backdropClassName?: string;
  /** Attributes of the × button (its handler, data attributes). */
  closeButtonProps?: ButtonHTMLAttributes<HTMLButtonElement> & Record<`data-${string}`, string>;
  onBackdropMouseDown?: MouseEventHandler<HTMLDivElement>;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  backdropRef?: Ref<HTMLDivElement>;
  dialogRef?: Ref<HTMLDivElement>;
  contentRef?: Ref<HTMLDivElement>;
  titleRef?: Ref<HTMLHeadingElement>;
  /** Further attributes of the backdrop. */
  backdropProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  /**
   * aria-modal (default true). A frame rendered in place before hydration is not modal yet
   * (nothing keeps focus in it), so it says so; the `Modal` that takes it over is.
   */
  ariaModal?: boolean;
}

/**
 * The modal's look without its behaviour: the backdrop, the box with its heading, × button, body
 * and buttons row. `Modal` renders it in a portal once the page is hydrated and adds focus, inert
 * page and Escape; a server-rendered notice that a `Modal` takes over after hydration renders it
 * in place, so that it looks the same from the first paint.
 */
export function ModalFrame({
  title,
  titleId,
  children,
  footer,
  closeLabel,
  size = 'md',
  className,
  backdropClassName,
  closeButtonProps,
  onBackdropMouseDown,
  onKeyDown,
  backdropRef,
  dialogRef,
  contentRef,
  titleRef,
  backdropProps,
  ariaModal = true,
}: ModalFrameProps) {
  return (
    <div
      {...backdropProps}
      ref={backdropRef}
      className={cx(styles.backdrop, backdropClassName)}
      onMouseDown={onBackdropMouseDown}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal={ariaModal || undefined}
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header}>
          {/* Focusable by script only: a dialog may open with the focus on its heading. */}
          <h2 ref={titleRef} id={titleId} className={styles.title} tabIndex={-1}>
            {title}
          </h2>
          <button
            type="button"
            {...closeButtonProps}
            className={styles.close}
            aria-label={closeLabel}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={contentRef} className={styles.content}>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      </div>
    </div>
  );
}
