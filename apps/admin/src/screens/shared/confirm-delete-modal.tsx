import { useT } from '@fuelcard/i18n/react';
import { Button, Modal } from '@fuelcard/ui';
import { useState } from 'react';
import { formErrorText } from '../../lib/form-error';
import { CancelButton } from './cancel-button';

export interface ConfirmDeleteModalProps {
  open: boolean;
  title: string;
  message: string;
  /** The delete call. */
  onConfirm: () => Promise<unknown>;
  /** The default text when the server gives no error field. */
  fallbackError: string;
  /** After a successful delete: close and reload the list. */
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * Confirms a delete. While sending, the button is disabled and reads «Удаление…»; a failure is
 * shown as a browser alert (spec §8) and the modal stays open.
 */
export function ConfirmDeleteModal({ open, title, message, onConfirm, fallbackError, onDeleted, onClose }: ConfirmDeleteModalProps) {
  const t = useT();
  const [sending, setSending] = useState(false);

  async function confirm() {
    setSending(true);
    try {
      await onConfirm();
      setSending(false);
      onDeleted();
    } catch (caught) {
      setSending(false);
      window.alert(formErrorText(caught, fallbackError));
    }
  }

  return (
    <Modal
      open={open}
      onClose={() => !sending && onClose()}
      title={title}
      closeLabel={t('admin.actions.close')}
      size="sm"
      className="console-modal console-modal--question"
      footer={
        <>
          <CancelButton onClick={onClose} disabled={sending}>
            {t('admin.actions.cancel')}
          </CancelButton>
          <Button variant="danger" onClick={confirm} loading={sending} loadingLabel={t('admin.actions.deleting')}>
            {t('admin.actions.delete')}
          </Button>
        </>
      }
    >
      <p className="question-text">{message}</p>
    </Modal>
  );
}
