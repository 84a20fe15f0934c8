import { useT } from '@fuelcard/i18n/react';
import { Button, Modal } from '@fuelcard/ui';
import { useState } from 'react';
import { Icon } from '../../artwork/icons';
import { copyText } from '../../lib/clipboard';

/** A value of the SQL result shown whole (it is cut in the table), with a way to copy it. */
export function SqlValueDialog({ column, row, text, onClose }: { column: string; row: number; text: string; onClose: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('admin.sql.valueTitle', { column, row })}
      closeLabel={t('admin.actions.close')}
      size="lg"
      className="console-modal"
      footer={
        <>
          <p className="modal-footer__error" role="status">
            {copied === null ? '' : t(copied ? 'admin.sql.valueCopied' : 'admin.sql.copyFailed')}
          </p>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.actions.close')}
          </Button>
          <Button onClick={() => void copyText(text).then(setCopied)}>
            <span className="button-with-icon">
              <Icon name="copy" size={16} />
              {t('admin.sql.copyValue')}
            </span>
          </Button>
        </>
      }
    >
      <pre className="sql-value" tabIndex={0}>
        {text}
      </pre>
    </Modal>
  );
}
