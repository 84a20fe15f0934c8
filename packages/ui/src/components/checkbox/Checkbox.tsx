import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import type { FieldTextProps } from '../../internal/FieldShell';
import { FieldError, fieldStyles, useFieldIds } from '../../internal/FieldShell';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> &
  FieldTextProps;

/**
 * A native checkbox in a bordered tile (the same tile as the site's radios), its label beside it
 * and an optional hint under the label. An error stands right under the tile, whose border turns
 * red (review s45b, finding 7: no bar in the gutter). Without an error of its own, `aria-invalid`
 * marks one box of a group in error (its tile gets the red border; the group shows the message).
 */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, { hint, error }, rest['aria-describedby']);
  return (
    <div className={cx(styles.checkbox, ids.invalid && fieldStyles.invalid, className)}>
      <div className={styles.row}>
        <input
          {...rest}
          id={ids.id}
          type="checkbox"
          className={styles.input}
          aria-invalid={ids.invalid ?? rest['aria-invalid']}
          aria-describedby={ids.describedBy}
        />
        <div className={styles.text}>
          <label htmlFor={ids.id} className={styles.label}>
            {label}
          </label>
          {hint && (
            <p id={ids.hintId} className={fieldStyles.hint}>
              {hint}
            </p>
          )}
        </div>
      </div>
      <FieldError ids={ids} error={error} />
    </div>
  );
}
