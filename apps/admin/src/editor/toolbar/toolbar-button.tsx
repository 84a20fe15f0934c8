import type { ReactNode } from 'react';

export interface ToolbarButtonProps {
  /** The accessible name, also shown as a tooltip. */
  label: string;
  /** Whether the format is on for the selection; leave out for one-shot actions. */
  pressed?: boolean;
  disabled?: boolean;
  onPress: () => void;
  className?: string;
  children: ReactNode;
}

/** One toolbar button. A mouse press does not take the focus (and the selection) from the editor. */
export function ToolbarButton({ label, pressed, disabled, onPress, className, children }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      className={className ? `rte-tool ${className}` : 'rte-tool'}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
