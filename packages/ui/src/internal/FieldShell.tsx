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

export function FieldMessages({
  ids,
  hint,
  error,
}: { ids: FieldIds } & Pick<FieldTextProps, 'hint' | 'error'>) {
  return (
    <>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          {error}
        </p>
      )}
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
 * The frame of a labelled field in the GOV.UK order: label, hint, error, then the control (the
 * children, which take `ids.id`, `ids.describedBy` and `ids.invalid`).
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
      <FieldMessages ids={ids} hint={hint} error={error} />
      {children}
    </div>
  );
}

export { styles as fieldStyles };
