import { ApiError, type TokenResponse } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { useState } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { passkeyCancelled, signWithPasskey } from '../../lib/passkey-ceremony';

export interface PasskeySignInButtonProps {
  /** The challenge of the password step, when the passkey is the second step. */
  challenge?: string;
  disabled?: boolean;
  /** Shows «или» above the button. */
  separated?: boolean;
  onBusy?: (busy: boolean) => void;
  onSignedIn: (answer: TokenResponse) => void;
  /** A failure to show (the server's message, else a default); null clears it. */
  onError: (message: string | null, status?: number) => void;
}

/** «Войти с ключом доступа»: a passkey as the second step, or instead of the password. */
export function PasskeySignInButton({
  challenge,
  disabled,
  separated,
  onBusy,
  onSignedIn,
  onError,
}: PasskeySignInButtonProps) {
  const t = useT();
  const account = useAccountApi();
  const [busy, setBusy] = useState(false);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  async function signIn() {
    setBusy(true);
    onBusy?.(true);
    onError(null);
    try {
      const ceremony = await account.passkeyOptions(challenge);
      const response = await signWithPasskey(ceremony.options);
      const answer = await account.passkeyLogin(ceremony.challenge, response);
      onSignedIn(answer);
      return;
    } catch (caught) {
      if (caught instanceof ApiError)
        onError(caught.serverMessage ?? t('admin.security.login.passkeyFailed'), caught.status);
      else if (passkeyCancelled(caught)) onError(null);
      else onError(t('admin.security.login.passkeyFailed'));
    }
    setBusy(false);
    onBusy?.(false);
  }

  if (!supported) return null;
  return (
    <div className="login__alternative">
      {separated && <p className="login__or">{t('admin.security.login.or')}</p>}
      <Button
        type="button"
        variant="secondary"
        fullWidth
        disabled={disabled}
        loading={busy}
        loadingLabel={t('admin.security.login.passkeyBusy')}
        onClick={signIn}
      >
        {t('admin.security.login.passkey')}
      </Button>
    </div>
  );
}
