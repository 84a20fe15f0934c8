import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import type { FieldTextProps } from '../../internal/FieldShell';
import { FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '../../internal/FieldShell';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> &
  FieldTextProps & {
    type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date' | 'password';
  };

/** A labelled single-line input with optional hint and error text. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error }, rest['aria-describedby']);
  return (
    <div className={cx(fieldStyles.field, ids.invalid && fieldStyles.invalid, className)}>
      <FieldLabel htmlFor={ids.id} required={rest.required}>
        {label}
      </FieldLabel>
      <FieldMessages ids={ids} hint={hint} error={error} />
      <input
        {...rest}
        id={ids.id}
        type={type}
        className={fieldStyles.control}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
      />
    </div>
  );
}
