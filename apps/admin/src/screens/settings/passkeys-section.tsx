import type { PasskeyInfo } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button } from '@fuelcard/ui';
import { useState } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { formatRuDateTime } from '../../lib/format-date';
import { useToast } from '../../lib/toasts';
import { ConfirmActionModal } from '../shared/confirm-action-modal';
import { PasskeyAddForm } from './passkey-add-form';

export interface PasskeysSectionProps {
  passkeys: readonly PasskeyInfo[];
  onChanged: () => void;
}

/** The editor's passkeys: a list with the date added and last used, add with a name, remove. */
export function PasskeysSection({ passkeys, onChanged }: PasskeysSectionProps) {
  const t = useT();
  const account = useAccountApi();
  const notify = useToast();
  const [removing, setRemoving] = useState<PasskeyInfo | null>(null);
  return (
    <section className="card settings-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="settings-section__title">
        {t('admin.security.settings.passkeys.title')}
      </h2>
      <p className="muted">{t('admin.security.settings.passkeys.describe')}</p>
      {passkeys.length === 0 ? (
        <p>{t('admin.security.settings.passkeys.empty')}</p>
      ) : (
        <ul className="settings-list" aria-label={t('admin.security.settings.passkeys.title')}>
          {passkeys.map((key) => (
            <li key={key.id} className="settings-list__item">
              <div>
                <p className="settings-list__name">{key.name}</p>
                <p className="settings-list__meta">
                  {t('admin.security.settings.passkeys.created')}:{' '}
                  {formatRuDateTime(key.createdAt) ?? ''} ·{' '}
                  {t('admin.security.settings.passkeys.lastUsed')}:{' '}
                  {formatRuDateTime(key.lastUsedAt) ?? t('admin.security.settings.passkeys.never')}
                </p>
              </div>
              <Button
                size="sm"
                variant="danger"
                className="quiet-danger"
                onClick={() => setRemoving(key)}
                aria-label={`${t('admin.security.settings.passkeys.remove')}: ${key.name}`}
              >
                {t('admin.security.settings.passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PasskeyAddForm
        onAdded={() => {
          notify(t('admin.security.settings.passkeys.added'));
          onChanged();
        }}
      />
      {removing && (
        <ConfirmActionModal
          title={t('admin.security.settings.passkeys.removeTitle')}
          text={t('admin.security.settings.passkeys.removeText', { name: removing.name })}
          confirmLabel={t('admin.security.settings.passkeys.remove')}
          sendingLabel={t('admin.security.settings.passkeys.removing')}
          fallbackError={t('admin.security.settings.passkeys.removeError')}
          danger
          onConfirm={() => account.removePasskey(removing.id)}
          onDone={() => {
            setRemoving(null);
            notify(t('admin.security.settings.passkeys.removed'));
            onChanged();
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
