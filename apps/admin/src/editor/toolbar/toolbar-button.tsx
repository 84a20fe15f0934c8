import type { ReactNode } from 'react';

export interface ToolbarButtonProps {
  /** The accessible name, also shown as a tooltip (or on the button, with `named`). */
  label: string;
  /** Whether the format is on for the selection; leave out for one-shot actions. */
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  className?: string;
  /** Shows the name beside the icon (the phone's «Ещё» sheet): the name is then the visible text. */
  named?: boolean;
  children: ReactNode;
}

/** One toolbar button. A mouse press does not take the focus (and the selection) from the editor. */
export function ToolbarButton({ label, pressed, disabled, onPress, className, named, children }: ToolbarButtonProps) {
  const classes = ['rte-tool', named && 'rte-tool--named', className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-label={named ? undefined : label}
      title={named ? undefined : label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {named ? (
        <>
          <span className="rte-tool__icon" aria-hidden="true">
            {children}
          </span>
          <span className="rte-tool__name">{label}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
