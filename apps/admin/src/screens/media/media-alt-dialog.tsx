import type { MediaItem } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, Modal, TextField } from '@fuelcard/ui';
import { useState, type FormEvent } from 'react';
import { useMediaLibrary } from '../../lib/use-media-library';
import { useModalSubmit } from '../../lib/use-modal-submit';
import { thumbnailOf } from './media-format';
import { CancelButton } from '../shared/cancel-button';

/** «Описание изображения»: the alternative text in both languages, saved to the library. */
export function MediaAltDialog({
  image,
  onClose,
  onSaved,
}: {
  image: MediaItem;
  onClose: () => void;
  onSaved: (image: MediaItem) => void;
}) {
  const t = useT();
  const media = useMediaLibrary();
  const submit = useModalSubmit(t('admin.workflow.media.saveError'));
  const [altRu, setAltRu] = useState(image.alt.ru);
  const [altEn, setAltEn] = useState(image.alt.en);
  const formId = `media-alt-${image.id}`;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let saved: MediaItem | undefined;
    const ok = await submit.run(async () => {
      saved = await media.updateAlt(image.id, { alt: { ru: altRu, en: altEn } });
    });
    if (ok && saved) onSaved(saved);
  }

  return (
    <Modal
      open
      onClose={() => !submit.sending && onClose()}
      title={t('admin.workflow.media.editTitle')}
      closeLabel={t('admin.actions.close')}
      className="console-modal"
      footer={
        <>
          <CancelButton onClick={onClose} disabled={submit.sending}>
            {t('admin.workflow.media.picker.cancel')}
          </CancelButton>
          <Button
            type="submit"
            form={formId}
            loading={submit.sending}
            loadingLabel={t('admin.workflow.media.saving')}
          >
            {t('admin.workflow.media.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="media-alt" onSubmit={save} noValidate>
        <img
          className="media-alt__preview"
          src={media.url(thumbnailOf(image))}
          alt=""
          width={image.width}
          height={image.height}
        />
        <div className="media-alt__fields">
          <TextField
            label={t('admin.workflow.media.altRu')}
            name="altRu"
            value={altRu}
            maxLength={300}
            hint={t('admin.workflow.media.altRule')}
            onChange={(event) => setAltRu(event.target.value)}
          />
          <TextField
            label={t('admin.workflow.media.altEn')}
            name="altEn"
            value={altEn}
            maxLength={300}
            onChange={(event) => setAltEn(event.target.value)}
          />
          {submit.error && <Alert variant="error">{submit.error}</Alert>}
        </div>
      </form>
    </Modal>
  );
}
