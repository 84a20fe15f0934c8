import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { focusableElements } from '../../internal/focusable';
import { inertOutside } from '../../internal/inert-outside';
import { useIsClient } from '../../internal/use-is-client';
import { ModalFrame } from './ModalFrame';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (unless disabled) a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading; it also names the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** Accessible name of the × button, e.g. «Закрыть». */
  closeLabel: string;
  size?: 'sm' | 'md' | 'lg';
  /** Element to focus on open; otherwise the first focusable element of the body or footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Focus the heading on open (a dialog that is mostly text to read, e.g. a notice): the reader
   * starts at its top and Tab leads on to the × button and the rest. Ignored with initialFocusRef.
   */
  focusTitle?: boolean;
  closeOnBackdropClick?: boolean;
  className?: string;
}

/**
 * A modal dialog (role="dialog", aria-modal, named by its title) rendered in a portal once the
 * page is hydrated. Focus moves in on open, Tab and Shift+Tab stay inside, Escape closes, and
 * focus returns to the element that opened it. While open, the rest of the page is `inert` (the
 * siblings of the portal container and of its ancestors) and does not scroll.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel,
  size = 'md',
  initialFocusRef,
  focusTitle = false,
  closeOnBackdropClick = true,
  className,
}: ModalProps) {
  const isClient = useIsClient();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const visible = open && isClient;

  useEffect(() => {
    if (!visible) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const target =
      initialFocusRef?.current ??
      (focusTitle ? titleRef.current : null) ??
      (contentRef.current ? focusableElements(contentRef.current)[0] : undefined) ??
      (dialog ? focusableElements(dialog)[0] : undefined) ??
      dialog;
    target?.focus();
    // After the focus moved: focusing reads the styles, and after making the page inert that
    // meant restyling the whole page at once, here; now the browser does it with its next frame.
    const releasePage = backdropRef.current ? inertOutside(backdropRef.current) : () => {};

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      // The page first stops being inert, so that the opener can take focus again.
      releasePage();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // initialFocusRef and focusTitle are read once per opening on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  if (!visible) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableElements(dialogRef.current);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (
      event.shiftKey &&
      (active === first || active === dialogRef.current || active === titleRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <ModalFrame
      title={title}
      titleId={titleId}
      footer={footer}
      closeLabel={closeLabel}
      size={size}
      className={className}
      closeButtonProps={{ onClick: onClose }}
      onBackdropMouseDown={(event) => {
        if (closeOnBackdropClick && event.target === event.currentTarget) onClose();
      }}
      onKeyDown={onKeyDown}
      backdropRef={backdropRef}
      dialogRef={dialogRef}
      contentRef={contentRef}
      titleRef={titleRef}
    >
      {children}
    </ModalFrame>,
    document.body,
  );
}
