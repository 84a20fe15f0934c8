import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import type { FieldTextProps } from '../../internal/FieldShell';
import { LabelledField, fieldStyles, useFieldIds } from '../../internal/FieldShell';
import styles from './text-area.module.css';

export type TextAreaProps = Omit<ComponentPropsWithRef<'textarea'>, 'children'> &
  FieldTextProps & {
    /** Monospaced text, e.g. for the SQL explorer. */
    monospace?: boolean;
  };

/** A labelled multi-line input with optional hint and error text. */
export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  monospace,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, { hint, error }, rest['aria-describedby']);
  return (
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      className={className}
    >
      <textarea
        {...rest}
        id={ids.id}
        rows={rows}
        className={cx(fieldStyles.control, styles.textArea, monospace && styles.monospace)}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
      />
    </LabelledField>
  );
}
