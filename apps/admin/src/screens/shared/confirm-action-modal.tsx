import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, Modal, PasswordField, TextField } from '@fuelcard/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useModalSubmit } from '../../lib/use-modal-submit';
import { CancelButton } from './cancel-button';

export interface ConfirmActionModalProps {
  title: string;
  text: string;
  confirmLabel: string;
  sendingLabel: string;
  fallbackError: string;
  /** An input the action needs: the password, or a code of the authenticator app. */
  field?: { kind: 'password' | 'code'; label: string };
  danger?: boolean;
  /** The call, with the field's value ('' without a field). */
  onConfirm: (value: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * A question before a security action (end sessions, remove a factor, new codes), with an input
 * when the API wants one; the server's message shows at the field, which gets the focus.
 */
export function ConfirmActionModal({
  title,
  text,
  confirmLabel,
  sendingLabel,
  fallbackError,
  field,
  danger,
  onConfirm,
  onDone,
  onClose,
}: ConfirmActionModalProps) {
  const t = useT();
  const { sending, error, fieldError, clearFieldError, run } = useModalSubmit(fallbackError);
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const [failures, setFailures] = useState(0);

  // After a failure, back to the input, or to the button once it is enabled again (it was
  // disabled while sending, and a dialog such as «Подтвердите вход» may have had the focus).
  useEffect(() => {
    if (failures > 0) (input.current ?? confirmButton.current)?.focus();
  }, [failures]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await run(() => onConfirm(value.trim()))) onDone();
    else setFailures((count) => count + 1);
  }

  const inputError = field && fieldError ? fieldError.message : undefined;
  return (
    <Modal
      open
      onClose={() => !sending && onClose()}
      title={title}
      closeLabel={t('admin.actions.close')}
      size="sm"
      className="console-modal console-modal--question"
      initialFocusRef={field ? input : undefined}
    >
      <form onSubmit={submit} noValidate className="security-form">
        <p className="question-text">{text}</p>
        {field?.kind === 'password' && (
          <PasswordField
            ref={input}
            label={field.label}
            name="password"
            autoComplete="current-password"
            required
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              clearFieldError();
            }}
            error={inputError}
          />
        )}
        {field?.kind === 'code' && (
          <TextField
            ref={input}
            label={field.label}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            required
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              clearFieldError();
            }}
            error={inputError}
          />
        )}
        <ErrorLine message={inputError ? undefined : (error ?? undefined)} />
        <div className="security-form__actions">
          <CancelButton type="button" onClick={onClose} disabled={sending}>
            {t('admin.actions.cancel')}
          </CancelButton>
          <Button
            ref={confirmButton}
            type="submit"
            variant={danger ? 'danger' : 'primary'}
            loading={sending}
            loadingLabel={sendingLabel}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
