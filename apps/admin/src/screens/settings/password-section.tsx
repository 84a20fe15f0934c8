import {
  brokenPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasskeyInfo,
} from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, PasswordField } from '@fuelcard/ui';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { usePasswordStrength } from '../../lib/use-password-strength';
import { saveToken } from '../../lib/session';
import { useToast } from '../../lib/toasts';
import { useModalSubmit } from '../../lib/use-modal-submit';
import { PasswordStrengthMeter } from '../shared/password-strength-meter';

const LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/**
 * Changes one's own password: the rules are stated under the new password before sending and its
 * strength as the API judges it is shown while typing (both fields can be shown in clear); a
 * broken rule or the server's message shows at its field with the focus; afterwards every other
 * session has ended (said so), and this session goes on with the token the API answers. The
 * account's passkeys the API lists with it go to `onChanged`, for review.
 */
export function PasswordSection({
  username,
  onChanged,
}: {
  username: string;
  onChanged: (passkeys?: readonly PasskeyInfo[]) => void;
}) {
  const t = useT();
  const account = useAccountApi();
  const notify = useToast();
  const { sending, error, fieldError, clearFieldError, run } = useModalSubmit(
    t('admin.security.settings.password.error'),
  );
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [localError, setLocalError] = useState<{
    field: 'currentPassword' | 'newPassword';
    message: string;
  } | null>(null);
  const currentInput = useRef<HTMLInputElement>(null);
  const nextInput = useRef<HTMLInputElement>(null);
  const strength = usePasswordStrength(next, username);
  const strengthId = `${useId()}-strength`;
  const visibility = { show: t('admin.password.show'), hide: t('admin.password.hide') };

  const problem =
    localError ?? (fieldError ? { field: fieldError.field, message: fieldError.message } : null);
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearFieldError();
    const rule = brokenPasswordRule(next, username);
    const local =
      current === ''
        ? ({
            field: 'currentPassword',
            message: t('admin.security.settings.password.currentRequired'),
          } as const)
        : rule
          ? ({
              field: 'newPassword',
              message: t(`admin.admins.passwordProblems.${rule}`, LIMITS),
            } as const)
          : null;
    setLocalError(local);
    if (local) {
      (local.field === 'currentPassword' ? currentInput : nextInput).current?.focus();
      return;
    }
    let passkeys: readonly PasskeyInfo[] | undefined;
    const ok = await run(async () => {
      const answer = await account.changePassword({ currentPassword: current, newPassword: next });
      saveToken(answer.token);
      passkeys = answer.passkeys;
    });
    if (ok) {
      setCurrent('');
      setNext('');
      notify(t('admin.security.settings.password.changed'));
      onChanged(passkeys);
    } else {
      // The API names the field it is about (`currentPassword` or `newPassword`).
      (fieldError?.field === 'currentPassword' ? currentInput : nextInput).current?.focus();
    }
  }

  const formError = problem ? undefined : (error ?? undefined);
  return (
    <section className="card settings-section" aria-labelledby="password-title">
      <h2 id="password-title" className="settings-section__title">
        {t('admin.security.settings.password.title')}
      </h2>
      <form className="security-form security-form--narrow" onSubmit={submit} noValidate>
        {/* A hidden username lets password managers file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
        <PasswordField
          ref={currentInput}
          label={t('admin.security.settings.password.current')}
          name="currentPassword"
          autoComplete="current-password"
          required
          visibilityLabels={visibility}
          value={current}
          error={errorOf('currentPassword')}
          onChange={(event) => {
            setCurrent(event.target.value);
            setLocalError(null);
            clearFieldError();
          }}
        />
        <PasswordField
          ref={nextInput}
          label={t('admin.security.settings.password.new')}
          name="newPassword"
          autoComplete="new-password"
          required
          visibilityLabels={visibility}
          value={next}
          error={errorOf('newPassword')}
          hint={t('admin.admins.modal.passwordRules', LIMITS)}
          aria-describedby={strength.state === 'empty' ? undefined : strengthId}
          onChange={(event) => {
            setNext(event.target.value);
            setLocalError(null);
            clearFieldError();
          }}
        />
        <PasswordStrengthMeter id={strengthId} strength={strength} />
        <p className="muted">{t('admin.security.settings.password.othersEnd')}</p>
        <ErrorLine message={formError} />
        <div className="security-form__actions security-form__actions--start">
          {/* Secondary until both fields hold something (review s47, finding 11): the page's one
              green primary is the second factor's until the editor starts a change here. */}
          <Button
            type="submit"
            variant={current !== '' && next !== '' ? 'primary' : 'secondary'}
            loading={sending}
            loadingLabel={t('admin.security.settings.password.submitting')}
          >
            {t('admin.security.settings.password.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
