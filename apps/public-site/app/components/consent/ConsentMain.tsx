import { Button } from '@fuelcard/ui';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { CONSENT_ACTION_ATTRIBUTE, type EarlyConsentAction } from '../../lib/consent-notice';
import styles from './consent.module.css';

/**
 * The dialog's first view, shared by the dialog and its server-rendered notice so that both look
 * the same to the pixel: the text, the policy link (the text itself does not repeat it) and the
 * three buttons: accept and decline of the same look, the settings as a quieter text button. Each button carries
 * data-consent-action, which the early script reads before the page is hydrated.
 */
export function ConsentMainText({ onPolicy }: { onPolicy?: () => void }) {
  const t = useT();
  return (
    <>
      <p className={styles.text}>{t('cookies.dialog.text')}</p>
      <p className={styles.policy}>
        <Link to="/cookie-policy" onClick={onPolicy}>
          {t('cookies.policyLink')}
        </Link>
      </p>
    </>
  );
}

export function ConsentMainActions({
  onAction,
}: {
  onAction?: (action: EarlyConsentAction) => void;
}) {
  const t = useT();
  const props = (action: EarlyConsentAction) => ({
    [CONSENT_ACTION_ATTRIBUTE]: action,
    onClick: onAction && (() => onAction(action)),
  });
  return (
    <div className={styles.actions}>
      {/* Accepting and declining weigh the same (as GOV.UK's cookie banner): neither is nudged. */}
      <Button {...props('accept')}>{t('cookies.dialog.acceptAll')}</Button>
      <Button {...props('decline')}>{t('cookies.dialog.decline')}</Button>
      <Button variant="ghost" className={styles.settingsButton} {...props('settings')}>
        {t('cookies.dialog.settings')}
      </Button>
    </div>
  );
}
