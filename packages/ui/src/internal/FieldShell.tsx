import { useId } from 'react';
import type { ReactNode } from 'react';

import { cx } from './cx';
import styles from './field.module.css';

/** Props every form field shares. */
export interface FieldTextProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; when present the control is aria-invalid and describes itself with it. */
  error?: ReactNode;
}

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
  /** The value for aria-describedby, or undefined when there is nothing to describe. */
  describedBy: string | undefined;
  invalid: true | undefined;
}

/** Stable ids (React's useId, so server and client agree) for a control and its texts. */
export function useFieldIds(
  idProp: string | undefined,
  { hint, error }: Pick<FieldTextProps, 'hint' | 'error'>,
  describedByProp?: string,
): FieldIds {
  const generated = useId();
  const id = idProp ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [describedByProp, hint ? hintId : undefined, error ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return { id, hintId, errorId, describedBy, invalid: error ? true : undefined };
}

/** The hint, under the label and over the control. */
export function FieldHint({ ids, hint }: { ids: FieldIds } & Pick<FieldTextProps, 'hint'>) {
  return hint ? (
    <p id={ids.hintId} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}

/** The error, right under the control it is about (review s45b, finding 7). */
export function FieldError({ ids, error }: { ids: FieldIds } & Pick<FieldTextProps, 'error'>) {
  return error ? (
    <p id={ids.errorId} className={styles.error}>
      {error}
    </p>
  ) : null;
}

/** Hint then error, both under a control that has no room for a hint over it (a switch's row). */
export function FieldMessages({
  ids,
  hint,
  error,
}: { ids: FieldIds } & Pick<FieldTextProps, 'hint' | 'error'>) {
  return (
    <>
      <FieldHint ids={ids} hint={hint} />
      <FieldError ids={ids} error={error} />
    </>
  );
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {required && (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

/**
 * The frame of a labelled field: label, hint, the control (the children, which take `ids.id`,
 * `ids.describedBy` and `ids.invalid`), then the error right under it, as Polaris, Material and
 * Carbon place it (review s45b, finding 7: it was GOV.UK's label, hint, error, control).
 */
export function LabelledField({
  ids,
  label,
  hint,
  error,
  required,
  className,
  children,
}: FieldTextProps & {
  ids: FieldIds;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.field, ids.invalid && styles.invalid, className)}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint ids={ids} hint={hint} />
      {children}
      <FieldError ids={ids} error={error} />
    </div>
  );
}

export { styles as fieldStyles };
