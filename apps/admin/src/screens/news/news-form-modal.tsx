import type { NewsEntry } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, Modal } from '@fuelcard/ui';
import { useId, useState, type FormEvent } from 'react';
import { useApi } from '../../lib/api-context';
import { useModalSubmit } from '../../lib/use-modal-submit';
import { NewsFormFields } from './news-form-fields';
import { emptyNewsForm, newsFormFromItem, toNewsInput } from './news-form-model';

export interface NewsFormModalProps {
  /** The item to edit, or null to create one. */
  item: NewsEntry | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits a news item (spec §4: disabled while sending, stays open with the error on failure). */
export function NewsFormModal({ item, onClose, onSaved }: NewsFormModalProps) {
  const t = useT();
  const api = useApi();
  const formId = useId();
  const creating = item === null;
  const submit = useModalSubmit(t(creating ? 'admin.news.errors.create' : 'admin.news.errors.update'));
  const [initial] = useState(() => (item ? newsFormFromItem(item) : emptyNewsForm()));
  const [values, setValues] = useState(initial);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = toNewsInput(values);
    const saved = await submit.run(() => (item ? api.updateNews(item.id, body) : api.createNews(body)));
    if (saved) onSaved();
  }

  const close = () => {
    if (!submit.sending) onClose();
  };

  return (
    <Modal
      open
      onClose={close}
      closeOnBackdropClick={false}
      title={t(creating ? 'admin.news.modal.createTitle' : 'admin.news.modal.editTitle')}
      closeLabel={t('admin.actions.close')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={submit.sending}>
            {t('admin.actions.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submit.sending}
            loadingLabel={t(creating ? 'admin.actions.creating' : 'admin.actions.saving')}>
            {t(creating ? 'admin.actions.create' : 'admin.actions.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="modal-form">
        <NewsFormFields values={values} initial={initial} creating={creating} disabled={submit.sending} onChange={setValues} />
        <ErrorLine message={submit.error} />
      </form>
    </Modal>
  );
}
