import { useCallback, useState } from 'react';
import { formErrorFields, formErrorText } from './form-error';

export interface FieldError {
  /** The body field the server named, e.g. `slug` or `titles.ru`. */
  field: string;
  message: string;
}

export interface ModalSubmit {
  sending: boolean;
  /** The error shown in the modal, or null. */
  error: string | null;
  /** The server's message about one input (`{ error, field }`), shown next to it, or null. */
  fieldError: FieldError | null;
  /** Every input the server named (its `errors` list when it sent several), the first first. */
  fieldErrors: readonly FieldError[];
  /** The inputs the server named with the last error, as they came (not cleared by edits). */
  receivedFieldErrors: readonly FieldError[];
  /** Hides a field's message once the user changes that field (without a field: every one). */
  clearFieldError: (field?: string) => void;
  /** Runs the call; resolves true on success, else shows the error and resolves false. */
  run: (call: () => Promise<unknown>) => Promise<boolean>;
}

/** The sending state and error of a modal form (spec §4: disabled while sending, open on failure). */
export function useModalSubmit(fallbackError: string): ModalSubmit {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<readonly FieldError[]>([]);
  const [receivedFieldErrors, setReceived] = useState<readonly FieldError[]>([]);

  const run = useCallback(
    async (call: () => Promise<unknown>) => {
      setSending(true);
      setError(null);
      setFieldErrors([]);
      setReceived([]);
      try {
        await call();
        return true;
      } catch (caught) {
        setError(formErrorText(caught, fallbackError));
        const named = formErrorFields(caught);
        setFieldErrors(named);
        setReceived(named);
        return false;
      } finally {
        setSending(false);
      }
    },
    [fallbackError],
  );
  const clearFieldError = useCallback(
    (field?: string) =>
      setFieldErrors((current) =>
        field === undefined ? [] : current.filter((entry) => entry.field !== field),
      ),
    [],
  );
  const fieldError = fieldErrors[0] ?? null;
  return { sending, error, fieldError, fieldErrors, receivedFieldErrors, clearFieldError, run };
}
