import { useT } from '../../i18n/i18n-context';
import { Button, Modal } from '@fuelcard/ui';
import { Link } from 'react-router';
import { ALL_ACCEPTED, ALL_DECLINED, type ConsentChoices, type ConsentRecord } from '../../lib/consent-record';
import { saveConsent } from '../../lib/save-consent';
import { ConsentSettings } from './ConsentSettings';
import type { ConsentView } from './consent-state';
import styles from './consent.module.css';

export interface CookieConsentDialogProps {
  view: ConsentView;
  record: ConsentRecord | null;
  /** Called with the record once a choice is saved (local storage, cookie, server). */
  onSaved: (record: ConsentRecord) => void;
  onShowSettings: () => void;
  onCloseSettings: () => void;
  onDismiss: () => void;
}

/** The cookie dialog: accept all, decline or settings; the settings view has a toggle per category. */
export default function CookieConsentDialog({
  view,
  record,
  onSaved,
  onShowSettings,
  onCloseSettings,
  onDismiss,
}: CookieConsentDialogProps) {
  const t = useT();
  const onSave = (choices: ConsentChoices) => onSaved(saveConsent(choices));
  if (view === 'settings') {
    return (
      <Modal open title={t('cookies.settings.title')} closeLabel={t('common.close')} onClose={onDismiss} closeOnBackdropClick={false} size="lg">
        <ConsentSettings initial={record ?? ALL_DECLINED} onSave={onSave} onClose={onCloseSettings} />
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t('cookies.dialog.title')}
      closeLabel={t('common.close')}
      onClose={onDismiss}
      closeOnBackdropClick={false}
      footer={
        <div className={styles.actions}>
          <Button onClick={() => onSave(ALL_ACCEPTED)}>{t('cookies.dialog.acceptAll')}</Button>
          <Button variant="secondary" onClick={() => onSave(ALL_DECLINED)}>
            {t('cookies.dialog.decline')}
          </Button>
          <Button variant="ghost" onClick={onShowSettings}>
            {t('cookies.dialog.settings')}
          </Button>
        </div>
      }
    >
      <p className={styles.text}>{t('cookies.dialog.text')}</p>
      <p>
        <Link to="/cookie-policy" onClick={onDismiss}>
          {t('cookies.policyLink')}
        </Link>
      </p>
    </Modal>
  );
}
