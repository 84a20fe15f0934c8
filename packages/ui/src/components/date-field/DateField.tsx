import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import type { ComponentPropsWithRef, KeyboardEvent } from 'react';
import { cx } from '../../internal/cx';
import type { FieldTextProps } from '../../internal/FieldShell';
import { LabelledField, fieldStyles, useFieldIds } from '../../internal/FieldShell';
import { useParsedText } from '../../internal/use-parsed-text';
import { formatDateText, parseDateText } from './date-text';
import styles from './date-field.module.css';

const Calendar = lazy(() => import('./Calendar'));

export interface DateFieldLabels {
  /** The calendar button's name («Выбрать дату в календаре»). */
  openCalendar: string;
  /** The calendar popover's name («Календарь»). */
  calendar: string;
  /** The error for a text that is no date (or no such day). */
  invalid: string;
}

export type DateFieldProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
> &
  FieldTextProps & {
    /** ISO `YYYY-MM-DD`, or '' for none; a text that is no date is kept as typed. */
    value: string;
    /** Called with the ISO day, '' when cleared, or the trimmed text when it is no date. */
    onValueChange: (value: string) => void;
    labels: DateFieldLabels;
    /** The calendar's language (month and weekday names); Monday is first in both. */
    language?: 'ru' | 'en';
    /**
     * An ISO day whose month an empty field's calendar opens on (a related date: an end's start,
     * a start's publication date), rather than today's.
     */
    nearDate?: string | undefined;
  };

/**
 * A labelled date: a text input in the kit's style showing DD.MM.YYYY (it takes «6.12.2026»,
 * «06.12.2026» and a pasted ISO «2026-12-06», written out on blur) with a calendar button inside
 * its box that opens a popover calendar (a bottom sheet across the screen below 1024 px).
 */
export function DateField({
  label,
  hint,
  error,
  id,
  className,
  value,
  onValueChange,
  labels,
  language = 'ru',
  nearDate,
  onBlur,
  ...rest
}: DateFieldProps) {
  const field = useParsedText({
    value,
    onValueChange,
    parse: parseDateText,
    format: formatDateText,
    onBlur,
  });
  const shownError = field.invalid ? labels.invalid : error;
  const ids = useFieldIds(id, { hint, error: shownError }, rest['aria-describedby']);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = (focus: 'button' | 'input') => {
    setOpen(false);
    (focus === 'button' ? button : input).current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // The calendar closes, not the dialog round the field.
    event.preventDefault();
    event.stopPropagation();
    close('button');
  };
  const popoverId = `${ids.id}-calendar`;

  return (
    <LabelledField
      ids={ids}
      label={label}
      hint={hint}
      error={shownError}
      required={rest.required}
      className={className}
    >
      <div
        ref={root}
        className={styles.row}
        onKeyDown={open ? onKeyDown : undefined}
        onBlur={(event) => {
          // Tab out of the field and its calendar closes the calendar.
          const next = event.relatedTarget;
          if (open && next instanceof Node && !root.current?.contains(next)) setOpen(false);
        }}
      >
        <input
          {...rest}
          ref={input}
          id={ids.id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={cx(fieldStyles.control, styles.input)}
          value={field.text}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
        />
        <button
          ref={button}
          type="button"
          className={styles.button}
          aria-label={labels.openCalendar}
          title={labels.openCalendar}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          disabled={rest.disabled}
          onClick={() => setOpen((was) => !was)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M7 2h2v2h6V2h2v2h2a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
            />
          </svg>
        </button>
        {open && (
          // A phone's sheet dims what is behind it; a tap there closes the sheet and goes no
          // further (the layer takes it). Not drawn from 1024 px, where the calendar is a popover.
          <div
            className={styles.backdrop}
            aria-hidden="true"
            data-testid="date-field-backdrop"
            onClick={() => close('button')}
          />
        )}
        {open && (
          <div id={popoverId} role="dialog" aria-label={labels.calendar} className={styles.popover}>
            {/* On a phone's sheet, which covers the field, the field's name over the month. */}
            <p className={styles.sheetTitle} aria-hidden="true">
              {label}
            </p>
            <Suspense fallback={<div className={styles.loading} />}>
              <Calendar
                value={parseDateText(field.text).kind === 'valid' ? value : ''}
                near={nearDate}
                language={language}
                onPick={(iso) => {
                  field.pick(iso);
                  close('input');
                }}
              />
            </Suspense>
          </div>
        )}
      </div>
    </LabelledField>
  );
}
