import type { AccountResponse } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Badge, Button } from '@fuelcard/ui';
import { useState } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { useToast } from '../../lib/toasts';
import { ConfirmActionModal } from '../shared/confirm-action-modal';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpEnrolment } from './totp-enrolment';

type Dialog = 'remove' | null;

/**
 * The authenticator app: enrol (its recovery codes shown once), remove. The removal asks a
 * question only: the session's recent sign-in confirms it, or the dialog «Подтвердите вход» asks
 * for the password or a code (issue 23). The codes themselves are recovery-section.tsx.
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
        {/* Only when on: off, «Подключить приложение» says so, and the page's top the severity. */}
        {settings.totp && (
          <Badge tone="success" dot>
            {t('admin.security.settings.on')}
          </Badge>
        )}
      </div>
      <p className="muted">{t('admin.security.settings.totp.describe')}</p>
      {settings.totp ? (
        <div className="security-form__actions security-form__actions--start">
          <Button variant="danger" className="quiet-danger" onClick={() => setDialog('remove')}>
            {t('admin.security.settings.totp.remove')}
          </Button>
        </div>
      ) : (
        <TotpEnrolment
          onEnrolled={(recoveryCodes) => {
            notify(t('admin.security.settings.totp.enrolled'));
            setCodes(recoveryCodes);
          }}
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
