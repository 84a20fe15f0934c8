import { ApiError } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, Modal, PasswordField, TextField } from '@fuelcard/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AccountApi } from './account-api';
import { CancelButton } from '../screens/shared/cancel-button';

export interface ReauthDialogProps {
  /** The calls without re-authentication (the dialog's own call must not ask again). */
  account: AccountApi;
  onConfirmed: () => void;
  onCancel: () => void;
}

type Method = 'password' | 'code';

/**
 * «Подтвердите вход»: the password, or a code of the authenticator app or a recovery code. A
 * wrong one (or the login limit's wait) shows at the field, which keeps the focus; Escape, the ×
 * and «Отмена» cancel (the action that asked is not repeated, nothing typed there is lost). The
 * focus goes to the field on open and back to where it was on close.
 */
export function ReauthDialog({ account, onConfirmed, onCancel }: ReauthDialogProps) {
  const t = useT();
  const [method, setMethod] = useState<Method>('password');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [focusRound, setFocusRound] = useState(0);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusRound > 0) input.current?.focus();
  }, [focusRound, method]);

  const again = (message: string) => {
    setFieldError(message);
    setFocusRound((round) => round + 1);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const typed = method === 'password' ? value : value.trim();
    if (typed === '')
      return again(
        t(
          method === 'password'
            ? 'admin.security.reauth.passwordRequired'
            : 'admin.security.reauth.codeRequired',
        ),
      );
    setSending(true);
    try {
      await account.reauth(method === 'password' ? { password: typed } : { code: typed });
      onConfirmed();
      return;
    } catch (caught) {
      if (caught instanceof ApiError && caught.serverMessage && caught.status < 500)
        again(caught.serverMessage);
      else if (caught instanceof ApiError)
        setError(caught.serverMessage ?? t('admin.security.reauth.error'));
      else setError(t('admin.login.networkError'));
    }
    setSending(false);
  }

  const switchMethod = () => {
    setMethod((current) => (current === 'password' ? 'code' : 'password'));
    setValue('');
    setFieldError(null);
    setError(null);
    setFocusRound((round) => round + 1);
  };

  const field = {
    ref: input,
    name: method,
    value,
    required: true,
    error: fieldError ?? undefined,
    onChange: (event: { target: { value: string } }) => {
      setValue(event.target.value);
      setFieldError(null);
    },
  };
  return (
    <Modal
      open
      onClose={() => !sending && onCancel()}
      title={t('admin.security.reauth.title')}
      closeLabel={t('admin.actions.close')}
      size="sm"
      className="console-modal console-modal--question reauth-dialog"
      initialFocusRef={input}
    >
      <form onSubmit={submit} noValidate className="security-form" aria-busy={sending}>
        <p className="question-text">{t('admin.security.reauth.intro')}</p>
        {method === 'password' ? (
          <PasswordField
            key="password"
            {...field}
            label={t('admin.security.reauth.password')}
            autoComplete="current-password"
          />
        ) : (
          <TextField
            key="code"
            {...field}
            label={t('admin.security.reauth.code')}
            autoComplete="one-time-code"
            inputMode="text"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
          />
        )}
        <Button type="button" variant="ghost" onClick={switchMethod} disabled={sending}>
          {t(
            method === 'password'
              ? 'admin.security.reauth.useCode'
              : 'admin.security.reauth.usePassword',
          )}
        </Button>
        <ErrorLine message={error ?? undefined} />
        <div className="security-form__actions">
          <CancelButton type="button" onClick={onCancel} disabled={sending}>
            {t('admin.security.reauth.cancel')}
          </CancelButton>
          <Button
            type="submit"
            loading={sending}
            loadingLabel={t('admin.security.reauth.confirming')}
          >
            {t('admin.security.reauth.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
