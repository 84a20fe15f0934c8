import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, ErrorLine } from '@fuelcard/ui';
import { lazy, Suspense, useState } from 'react';
import { useAccountApi } from '../../lib/account-api';
import { withSettingsTexts } from '../../lib/console-i18n';
import { formErrorText } from '../../lib/form-error';
import {
  forgetRecoverySignIn,
  recoveryCodesLeft,
} from '../../lib/recovery-sign-in';
import { useSession } from '../../lib/session-context';

// The codes dialog and its texts load only when new codes are made.
const RecoveryCodesDialog = lazy(
  withSettingsTexts(() =>
    import('../settings/recovery-codes-dialog').then((module) => ({
      default: module.RecoveryCodesDialog,
    })),
  ),
);

/**
 * After a sign-in with a recovery code: how many codes are left and «Создать новые коды» right
 * there (the sign-in itself is the recent authentication the call needs), the new codes shown
 * once in the usual dialog. Dismissed, or once new codes are made, it does not come back in this
 * tab.
 */
export function RecoverySignInNotice() {
  const t = useT();
  const account = useAccountApi();
  const session = useSession();
  const [left, setLeft] = useState(() => recoveryCodesLeft());
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const dismiss = () => {
    forgetRecoverySignIn();
    setLeft(null);
  };
  async function makeCodes() {
    setBusy(true);
    setError('');
    try {
      setCodes((await account.newRecoveryCodes()).recoveryCodes);
      dismiss();
    } catch (caught) {
      setError(formErrorText(caught, t('admin.security.login.newCodesError')));
    } finally {
      setBusy(false);
    }
  }

  if (left === null && !codes) return null;
  return (
    <>
      {left !== null && (
        <Alert
          variant="info"
          role="status"
          className="recovery-notice"
          title={t('admin.security.login.recoveryNotice', { count: left })}
          onDismiss={dismiss}
          dismissLabel={t('admin.security.login.dismiss')}
        >
          <p className="recovery-notice__hint">{t('admin.security.login.recoveryNoticeHint')}</p>
          <div className="recovery-notice__actions">
            <Button
              size="sm"
              onClick={() => void makeCodes()}
              loading={busy}
              loadingLabel={t('admin.security.login.newCodesBusy')}
            >
              {t('admin.security.login.newCodes')}
            </Button>
          </div>
          <ErrorLine message={error} />
        </Alert>
      )}
      {codes && (
        <Suspense fallback={null}>
          <RecoveryCodesDialog
            codes={codes}
            username={session?.username ?? ''}
            onDone={() => setCodes(null)}
          />
        </Suspense>
      )}
    </>
  );
}
