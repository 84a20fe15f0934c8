import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../internal/cx';
import { SelectChevron } from '../../internal/SelectChevron';
import { FieldError, FieldHint, fieldStyles, useFieldIds } from '../../internal/FieldShell';
import hidden from '../../internal/visually-hidden.module.css';
import { SmartLink } from '../link/SmartLink';
import type { SelectProps } from './select-props';
import styles from './select.module.css';

type LinkSelectProps<Value extends string> = SelectProps<Value> & {
  hrefForValue: (value: Value) => string;
};

/**
 * Select with links (`hrefForValue`): a native disclosure (`<details>`) whose box looks like the
 * select and whose options are links, the current one with aria-current. It opens and navigates
 * without JavaScript; once hydrated, Escape, a click outside, leaving it with Tab and following
 * a link close it.
 */
export function LinkSelect<Value extends string = string>({
  label,
  hint,
  error,
  options,
  value: valueProp,
  defaultValue = null,
  onChange,
  placeholder,
  labelHidden,
  disabled,
  id,
  className,
  hrefForValue,
  linkComponent,
}: LinkSelectProps<Value>) {
  const ids = useFieldIds(id, { hint, error });
  const labelId = `${ids.id}-label`;
  const valueId = useId();
  const value = valueProp === undefined ? defaultValue : valueProp;
  const selected = options.find((option) => option.value === value);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  // Opened before hydration: take over the native state.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={cx(
        fieldStyles.field,
        ids.invalid && fieldStyles.invalid,
        styles.select,
        className,
      )}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <span id={labelId} className={labelHidden ? hidden.visuallyHidden : fieldStyles.label}>
        {label}
      </span>
      <FieldHint ids={ids} hint={hint} />
      <details
        ref={detailsRef}
        aria-labelledby={labelId}
        className={styles.anchor}
        open={open}
        // Toggled natively before hydration (and by find-in-page); React drives it after.
        onToggle={(event) => {
          if (event.currentTarget.open !== open) setOpen(event.currentTarget.open);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
            summaryRef.current?.focus();
          }
        }}
      >
        <summary
          ref={summaryRef}
          id={ids.id}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={ids.describedBy}
          aria-disabled={disabled || undefined}
          tabIndex={disabled ? -1 : undefined}
          data-open={open || undefined}
          className={cx(fieldStyles.control, styles.combobox, styles.summary)}
          onClick={(event) => {
            event.preventDefault();
            if (!disabled) setOpen(!open);
          }}
        >
          <span id={valueId} className={cx(styles.value, !selected && styles.placeholder)}>
            {selected ? selected.label : placeholder}
          </span>
          <SelectChevron />
        </summary>
        {!disabled && (
          <ul className={styles.listbox}>
            {options.map((option) => (
              <li key={option.value}>
                {option.disabled ? (
                  <span className={styles.option} aria-disabled="true">
                    {option.label}
                  </span>
                ) : (
                  <SmartLink
                    href={hrefForValue(option.value)}
                    linkComponent={linkComponent}
                    className={cx(styles.option, styles.linkOption)}
                    aria-current={option.value === value ? 'true' : undefined}
                    onClick={() => {
                      setOpen(false);
                      if (option.value !== value) onChange?.(option.value);
                    }}
                  >
                    {option.label}
                  </SmartLink>
                )}
              </li>
            ))}
          </ul>
        )}
      </details>
      <FieldError ids={ids} error={error} />
    </div>
  );
}
