import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../internal/cx';
import { SelectChevron } from '../../internal/SelectChevron';
import type { FieldTextProps } from '../../internal/FieldShell';
import { LabelledField, fieldStyles, useFieldIds } from '../../internal/FieldShell';
import styles from './select.module.css';

export type NativeSelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> &
  FieldTextProps & {
    options: readonly { value: string; label: string }[];
    /** The first, empty option («Выберите…»); chosen while nothing else is. */
    placeholder?: string;
  };

/**
 * A native `<select>` drawn like `Select` (same box, border and chevron) for forms that must be
 * sent without JavaScript: the browser's own list opens, so phones show their picker. Label, hint,
 * control and error come in the kit's order (the error right under the control), like every field.
 */
export function NativeSelect({
  label,
  hint,
  error,
  id,
  className,
  options,
  placeholder,
  ...rest
}: NativeSelectProps) {
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
      <div className={styles.anchor}>
        <select
          {...rest}
          id={ids.id}
          className={cx(fieldStyles.control, styles.native)}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <SelectChevron className={styles.nativeArrow} />
      </div>
    </LabelledField>
  );
}
