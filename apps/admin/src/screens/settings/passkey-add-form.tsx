import { ApiError } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, TextField } from '@fuelcard/ui';
import { useState, type FormEvent } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { createPasskey, passkeyCancelled } from '../../lib/passkey-ceremony';

/** Registers a passkey of this device (or a security key) under a name the editor chooses. */
export function PasskeyAddForm({
  onAdded,
}: {
  /** With the recovery codes the API handed out with it (an account that had none). */
  onAdded: (recoveryCodes?: string[]) => void;
}) {
  const t = useT();
  const account = useAccountApi();
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      const ceremony = await account.passkeyRegistrationOptions();
      const response = await createPasskey(ceremony.options);
      const added = await account.addPasskey(ceremony.challenge, response, name);
      setName('');
      setSending(false);
      onAdded(added.recoveryCodes);
      return;
    } catch (caught) {
      if (caught instanceof ApiError)
        setError(caught.serverMessage ?? t('admin.security.settings.passkeys.error'));
      else if (!passkeyCancelled(caught)) setError(t('admin.security.settings.passkeys.error'));
    }
    setSending(false);
  }

  if (!supported)
    return <p className="muted">{t('admin.security.settings.passkeys.unsupported')}</p>;
  return (
    <form className="security-form passkey-add" onSubmit={add} noValidate>
      <TextField
        label={t('admin.security.settings.passkeys.name')}
        hint={t('admin.security.settings.passkeys.nameHint')}
        name="passkeyName"
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="security-form__actions security-form__actions--start">
        <Button
          type="submit"
          variant="secondary"
          loading={sending}
          loadingLabel={t('admin.security.settings.passkeys.adding')}
        >
          {t('admin.security.settings.passkeys.add')}
        </Button>
      </div>
      <ErrorLine message={error ?? undefined} />
    </form>
  );
}
