import type { AccountResponse } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Badge, Button } from '@fuelcard/ui';
import { useState } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { useToast } from '../../lib/toasts';
import { ConfirmActionModal } from '../shared/confirm-action-modal';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpEnrolment } from './totp-enrolment';

type Dialog = 'remove' | 'regenerate' | null;

/**
 * The authenticator app and the recovery codes: enrol, new codes, remove. The changes ask a
 * question only: the session's recent sign-in confirms them, or the dialog «Подтвердите вход»
 * asks for the password or a code (issue 23).
 */
export function TotpSection({
  settings,
  onChanged,
}: {
  settings: AccountResponse;
  onChanged: () => void;
}) {
  const t = useT();
  const account = useAccountApi();
  const notify = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <section className="card settings-section" aria-labelledby="totp-title">
      <div className="settings-section__head">
        <h2 id="totp-title" className="settings-section__title">
          {t('admin.security.settings.totp.title')}
        </h2>
        <Badge tone={settings.totp ? 'success' : 'neutral'} dot>
          {t(settings.totp ? 'admin.security.settings.on' : 'admin.security.settings.off')}
        </Badge>
      </div>
      <p className="muted">{t('admin.security.settings.totp.describe')}</p>
      {settings.totp ? (
        <>
          <p>
            <strong>{t('admin.security.settings.recovery.title')}.</strong>{' '}
            {t('admin.security.settings.recovery.left', { count: settings.recoveryCodesLeft })}
          </p>
          <div className="security-form__actions security-form__actions--start">
            <Button variant="secondary" onClick={() => setDialog('regenerate')}>
              {t('admin.security.settings.recovery.regenerate')}
            </Button>
            <Button variant="danger" className="quiet-danger" onClick={() => setDialog('remove')}>
              {t('admin.security.settings.totp.remove')}
            </Button>
          </div>
        </>
      ) : (
        <TotpEnrolment
          onEnrolled={(recoveryCodes) => {
            notify(t('admin.security.settings.totp.enrolled'));
            setCodes(recoveryCodes);
          }}
        />
      )}
      {dialog === 'regenerate' && (
        <ConfirmActionModal
          title={t('admin.security.settings.recovery.regenerateTitle')}
          text={t('admin.security.settings.recovery.regenerateText')}
          confirmLabel={t('admin.security.settings.recovery.regenerateConfirm')}
          sendingLabel={t('admin.security.settings.recovery.regenerating')}
          fallbackError={t('admin.security.settings.recovery.error')}
          onConfirm={async () => setCodes((await account.newRecoveryCodes()).recoveryCodes)}
          onDone={() => setDialog(null)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'remove' && (
        <ConfirmActionModal
          title={t('admin.security.settings.totp.removeTitle')}
          text={t('admin.security.settings.totp.removeText')}
          confirmLabel={t('admin.security.settings.totp.removeConfirm')}
          sendingLabel={t('admin.security.settings.totp.removing')}
          fallbackError={t('admin.security.settings.totp.removeError')}
          danger
          onConfirm={() => account.removeTotp()}
          onDone={() => {
            setDialog(null);
            notify(t('admin.security.settings.totp.removed'));
            onChanged();
          }}
          onClose={() => setDialog(null)}
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
