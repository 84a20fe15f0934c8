import { ApiError, type MfaRequiredResponse, type TokenResponse } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, TextField } from '@fuelcard/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { WRONG_CODE } from './sign-in-answer';

export interface SecondStepFormProps {
  step: MfaRequiredResponse;
  onSignedIn: (answer: TokenResponse) => void;
  /** The challenge is over (expired, used, too many wrong codes): back to the password. */
  onRestart: (message: string | null) => void;
}

const APP_CODE = /^\d{6}$/;

/**
 * The second step of a sign-in: a 6-digit code of the authenticator app (one-time-code, numeric
 * keyboard), or a recovery code, or a passkey. A wrong code stays here with the message at the
 * field; an expired or spent challenge goes back to the password step; a throttled attempt
 * shows the server's message with the wait.
 */
export function SecondStepForm({ step, onSignedIn, onRestart }: SecondStepFormProps) {
  const t = useT();
  const account = useAccountApi();
  const hasCodes = step.methods.includes('totp') || step.methods.includes('recovery');
  const [recovery, setRecovery] = useState(
    !step.methods.includes('totp') && step.methods.includes('recovery'),
  );
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Focused on open, on a switch of the kind of code, and after a refused code (once enabled again).
  const [focusRound, setFocusRound] = useState(0);
  useEffect(() => input.current?.focus(), [recovery, focusRound]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    const problem =
      typed === ''
        ? t('admin.security.login.codeRequired')
        : !recovery && !APP_CODE.test(typed)
          ? t('admin.security.login.codeFormat')
          : null;
    setError(null);
    setFieldError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setSending(true);
    try {
      onSignedIn(await account.loginMfa(step.challenge, typed));
      return;
    } catch (caught) {
      if (caught instanceof ApiError) {
        const message = caught.serverMessage;
        // A wrong code, or a recovery code used before («Этот код уже использован»): the step
        // stays open (the API's `reason`; older APIs only said «Неверный код»).
        const reason = (caught.body as { reason?: unknown } | null)?.reason;
        const stays = reason === 'wrong-code' || reason === 'code-used' || message === WRONG_CODE;
        if (caught.status === 401 && stays) {
          setFieldError(message);
          setFocusRound((value) => value + 1);
        } else if (caught.status === 401) {
          onRestart(message);
          return;
        } else setError(message ?? t('admin.login.defaultError'));
      } else setError(t('admin.login.networkError'));
    }
    setSending(false);
  }

  const busy = sending || passkeyBusy;
  return (
    <div className="second-step">
      <h2 className="login__step-title">{t('admin.security.login.secondStepTitle')}</h2>
      {hasCodes && (
        <form onSubmit={onSubmit} noValidate aria-busy={sending}>
          <p className="login__intro">
            {t(recovery ? 'admin.security.login.recoveryIntro' : 'admin.security.login.codeIntro')}
          </p>
          <fieldset disabled={busy}>
            <TextField
              ref={input}
              key={recovery ? 'recovery' : 'app'}
              label={t(
                recovery ? 'admin.security.login.recoveryCode' : 'admin.security.login.code',
              )}
              name="code"
              // The six digits centred, monospaced and spaced (review s47, finding 19); a
              // recovery code keeps the plain field.
              className={recovery ? undefined : 'code-field'}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setFieldError(null);
              }}
              autoComplete={recovery ? 'off' : 'one-time-code'}
              inputMode={recovery ? 'text' : 'numeric'}
              pattern={recovery ? undefined : '[0-9]*'}
              maxLength={recovery ? 40 : 6}
              autoCapitalize="none"
              spellCheck={false}
              required
              error={fieldError ?? undefined}
            />
            <Button
              type="submit"
              fullWidth
              loading={sending}
              loadingLabel={t('admin.security.login.confirming')}
            >
              {t('admin.security.login.confirm')}
            </Button>
            {step.methods.includes('recovery') && step.methods.includes('totp') && (
              <Button
                type="button"
                variant="ghost"
                fullWidth
                onClick={() => {
                  setRecovery((value) => !value);
                  setCode('');
                  setFieldError(null);
                }}
              >
                {t(recovery ? 'admin.security.login.useApp' : 'admin.security.login.useRecovery')}
              </Button>
            )}
          </fieldset>
          <ErrorLine message={error ?? undefined} />
        </form>
      )}
      {step.methods.includes('passkey') && (
        <>
          <PasskeySignInButton
            challenge={step.challenge}
            separated={hasCodes}
            disabled={sending}
            onBusy={setPasskeyBusy}
            onSignedIn={onSignedIn}
            onError={(message, status) =>
              status === 401 && message ? onRestart(message) : setError(message)
            }
          />
          {!hasCodes && <ErrorLine message={error ?? undefined} />}
        </>
      )}
      <Button
        type="button"
        variant="ghost"
        fullWidth
        disabled={busy}
        onClick={() => onRestart(null)}
      >
        {t('admin.security.login.back')}
      </Button>
    </div>
  );
}
