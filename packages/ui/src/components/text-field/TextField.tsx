import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { FieldTextProps } from '../../internal/FieldShell';
import { LabelledField, fieldStyles, useFieldIds } from '../../internal/FieldShell';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'children'> &
  FieldTextProps & {
    type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date' | 'time' | 'password';
    /**
     * Static muted text in the field's box, before what is typed (a page address's «/news/»): a
     * segment of its own beside the input, never over the value. It is not part of the value; the
     * control is described by it.
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
        // One box: the muted text, which never scrolls, then the input (review s47, finding 3).
        // A press on the text puts the caret in the input, as on the rest of the box.
        <div className={fieldStyles.affixed}>
          <span
            id={leadingId}
            className={fieldStyles.leading}
            onMouseDown={(event) => {
              const control = event.currentTarget.nextElementSibling;
              if (!(control instanceof HTMLInputElement) || control.disabled) return;
              event.preventDefault();
              control.focus();
            }}
          >
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
