import { useT } from '@fuelcard/i18n/react';
import { Button, Modal } from '@fuelcard/ui';
import { useState } from 'react';
import { Icon } from '../../artwork/icons';
import { copyText } from '../../lib/clipboard';
import { formatSqlValue } from './sql-value-format';

/**
 * A value of the SQL result shown whole (it is cut in the table), with a way to copy it. HTML and
 * JSON are laid out with line breaks and indentation, as text, never rendered (review s47c,
 * finding 12); «Копировать значение» copies the value exactly as it is.
 */
export function SqlValueDialog({ column, row, text, onClose }: { column: string; row: number; text: string; onClose: () => void }) {
  const t = useT();
  const [copied, setCopied] = useState<boolean | null>(null);
  const shown = formatSqlValue(text);
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
      {shown.kind !== 'text' && <p className="sql-value__note">{t('admin.sql.valueFormatted')}</p>}
      <pre className="sql-value" tabIndex={0} data-kind={shown.kind}>
        {shown.text}
      </pre>
    </Modal>
  );
}
