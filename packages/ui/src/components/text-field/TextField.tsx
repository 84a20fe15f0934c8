import type { ComponentPropsWithRef, CSSProperties, ReactNode } from 'react';
import type { FieldTextProps } from '../../internal/FieldShell';
import { LabelledField, fieldStyles, useFieldIds } from '../../internal/FieldShell';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> &
  FieldTextProps & {
    type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date' | 'time' | 'password';
    /**
     * Static muted text inside the field's box, before what is typed (a page address's «/news/»).
     * It is not part of the value; the control is described by it.
     */
    leadingText?: ReactNode;
  };

/** A labelled single-line input with optional hint and error text. */
export function TextField({
  label,
  hint,
  error,
  id,
  className,
  type = 'text',
  leadingText,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error }, rest['aria-describedby']);
  const leadingId = `${ids.id}-leading`;
  const input = (
    <input
      {...rest}
      id={ids.id}
      type={type}
      className={fieldStyles.control}
      aria-invalid={ids.invalid}
      aria-describedby={
        leadingText ? [leadingId, ids.describedBy].filter(Boolean).join(' ') : ids.describedBy
      }
    />
  );
  return (
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={error}
      required={rest.required}
      className={className}
    >
      {leadingText ? (
        <div
          className={fieldStyles.affixed}
          style={
            typeof leadingText === 'string'
              ? ({ '--leading-width': `${leadingText.length}ch` } as CSSProperties)
              : undefined
          }
        >
          <span id={leadingId} className={fieldStyles.leading}>
            {leadingText}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </LabelledField>
  );
}
