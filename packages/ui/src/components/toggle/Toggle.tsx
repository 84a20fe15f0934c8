import { useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import type { FieldTextProps } from '../../internal/FieldShell';
import { FieldMessages, useFieldIds } from '../../internal/FieldShell';
import styles from './toggle.module.css';

export type ToggleProps = Omit<
  ComponentPropsWithRef<'button'>,
  'onChange' | 'children' | 'role' | 'type' | 'value' | 'defaultChecked'
> &
  FieldTextProps & {
    /** Controlled state. */
    checked?: boolean;
    /** Initial state when uncontrolled. */
    defaultChecked?: boolean;
    onCheckedChange?: (checked: boolean) => void;
  };

/** An on/off switch (role="switch") with a visible label, e.g. a cookie category. */
export function Toggle({
  label,
  hint,
  error,
  id,
  className,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onClick,
  ...rest
}: ToggleProps) {
  const ids = useFieldIds(id, { hint, error }, rest['aria-describedby']);
  const [uncontrolled, setUncontrolled] = useState(defaultChecked);
  const on = checked ?? uncontrolled;
  return (
    <div className={cx(styles.toggle, className)}>
      <div className={styles.row}>
        <label htmlFor={ids.id} className={styles.label}>
          {label}
        </label>
        <button
          {...rest}
          id={ids.id}
          type="button"
          role="switch"
          aria-checked={on}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          className={styles.switch}
          onClick={(event) => {
            onClick?.(event);
            if (event.defaultPrevented) return;
            if (checked === undefined) setUncontrolled(!on);
            onCheckedChange?.(!on);
          }}
        >
          <span className={styles.thumb} aria-hidden="true" />
        </button>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
