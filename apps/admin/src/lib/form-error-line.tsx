import { usePluralForm, useT } from '@fuelcard/i18n/react';
import { ErrorLine } from '@fuelcard/ui';

export interface FormErrorLineProps {
  /** The form's error (the server's text), or null. */
  error: string | null;
  /** Whether that same text is told under a field (the server named one the form shows). */
  toldInField: boolean;
  /** How many fields show an error now (fewer as the user corrects them). */
  fieldCount: number;
  /** Brings the first field in error into view with the focus. */
  onShow: () => void;
  /**
   * Whether every field in error can be seen now (useFieldsInView): then the line says nothing,
   * the field's own message being in sight (review s47, finding 14). Left out, the link shows
   * whenever a field is in error.
   */
  fieldsInView?: boolean;
  className?: string;
}

/**
 * The footer's error line, said once (review s46, finding 7): an error that maps to no field is
 * the server's text, as before; one told under its field is a short link instead, «1 поле с
 * ошибкой — показать», that moves to the first such field. Once every such field is corrected the
 * line goes (the text was the fields', not the form's). With `fieldsInView` the link shows only
 * while a field in error is out of sight (scrolled away in a long form, under a phone's keyboard).
 */
export function FormErrorLine({
  error,
  toldInField,
  fieldCount,
  onShow,
  fieldsInView = false,
  className = 'modal-footer__error',
}: FormErrorLineProps) {
  const t = useT();
  const pluralForm = usePluralForm();
  if (!toldInField) return <ErrorLine message={error} className={className} />;
  if (!error || fieldCount === 0 || fieldsInView) return null;
  return (
    <p role="alert" className={`${className} field-error-summary`}>
      <button type="button" className="link-button field-error-summary__link" onClick={onShow}>
        {t(`admin.fieldErrorSummary.${pluralForm(fieldCount)}`, { count: fieldCount })}
      </button>
    </p>
  );
}
