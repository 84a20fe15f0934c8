import type { Administrator } from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, Modal, PasswordField, TextField } from '@fuelcard/ui';
import { useId, useState, type FormEvent } from 'react';
import { useApi } from '../../lib/api-context';
import { useModalSubmit } from '../../lib/use-modal-submit';

export interface AdminFormModalProps {
  open: boolean;
  /** The administrator to edit, or null to create one. */
  admin: Administrator | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates an administrator, or edits one; an empty password on edit keeps the password (spec §4). */
export function AdminFormModal({ open, admin, onClose, onSaved }: AdminFormModalProps) {
  const t = useT();
  const api = useApi();
  const formId = useId();
  const editing = admin !== null;
  const submit = useModalSubmit(t(editing ? 'admin.admins.errors.update' : 'admin.admins.errors.create'));
  const [username, setUsername] = useState(admin?.username ?? '');
  const [password, setPassword] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const saved = await submit.run(() =>
      admin
        ? api.updateAdministrator(admin.id, password === '' ? { username } : { username, password })
        : api.createAdministrator({ username, password }),
    );
    if (saved) onSaved();
  }

  const close = () => {
    if (!submit.sending) onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t(editing ? 'admin.admins.modal.editTitle' : 'admin.admins.modal.createTitle')}
      closeLabel={t('admin.actions.close')}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={submit.sending}>
            {t('admin.actions.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={submit.sending}
            loadingLabel={t(editing ? 'admin.actions.saving' : 'admin.actions.creating')}
          >
            {t(editing ? 'admin.actions.save' : 'admin.actions.create')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="modal-form">
        <fieldset disabled={submit.sending}>
          <TextField
            label={t('admin.admins.modal.username')}
            name="username"
            autoComplete="off"
            required
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <PasswordField
            label={t(editing ? 'admin.admins.modal.newPassword' : 'admin.admins.modal.password')}
            name="password"
            autoComplete="new-password"
            required={!editing}
            hint={editing ? t('admin.admins.modal.passwordHint') : undefined}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </fieldset>
        <ErrorLine message={submit.error} />
      </form>
    </Modal>
  );
}
