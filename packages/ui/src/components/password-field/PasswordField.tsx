import { useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import type { FieldTextProps } from '../../internal/FieldShell';
import { LabelledField, fieldStyles, useFieldIds } from '../../internal/FieldShell';
import styles from './password-field.module.css';

export type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> &
  FieldTextProps & {
    /** Labels of the show/hide button; without them no button is shown. */
    visibilityLabels?: { show: string; hide: string };
  };

/** A labelled password input, optionally with a button that reveals the password. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  visibilityLabels,
  autoComplete = 'current-password',
  ...rest
}: PasswordFieldProps) {
  const ids = useFieldIds(id, { hint, error }, rest['aria-describedby']);
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      className={className}
    >
      <div className={styles.row}>
        <input
          {...rest}
          id={ids.id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          className={cx(fieldStyles.control, visibilityLabels && styles.withToggle)}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
        />
        {visibilityLabels && (
          <button
            type="button"
            className={styles.toggle}
            aria-controls={ids.id}
            disabled={rest.disabled}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? visibilityLabels.hide : visibilityLabels.show}
          </button>
        )}
      </div>
    </LabelledField>
  );
}
