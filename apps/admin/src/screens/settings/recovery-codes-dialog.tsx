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

/**
 * The file of the codes: named after the product and the account (only letters, digits, dots,
 * dashes and underscores, which every file system takes), a line saying what it is, one code a line.
 */
export function recoveryCodesFile(
  codes: readonly string[],
  header: string,
  name: string,
): { name: string; text: string } {
  const safeName = name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/-{2,}/g, '-');
  return { name: safeName, text: `${header}\n\n${codes.join('\n')}\n` };
}

/** Offers the codes as a text file, one a line under a header. */
function download(file: { name: string; text: string }) {
  const blob = new Blob([file.text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
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
  const file = () => {
    const brand = t('common.brand');
    const who = username || 'admin';
    return recoveryCodesFile(
      codes,
      t('admin.security.settings.recovery.fileHeader', {
        brand,
        username: who,
        date: new Date().toISOString().slice(0, 10),
      }),
      t('admin.security.settings.recovery.fileName', { brand, username: who }),
    );
  };
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
          onClick={async () => {
            if (await copyText(codes.join('\n')))
              notify(t('admin.security.settings.recovery.copied'));
          }}
        >
          {t('admin.security.settings.recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={() => download(file())}>
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
