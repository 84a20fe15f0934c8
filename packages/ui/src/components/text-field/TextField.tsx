import type { ComponentPropsWithRef } from 'react';
import type { FieldTextProps } from '../../internal/FieldShell';
import { LabelledField, fieldStyles, useFieldIds } from '../../internal/FieldShell';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> &
  FieldTextProps & {
    type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date' | 'time' | 'password';
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
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      className={className}
    >
      <input
        {...rest}
        id={ids.id}
        type={type}
        className={fieldStyles.control}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
      />
    </LabelledField>
  );
}
