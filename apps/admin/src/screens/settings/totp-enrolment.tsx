import type { TotpSetupResponse } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ButtonLink, ErrorLine, TextField } from '@fuelcard/ui';
import { useRef, useState, type FormEvent } from 'react';
import { Icon } from '../../artwork/icons';
import { useAccountApi } from '../../lib/account-api';
import { copyText } from '../../lib/clipboard';
import { useToast } from '../../lib/toasts';
import { useModalSubmit } from '../../lib/use-modal-submit';
import { CancelButton } from '../shared/cancel-button';

export interface TotpEnrolmentProps {
  /** After the code was confirmed: the recovery codes, shown once. */
  onEnrolled: (recoveryCodes: string[]) => void;
}

/** The API's QR code as an image: the SVG is never put into the page's own markup. */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The key in groups of four, as authenticator apps show and take it (spaces are ignored). */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only an otpauth:// address is offered as the app's link. */
const isOtpauth = (url: string) => /^otpauth:\/\/totp\//i.test(url);

/**
 * Enrols an authenticator app: a new secret with its QR code (drawn by the API, shown as an
 * image), the `otpauth://` link that opens the app on the phone itself (where a QR code cannot be
 * scanned), and the key as text with a copy button, then a code of the app confirms it.
 */
export function TotpEnrolment({ onEnrolled }: TotpEnrolmentProps) {
  const t = useT();
  const account = useAccountApi();
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const starting = useModalSubmit(t('admin.security.settings.totp.error'));
  const confirming = useModalSubmit(t('admin.security.settings.totp.error'));
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const notify = useToast();

  async function start() {
    await starting.run(async () => {
      setSetup(await account.startTotp());
      setTimeout(() => input.current?.focus(), 0);
    });
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let codes: string[] = [];
    const ok = await confirming.run(async () => {
      codes = (await account.confirmTotp(code.replace(/\s+/g, ''))).recoveryCodes;
    });
    if (ok) onEnrolled(codes);
    else input.current?.focus();
  }

  if (!setup) {
    return (
      <div className="security-form">
        <Button
          onClick={start}
          loading={starting.sending}
          loadingLabel={t('admin.security.settings.totp.starting')}
        >
          {t('admin.security.settings.totp.start')}
        </Button>
        <ErrorLine message={starting.error ?? undefined} />
      </div>
    );
  }
  const codeError = confirming.fieldError?.message;
  return (
    <form className="totp-enrolment" onSubmit={confirm} noValidate>
      <p>{t('admin.security.settings.totp.scan')}</p>
      <img
        className="totp-enrolment__qr"
        src={qrImageSource(setup.qrSvg)}
        alt={t('admin.security.settings.totp.qrAlt')}
        width={192}
        height={192}
      />
      <div className="totp-enrolment__fields">
        {isOtpauth(setup.otpauthUrl) && (
          <div className="totp-enrolment__app">
            <ButtonLink
              href={setup.otpauthUrl}
              variant="secondary"
              className="totp-enrolment__open"
              aria-describedby="totp-open-hint"
            >
              <span className="button-with-icon">
                <Icon name="external" size={18} />
                {t('admin.security.settings.totp.openInApp')}
              </span>
            </ButtonLink>
            <p id="totp-open-hint" className="muted totp-enrolment__hint">
              {t('admin.security.settings.totp.openInAppHint')}
            </p>
          </div>
        )}
        <div className="totp-enrolment__secret">
          <span id="totp-secret-label">{t('admin.security.settings.totp.secret')}</span>
          <span className="totp-enrolment__secret-row">
            <code data-testid="totp-secret" aria-labelledby="totp-secret-label">
              {groupedSecret(setup.secret)}
            </code>
            <Button
              type="button"
              variant="secondary"
              onClick={async () => {
                const copied = await copyText(setup.secret);
                notify(
                  t(
                    copied
                      ? 'admin.security.settings.totp.secretCopied'
                      : 'admin.security.settings.totp.copyFailed',
                  ),
                  copied ? 'success' : 'error',
                );
              }}
            >
              <span className="button-with-icon">
                <Icon name="copy" size={16} />
                {t('admin.security.settings.totp.copySecret')}
              </span>
            </Button>
          </span>
        </div>
        <TextField
          ref={input}
          label={t('admin.security.settings.totp.code')}
          name="code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            confirming.clearFieldError();
          }}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          required
          error={codeError}
        />
        <ErrorLine message={codeError ? undefined : (confirming.error ?? undefined)} />
        <div className="security-form__actions security-form__actions--start">
          <Button
            type="submit"
            loading={confirming.sending}
            loadingLabel={t('admin.security.settings.totp.confirming')}
          >
            {t('admin.security.settings.totp.confirm')}
          </Button>
          {/* The same «Отмена» as every dialog's (review s47, finding 11). */}
          <CancelButton type="button" onClick={() => setSetup(null)} disabled={confirming.sending}>
            {t('admin.actions.cancel')}
          </CancelButton>
        </div>
      </div>
    </form>
  );
}
