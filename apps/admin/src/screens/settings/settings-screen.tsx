import { useT } from '@fuelcard/i18n/react';
import { Alert, Badge, Button, LoadingText } from '@fuelcard/ui';
import { useState } from 'react';
import { useEndSession } from '../../lib/session-end';
import { PageHeader } from '../shared/page-header';
import { PasskeysSection } from './passkeys-section';
import { PasswordSection } from './password-section';
import { RecoverySection } from './recovery-section';
import { SessionsSection } from './sessions-section';
import { TotpSection } from './totp-section';
import { useAccountSettings } from './use-account-settings';

/**
 * /adminDashboard/settings (issue 16): the signed-in administrator's second factor, passkeys,
 * password and active sessions.
 */
export function SettingsScreen() {
  const t = useT();
  const sessionEnded = useEndSession();
  const { settings, failed, reload } = useAccountSettings(sessionEnded);
  // After a password change the passkeys are shown for review (issue 23).
  const [reviewPasskeys, setReviewPasskeys] = useState(false);

  return (
    <section
      className="page settings"
      aria-labelledby="page-title"
      aria-busy={!settings && !failed}
    >
      <PageHeader title={t('admin.menu.settings')} />
      <p className="page__intro">{t('admin.security.settings.intro')}</p>
      {failed && !settings ? (
        <Alert variant="error">
          {t('admin.security.settings.loadError')}{' '}
          <Button variant="secondary" onClick={reload}>
            {t('admin.security.settings.retry')}
          </Button>
        </Alert>
      ) : !settings ? (
        <LoadingText text={t('admin.loading')} />
      ) : (
        <div className="settings__sections">
          {/*
           * No second factor at all: the administrators table's amber «Не подключён», in the same
           * words (review s45b, finding 14); the role's rule beside it when it has one.
           */}
          {!settings.totp && settings.passkeys.length === 0 && (
            <p className="settings__factor">
              {t('admin.security.admins.secondFactor')}
              <Badge tone="warning">{t('admin.security.admins.factorNone')}</Badge>
            </p>
          )}
          {settings.mfaRequired && !settings.totp && settings.passkeys.length === 0 && (
            <Alert variant="info">{t('admin.security.settings.required')}</Alert>
          )}
          <TotpSection settings={settings} onChanged={reload} />
          <PasskeysSection
            passkeys={settings.passkeys}
            username={settings.username}
            onChanged={reload}
            review={reviewPasskeys}
          />
          {(settings.totp || settings.passkeys.length > 0) && (
            <RecoverySection settings={settings} onChanged={reload} />
          )}
          <PasswordSection
            username={settings.username}
            onChanged={(passkeys) => {
              setReviewPasskeys((passkeys?.length ?? 0) > 0);
              reload();
            }}
          />
          <SessionsSection sessions={settings.sessions} onChanged={reload} />
        </div>
      )}
    </section>
  );
}
