import { ApiError } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, Modal, TextField } from '@fuelcard/ui';
import { useState, type FormEvent } from 'react';
import { useAccountApi, type PasskeyAnswer } from '../../lib/account-api';
import { createPasskey, passkeyCancelled } from '../../lib/passkey-ceremony';

/** A key the browser made, waiting for its name before it is registered. */
interface MadeKey {
  challenge: string;
  response: PasskeyAnswer;
}

/**
 * Registers a passkey of this device (or a security key): one «Добавить ключ доступа» button;
 * the browser's prompt comes first, and only then a small dialog asks for an optional name (the
 * Stripe and GitHub pattern, review s45b, finding 16). «Без названия» registers it unnamed.
 */
export function PasskeyAddForm({
  onAdded,
  create = createPasskey,
}: {
  /** With the recovery codes the API handed out with it (an account that had none). */
  onAdded: (recoveryCodes?: string[]) => void;
  /** The browser's part of the ceremony (a test gives its own). */
  create?: (options: Record<string, unknown>) => Promise<PasskeyAnswer>;
}) {
  const t = useT();
  const account = useAccountApi();
  const [made, setMade] = useState<MadeKey | null>(null);
  const [name, setName] = useState('');
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && 'PublicKeyCredential' in window;

  const failed = (caught: unknown) => {
    if (caught instanceof ApiError)
      setError(caught.serverMessage ?? t('admin.security.settings.passkeys.error'));
    else if (!passkeyCancelled(caught)) setError(t('admin.security.settings.passkeys.error'));
  };

  async function start() {
    setSending(true);
    setError(null);
    try {
      const ceremony = await account.passkeyRegistrationOptions();
      const response = await create(ceremony.options);
      setName('');
      setMade({ challenge: ceremony.challenge, response });
    } catch (caught) {
      failed(caught);
    }
    setSending(false);
  }

  async function register(keyName: string) {
    if (!made) return;
    setSaving(true);
    try {
      const added = await account.addPasskey(made.challenge, made.response, keyName.trim());
      setMade(null);
      setSaving(false);
      onAdded(added.recoveryCodes);
      return;
    } catch (caught) {
      setMade(null);
      failed(caught);
    }
    setSaving(false);
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void register(name);
  };

  if (!supported)
    return <p className="muted">{t('admin.security.settings.passkeys.unsupported')}</p>;
  return (
    <div className="security-form passkey-add">
      <div className="security-form__actions security-form__actions--start">
        <Button
          variant="secondary"
          loading={sending}
          loadingLabel={t('admin.security.settings.passkeys.adding')}
          onClick={() => void start()}
        >
          {t('admin.security.settings.passkeys.add')}
        </Button>
      </div>
      <ErrorLine message={error ?? undefined} />
      {made && (
        <Modal
          open
          size="sm"
          title={t('admin.security.settings.passkeys.nameTitle')}
          closeLabel={t('admin.security.settings.passkeys.unnamed')}
          closeOnBackdropClick={false}
          onClose={() => void register('')}
          footer={
            <>
              <Button variant="secondary" disabled={saving} onClick={() => void register('')}>
                {t('admin.security.settings.passkeys.unnamed')}
              </Button>
              <Button
                type="submit"
                form="passkey-name-form"
                loading={saving}
                loadingLabel={t('admin.security.settings.passkeys.saving')}
              >
                {t('admin.security.settings.passkeys.saveName')}
              </Button>
            </>
          }
        >
          <form id="passkey-name-form" className="security-form" onSubmit={onSubmit} noValidate>
            <p className="muted">{t('admin.security.settings.passkeys.nameIntro')}</p>
            <TextField
              label={t('admin.security.settings.passkeys.name')}
              hint={t('admin.security.settings.passkeys.nameHint')}
              name="passkeyName"
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
            />
          </form>
        </Modal>
      )}
    </div>
  );
}
