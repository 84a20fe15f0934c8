import { useT } from '../../i18n/i18n-context';
import { Modal } from '@fuelcard/ui';
import {
  ALL_ACCEPTED,
  ALL_DECLINED,
  type ConsentChoices,
  type ConsentRecord,
} from '../../lib/consent-record';
import { saveConsent } from '../../lib/save-consent';
import { ConsentMainActions, ConsentMainText } from './ConsentMain';
import { ConsentSettings } from './ConsentSettings';
import type { ConsentView } from './consent-state';

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
      <Modal
        open
        title={t('cookies.settings.title')}
        closeLabel={t('common.close')}
        onClose={onDismiss}
        closeOnBackdropClick={false}
        size="lg"
      >
        <ConsentSettings
          initial={record ?? ALL_DECLINED}
          onSave={onSave}
          onClose={onCloseSettings}
        />
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
      // The reader starts at the heading, not on the policy link in the middle of the text.
      focusTitle
      footer={
        <ConsentMainActions
          onAction={(action) => {
            if (action === 'accept') onSave(ALL_ACCEPTED);
            else if (action === 'decline') onSave(ALL_DECLINED);
            else if (action === 'settings') onShowSettings();
            else onDismiss();
          }}
        />
      }
    >
      <ConsentMainText onPolicy={onDismiss} />
    </Modal>
  );
}
