import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import type { FieldTextProps } from '../../internal/FieldShell';
import { FieldMessages, useFieldIds } from '../../internal/FieldShell';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> &
  FieldTextProps;

/** A native checkbox with its label beside it, plus optional hint and error text. */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, { hint, error }, rest['aria-describedby']);
  return (
    <div className={cx(styles.checkbox, className)}>
      <div className={styles.row}>
        <input
          {...rest}
          id={ids.id}
          type="checkbox"
          className={styles.input}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.id} className={styles.label}>
          {label}
        </label>
      </div>
      <div className={styles.messages}>
        <FieldMessages ids={ids} hint={hint} error={error} />
      </div>
    </div>
  );
}
