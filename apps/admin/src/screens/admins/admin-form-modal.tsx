import {
  brokenPasswordRule,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Administrator,
} from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Button, Modal, PasswordField, TextField } from '@fuelcard/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useApi } from '../../lib/api-context';
import { FormErrorLine } from '../../lib/form-error-line';
import { useFieldsInView } from '../../lib/use-fields-in-view';
import { useModalSubmit } from '../../lib/use-modal-submit';
import { usePasswordStrength } from '../../lib/use-password-strength';
import { PasswordStrengthMeter } from '../shared/password-strength-meter';
import { DiscardChangesDialog, useLeaveGuard } from '../../lib/use-unsaved-changes';
import { CancelButton } from '../shared/cancel-button';

export interface AdminFormModalProps {
  open: boolean;
  /** The administrator to edit, or null to create one. */
  admin: Administrator | null;
  onClose: () => void;
  /** After a successful save, with the name saved and whether a new password was set. */
  onSaved: (username: string, passwordChanged: boolean) => void;
}

const LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

/**
 * Creates an administrator (the role «Редактор»: the API's `admin`), or edits one; an empty password
 * on edit keeps the password (spec §4). A new password shows its strength as the API judges it,
 * and can be shown in clear.
 * The password rules are shown under the field from the start; a rule the typed password breaks
 * appears next to it once the field is left or the form submitted (which it then does not send),
 * and the server's message about a field (a common password, a taken username) appears next to
 * that field too, with the focus moved there, while the spec's form-level error line stays (by
 * the buttons). Closing or leaving with changes asks first; passwords are never kept as drafts.
 */
export function AdminFormModal({ open, admin, onClose, onSaved }: AdminFormModalProps) {
  const t = useT();
  const api = useApi();
  const formId = useId();
  const editing = admin !== null;
  const submit = useModalSubmit(
    t(editing ? 'admin.admins.errors.update' : 'admin.admins.errors.create'),
  );
  const [username, setUsername] = useState(admin?.username ?? '');
  const [password, setPassword] = useState('');
  const [passwordChecked, setPasswordChecked] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const dirty = username !== (admin?.username ?? '') || password !== '';
  const leaveDialog = useLeaveGuard(dirty && !submit.sending);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const strength = usePasswordStrength(password, username);

  // Editing with an empty password keeps the current one: nothing to check then.
  const brokenRule =
    editing && password === '' ? undefined : brokenPasswordRule(password, username);
  const serverField = submit.fieldError;
  const passwordError =
    passwordChecked && brokenRule
      ? t(`admin.admins.passwordProblems.${brokenRule}`, LIMITS)
      : serverField?.field === 'password'
        ? serverField.message
        : undefined;
  const usernameError = serverField?.field === 'username' ? serverField.message : undefined;
  // Two fields seldom leave one out of sight: the footer's link only when one is (review s47, 14).
  const formRef = useRef<HTMLFormElement>(null);
  const fieldsInView = useFieldsInView(formRef, [usernameError, passwordError]);

  useEffect(() => {
    if (serverField?.field === 'password') passwordInput.current?.focus();
    if (serverField?.field === 'username') usernameInput.current?.focus();
  }, [serverField]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPasswordChecked(true);
    if (brokenRule) {
      passwordInput.current?.focus();
      return;
    }
    const saved = await submit.run(() =>
      admin
        ? api.updateAdministrator(admin.id, password === '' ? { username } : { username, password })
        : api.createAdministrator({ username, password }),
    );
    if (saved) onSaved(username, password !== '');
  }

  const close = () => {
    if (submit.sending) return;
    if (dirty) setAskDiscard(true);
    else onClose();
  };

  const rules = t('admin.admins.modal.passwordRules', LIMITS);
  return (
    <>
      <Modal
        open={open}
        onClose={close}
        title={t(editing ? 'admin.admins.modal.editTitle' : 'admin.admins.modal.createTitle')}
        closeLabel={t('admin.actions.close')}
        className="console-modal"
        footer={
          <>
            {/* Said once (review s46, finding 7): a field's error is a link to it here. */}
            <FormErrorLine
              error={submit.error}
              toldInField={submit.receivedFieldErrors.some(
                (entry) =>
                  (entry.field === 'username' || entry.field === 'password') &&
                  entry.message === submit.error,
              )}
              fieldCount={(usernameError ? 1 : 0) + (passwordError ? 1 : 0)}
              onShow={() =>
                (usernameError ? usernameInput : passwordInput).current?.focus()
              }
              fieldsInView={fieldsInView}
            />
            <CancelButton onClick={close} disabled={submit.sending}>
              {t('admin.actions.cancel')}
            </CancelButton>
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
        <form
          ref={formRef}
          id={formId}
          onSubmit={onSubmit}
          noValidate
          className="modal-form"
        >
          {!editing && <p className="muted modal-form__note">{t('admin.admins.modal.roleNote')}</p>}
          <fieldset disabled={submit.sending}>
            <TextField
              ref={usernameInput}
              label={t('admin.admins.modal.username')}
              name="username"
              autoComplete="off"
              required
              value={username}
              hint={t('admin.admins.modal.usernameRules')}
              error={usernameError}
              spellCheck={false}
              autoCapitalize="none"
              onChange={(event) => {
                setUsername(event.target.value);
                if (serverField?.field === 'username') submit.clearFieldError();
              }}
            />
            <PasswordField
              ref={passwordInput}
              label={t(editing ? 'admin.admins.modal.newPassword' : 'admin.admins.modal.password')}
              name="password"
              autoComplete="new-password"
              required={!editing}
              hint={editing ? `${t('admin.admins.modal.passwordHint')} ${rules}` : rules}
              error={passwordError}
              aria-describedby={strength.state === 'empty' ? undefined : `${formId}-strength`}
              visibilityLabels={{ show: t('admin.password.show'), hide: t('admin.password.hide') }}
              value={password}
              onBlur={() => setPasswordChecked(password !== '' || !editing)}
              onChange={(event) => {
                setPassword(event.target.value);
                if (serverField?.field === 'password') submit.clearFieldError();
              }}
            />
            <PasswordStrengthMeter id={`${formId}-strength`} strength={strength} />
          </fieldset>
        </form>
      </Modal>
      {askDiscard && (
        <DiscardChangesDialog
          title={t('admin.unsaved.closeTitle')}
          discardLabel={t('admin.unsaved.discard')}
          onStay={() => setAskDiscard(false)}
          onDiscard={() => {
            setAskDiscard(false);
            // After the question has closed and given the focus back (see the news form).
            setTimeout(onClose, 0);
          }}
        />
      )}
      {leaveDialog}
    </>
  );
}
