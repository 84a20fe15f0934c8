import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { FieldTextProps } from '../../internal/FieldShell';
import { LabelledField, fieldStyles, useFieldIds } from '../../internal/FieldShell';
import { useParsedText } from '../../internal/use-parsed-text';
import { parseTimeText } from '../date-field/date-text';
import styles from './time-field.module.css';

export type TimeFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
> &
  FieldTextProps & {
    /** `HH:MM` (24 h), or '' for none; a text that is no time is kept as typed. */
    value: string;
    /** Called with `HH:MM`, '' when cleared, or the trimmed text when it is no time. */
    onValueChange: (value: string) => void;
    /** The error for a text that is no time («25:00»). */
    invalidLabel: string;
    /**
     * Muted text inside the box after the value (the time zone, «Минск»). It is shown only
     * (aria-hidden): say the zone in the field's hint or description («Время по Минску; …»), so
     * that a screen reader hears it once.
     */
    suffix?: ReactNode;
  };

const same = (value: string) => value;

/**
 * A labelled 24 h time: a text input taking «9:00», «09:00» and «0900» (written out as `09:00` on
 * blur), with an optional muted suffix inside its box. The placeholder says what an empty time
 * means where it is used («00:00» for a start, «23:59» for an end).
 */
export function TimeField({
  label,
  hint,
  error,
  id,
  className,
  value,
  onValueChange,
  invalidLabel,
  suffix,
  onBlur,
  ...rest
}: TimeFieldProps) {
  const field = useParsedText({ value, onValueChange, parse: parseTimeText, format: same, onBlur });
  const shownError = field.invalid ? invalidLabel : error;
  const ids = useFieldIds(id, { hint, error: shownError }, rest['aria-describedby']);
  return (
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={shownError}
      required={rest.required}
      className={className}
    >
      <div className={styles.row}>
        <input
          {...rest}
          id={ids.id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={cx(
            fieldStyles.control,
            styles.input,
            suffix !== undefined && styles.withSuffix,
          )}
          value={field.text}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
        />
        {suffix !== undefined && (
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
    </LabelledField>
  );
}
