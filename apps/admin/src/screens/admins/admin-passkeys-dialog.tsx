import {
  ApiError,
  RequestAbortedError,
  type Administrator,
  type PasskeyInfo,
} from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, ErrorLine, LoadingText, Modal } from '@fuelcard/ui';
import { useEffect, useRef, useState } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { formatRuDateTime } from '../../lib/format-date';

export interface AdminPasskeysDialogProps {
  admin: Pick<Administrator, 'id' | 'username'>;
  /** Opened right after a password reset: says why the passkeys are worth a look. */
  review: boolean;
  /** A passkey was removed (the list of administrators shows fewer). */
  onChanged: () => void;
  onClose: () => void;
}

/**
 * An administrator's passkeys for the superadmin to review (issue 23): a passkey signs in without
 * the password, so after a password reset one the owner did not add would still let its holder
 * in. Each shows its name, when and from which address it was added and when it was last used,
 * with «Удалить» (the dialog «Подтвердите вход» may ask first).
 */
export function AdminPasskeysDialog({
  admin,
  review,
  onChanged,
  onClose,
}: AdminPasskeysDialogProps) {
  const t = useT();
  const account = useAccountApi();
  const [passkeys, setPasskeys] = useState<readonly PasskeyInfo[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const done = useRef<HTMLButtonElement>(null);
  const [removed, setRemoved] = useState(0);

  // The removed key's button is gone: the focus goes to «Готово» (enabled again by then), the
  // news to the status line.
  useEffect(() => {
    if (removed > 0) done.current?.focus();
  }, [removed]);

  useEffect(() => {
    const controller = new AbortController();
    account.listAdministratorPasskeys(admin.id, controller.signal).then(
      (answer) => {
        setPasskeys(answer.passkeys);
        setLoadFailed(false);
      },
      (caught: unknown) => {
        if (controller.signal.aborted || caught instanceof RequestAbortedError) return;
        setLoadFailed(true);
      },
    );
    return () => controller.abort();
  }, [account, admin.id, round]);

  async function remove(passkey: PasskeyInfo) {
    setRemoving(passkey.id);
    setError(null);
    setStatus(null);
    try {
      await account.removeAdministratorPasskey(admin.id, passkey.id);
      setStatus(t('admin.security.admins.passkeyRemoved', { name: passkey.name }));
      setPasskeys((list) => list?.filter((key) => key.id !== passkey.id) ?? null);
      onChanged();
      setRemoved((count) => count + 1);
    } catch (caught) {
      setError(
        (caught instanceof ApiError && caught.serverMessage) ||
          t('admin.security.admins.passkeyRemoveError'),
      );
    }
    setRemoving(null);
  }

  const created = (key: PasskeyInfo) => {
    const date = formatRuDateTime(key.createdAt) ?? '';
    return key.createdIp
      ? t('admin.security.admins.passkeyCreated', { date, ip: key.createdIp })
      : t('admin.security.admins.passkeyCreatedNoIp', { date });
  };

  return (
    <Modal
      open
      onClose={() => removing === null && onClose()}
      title={t('admin.security.admins.passkeysTitle', { username: admin.username })}
      closeLabel={t('admin.actions.close')}
      size="md"
      className="console-modal admin-passkeys"
      footer={
        <Button ref={done} onClick={onClose} disabled={removing !== null}>
          {t('admin.security.admins.close')}
        </Button>
      }
    >
      {review ? (
        <Alert variant="info" role="status">
          {t('admin.security.admins.passkeysReview')}
        </Alert>
      ) : (
        <p className="muted">{t('admin.security.admins.passkeysIntro')}</p>
      )}
      <p className="muted" role="status">
        {status}
      </p>
      {loadFailed ? (
        <Alert variant="error">
          {t('admin.security.admins.passkeysLoadError')}{' '}
          <Button size="sm" variant="secondary" onClick={() => setRound((value) => value + 1)}>
            {t('admin.security.admins.retry')}
          </Button>
        </Alert>
      ) : passkeys === null ? (
        <LoadingText text={t('admin.security.admins.passkeysLoading')} />
      ) : passkeys.length === 0 ? (
        <p>{t('admin.security.admins.passkeysEmpty')}</p>
      ) : (
        <ul
          className="settings-list"
          aria-label={t('admin.security.admins.passkeysTitle', { username: admin.username })}
        >
          {passkeys.map((key) => (
            <li key={key.id} className="settings-list__item">
              <div>
                <p className="settings-list__name">{key.name}</p>
                <p className="settings-list__meta">
                  {created(key)} ·{' '}
                  {key.lastUsedAt
                    ? t('admin.security.admins.passkeyLastUsed', {
                        date: formatRuDateTime(key.lastUsedAt) ?? '',
                      })
                    : t('admin.security.admins.passkeyNeverUsed')}
                </p>
              </div>
              <Button
                size="sm"
                variant="danger"
                className="quiet-danger"
                loading={removing === key.id}
                loadingLabel={t('admin.security.admins.passkeyRemoving')}
                disabled={removing !== null && removing !== key.id}
                onClick={() => void remove(key)}
                aria-label={t('admin.security.admins.passkeyRemoveLabel', { name: key.name })}
              >
                {t('admin.security.admins.passkeyRemove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ErrorLine message={error ?? undefined} />
    </Modal>
  );
}
