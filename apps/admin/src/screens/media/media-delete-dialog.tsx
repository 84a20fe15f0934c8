import type { MediaItem } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, Modal } from '@fuelcard/ui';
import { useMediaLibrary } from '../../lib/use-media-library';
import { useModalSubmit } from '../../lib/use-modal-submit';
import { MediaUses } from './media-card';
import { CancelButton } from '../shared/cancel-button';

/**
 * «Удалить изображение?»: confirmed when nothing uses it; while it is used, the dialog says where
 * (linked) instead of offering the delete. The API refuses too (409, its message shown here).
 */
export function MediaDeleteDialog({
  image,
  onClose,
  onDeleted,
}: {
  image: MediaItem;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const media = useMediaLibrary();
  const submit = useModalSubmit(t('admin.workflow.media.deleteError'));
  const inUse = image.usedIn.length > 0;

  async function confirm() {
    if (await submit.run(() => media.remove(image.id))) onDeleted();
  }

  return (
    <Modal
      open
      onClose={() => !submit.sending && onClose()}
      title={t('admin.workflow.media.deleteTitle')}
      closeLabel={t('admin.actions.close')}
      size="sm"
      className="console-modal console-modal--question"
      footer={
        <>
          <CancelButton onClick={onClose} disabled={submit.sending}>
            {t('admin.workflow.media.picker.cancel')}
          </CancelButton>
          {!inUse && (
            <Button
              variant="danger"
              onClick={() => void confirm()}
              loading={submit.sending}
              loadingLabel={t('admin.actions.deleting')}
            >
              {t('admin.workflow.media.delete')}
            </Button>
          )}
        </>
      }
    >
      {inUse ? (
        <>
          <p className="question-text">{t('admin.workflow.media.deleteInUse')}</p>
          <MediaUses image={image} />
        </>
      ) : (
        <p className="question-text">{t('admin.workflow.media.deleteText')}</p>
      )}
      {submit.error && <Alert variant="error">{submit.error}</Alert>}
    </Modal>
  );
}
