import { useT } from '@fuelcard/i18n/react';
import { Button, Checkbox, Modal } from '@fuelcard/ui';
import { useState } from 'react';
import { copyText } from '../../lib/clipboard';
import { useToast } from '../../lib/toasts';

export interface RecoveryCodesDialogProps {
  codes: readonly string[];
  username: string;
  onDone: () => void;
}

/** Offers the codes as a text file, one a line. */
function download(codes: readonly string[], username: string) {
  const blob = new Blob([`${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = username
    ? `fuelcard-recovery-codes-${username}.txt`
    : 'fuelcard-recovery-codes.txt';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The ten recovery codes, shown this once: copy, download, and an acknowledgement before the
 * dialog can be closed with «Готово».
 */
export function RecoveryCodesDialog({ codes, username, onDone }: RecoveryCodesDialogProps) {
  const t = useT();
  const notify = useToast();
  const [saved, setSaved] = useState(false);
  return (
    <Modal
      open
      onClose={() => saved && onDone()}
      title={t('admin.security.settings.recovery.title')}
      closeLabel={t('admin.actions.close')}
      size="sm"
      closeOnBackdropClick={false}
      className="console-modal"
      footer={
        <Button onClick={onDone} disabled={!saved}>
          {t('admin.security.settings.recovery.done')}
        </Button>
      }
    >
      <p>{t('admin.security.settings.recovery.shownOnce')}</p>
      <ol className="recovery-codes" aria-label={t('admin.security.settings.recovery.listLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="security-form__actions security-form__actions--start">
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            if (await copyText(codes.join('\n')))
              notify(t('admin.security.settings.recovery.copied'));
          }}
        >
          {t('admin.security.settings.recovery.copy')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => download(codes, username)}>
          {t('admin.security.settings.recovery.download')}
        </Button>
      </div>
      <Checkbox
        label={t('admin.security.settings.recovery.acknowledge')}
        checked={saved}
        onChange={(event) => setSaved(event.target.checked)}
      />
    </Modal>
  );
}
