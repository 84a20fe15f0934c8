import type { AccountResponse } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { useState } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { ConfirmActionModal } from '../shared/confirm-action-modal';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

/**
 * The recovery codes of an account with a second factor — the authenticator app or passkeys alone
 * (issue 24: a passkey-only account has them too): how many are left, and «Создать новые коды»
 * after a question (the recent sign-in, or «Подтвердите вход», confirms it).
 */
export function RecoverySection({
  settings,
  onChanged,
}: {
  settings: AccountResponse;
  onChanged: () => void;
}) {
  const t = useT();
  const account = useAccountApi();
  const [asking, setAsking] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  return (
    <section className="card settings-section" aria-labelledby="recovery-title">
      <h2 id="recovery-title" className="settings-section__title">
        {t('admin.security.settings.recovery.title')}
      </h2>
      <p className="muted">{t('admin.security.settings.recovery.describe')}</p>
      <p>{t('admin.security.settings.recovery.left', { count: settings.recoveryCodesLeft })}</p>
      <div className="security-form__actions security-form__actions--start">
        <Button variant="secondary" onClick={() => setAsking(true)}>
          {t('admin.security.settings.recovery.regenerate')}
        </Button>
      </div>
      {asking && (
        <ConfirmActionModal
          title={t('admin.security.settings.recovery.regenerateTitle')}
          text={t('admin.security.settings.recovery.regenerateText')}
          confirmLabel={t('admin.security.settings.recovery.regenerateConfirm')}
          sendingLabel={t('admin.security.settings.recovery.regenerating')}
          fallbackError={t('admin.security.settings.recovery.error')}
          onConfirm={async () => setCodes((await account.newRecoveryCodes()).recoveryCodes)}
          onDone={() => setAsking(false)}
          onClose={() => setAsking(false)}
        />
      )}
      {codes && (
        <RecoveryCodesDialog
          codes={codes}
          username={settings.username}
          onDone={() => {
            setCodes(null);
            onChanged();
          }}
        />
      )}
    </section>
  );
}
