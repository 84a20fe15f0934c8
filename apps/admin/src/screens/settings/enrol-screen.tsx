import { useT } from '@fuelcard/i18n/react';
import { Alert, Button } from '@fuelcard/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BrandMark } from '../../artwork/brand-mark';
import { useAccountApi } from '../../lib/account-api';
import { clearToken, readToken } from '../../lib/session';
import { PasskeyAddForm } from './passkey-add-form';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { TotpEnrolment } from './totp-enrolment';

/**
 * /administrator/enrol: the only screen of a session whose role must use a second factor and
 * has none (MFA_REQUIRED): enrol an authenticator app or a passkey, or log out. Then on to the
 * dashboard.
 */
export function EnrolScreen() {
  const t = useT();
  const navigate = useNavigate();
  const account = useAccountApi();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [done, setDone] = useState(false);
  const [leaving, setLeaving] = useState(false);

  if (!readToken() && !leaving) {
    queueMicrotask(() => navigate('/administrator', { replace: true }));
    return null;
  }

  async function logout() {
    setLeaving(true);
    try {
      await account.logout();
    } catch {
      // The session ends here whatever the server answered.
    }
    clearToken();
    navigate('/administrator', { replace: true });
  }

  return (
    <main className="enrol">
      <div className="enrol__card card">
        <p className="brand">
          <BrandMark size={36} />
          <span className="brand__text">
            <span className="brand__name">{t('common.brand')}</span>
            <span className="brand__product">{t('admin.brand.shell')}</span>
          </span>
        </p>
        <h1 id="page-title" className="login__title">
          {t('admin.security.enrol.title')}
        </h1>
        {done ? (
          <>
            <Alert variant="success" role="status">
              {t('admin.security.enrol.done')}
            </Alert>
            <Button fullWidth onClick={() => navigate('/adminDashboard', { replace: true })}>
              {t('admin.security.enrol.continue')}
            </Button>
          </>
        ) : (
          <>
            <p>{t('admin.security.enrol.intro')}</p>
            <section className="settings-section" aria-labelledby="enrol-totp">
              <h2 id="enrol-totp" className="settings-section__title">
                {t('admin.security.settings.totp.title')}
              </h2>
              <TotpEnrolment onEnrolled={setCodes} />
            </section>
            <section className="settings-section" aria-labelledby="enrol-passkey">
              <h2 id="enrol-passkey" className="settings-section__title">
                {t('admin.security.settings.passkeys.title')}
              </h2>
              <PasskeyAddForm
                onAdded={(recoveryCodes) => (recoveryCodes ? setCodes(recoveryCodes) : setDone(true))}
              />
            </section>
          </>
        )}
        <Button variant="ghost" onClick={logout} disabled={leaving}>
          {t('admin.dashboard.logout')}
        </Button>
      </div>
      {codes && (
        <RecoveryCodesDialog
          codes={codes}
          username=""
          onDone={() => {
            setCodes(null);
            setDone(true);
          }}
        />
      )}
    </main>
  );
}
