import type { PasskeyInfo } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button } from '@fuelcard/ui';
import { useEffect, useRef, useState } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { formatRuDateTime } from '../../lib/format-date';
import { useToast } from '../../lib/toasts';
import { ConfirmActionModal } from '../shared/confirm-action-modal';
import { PasskeyAddForm } from './passkey-add-form';
import { RecoveryCodesDialog } from './recovery-codes-dialog';

export interface PasskeysSectionProps {
  passkeys: readonly PasskeyInfo[];
  /** For the recovery codes a first passkey comes with (their file is named after it). */
  username: string;
  onChanged: () => void;
  /**
   * After a password change: the passkeys are shown for review (a passkey signs in without the
   * password) and the section takes the focus.
   */
  review?: boolean;
}

/**
 * The editor's passkeys: a list with when and from which address each was added and when it was
 * last used; add with a name, remove.
 */
export function PasskeysSection({
  passkeys,
  username,
  onChanged,
  review = false,
}: PasskeysSectionProps) {
  const t = useT();
  const account = useAccountApi();
  const notify = useToast();
  const [removing, setRemoving] = useState<PasskeyInfo | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!review) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [review]);
  return (
    <section className="card settings-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="settings-section__title" ref={heading} tabIndex={-1}>
        {t('admin.security.settings.passkeys.title')}
      </h2>
      {review && passkeys.length > 0 && (
        <Alert variant="info" role="status">
          {t('admin.security.settings.passkeys.review')}
        </Alert>
      )}
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
                  {formatRuDateTime(key.createdAt) ?? ''}
                  {key.createdIp
                    ? ` ${t('admin.security.settings.passkeys.createdFrom', { ip: key.createdIp })}`
                    : ''}{' '}
                  · {t('admin.security.settings.passkeys.lastUsed')}:{' '}
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
        onAdded={(recoveryCodes) => {
          if (recoveryCodes) {
            // A passkey-only account's first key: its recovery codes, shown once.
            notify(t('admin.security.settings.passkeys.addedWithCodes'));
            setCodes(recoveryCodes);
            return;
          }
          notify(t('admin.security.settings.passkeys.added'));
          onChanged();
        }}
      />
      {codes && (
        <RecoveryCodesDialog
          codes={codes}
          username={username}
          onDone={() => {
            setCodes(null);
            onChanged();
          }}
        />
      )}
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
