import {
  APPLICATION_STATUSES,
  type ApplicationItem,
  type ApplicationStatus,
  type ApplicationUpdate,
} from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, LoadingText, Modal, Select, TextArea } from '@fuelcard/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { formErrorText } from '../../lib/form-error';
import { formatRuDateTime } from '../../lib/format-date';
import { useSession } from '../../lib/session-context';
import { useToast } from '../../lib/toasts';
import { useApplications } from '../../lib/use-applications';
import { ApplicationStatusBadge } from './application-status-badge';

/** Who took an application, in words. */
export function useAssigneeText() {
  const t = useT();
  return (item: ApplicationItem) =>
    item.assignee === null
      ? t('admin.applications.nobody')
      : (item.assignee.username ?? t('admin.applications.deletedAdministrator'));
}

/**
 * One application: every field, and its handling — status, «Взять в работу», the note — saved
 * with a toast. Opened from the list (?open=<id>), so that the activity log can link to it.
 */
export function ApplicationDialog({
  id,
  onClose,
  onSaved,
}: {
  id: number;
  onClose: () => void;
  onSaved: (item: ApplicationItem) => void;
}) {
  const t = useT();
  const api = useApplications();
  const session = useSession();
  const notify = useToast();
  const assigneeText = useAssigneeText();
  const [item, setItem] = useState<ApplicationItem | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [status, setStatus] = useState<ApplicationStatus>('new');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setItem(null);
    setLoadError(null);
    api.applicationItem(id).then(
      (loaded) => {
        if (!current) return;
        setItem(loaded);
        setStatus(loaded.status);
        setNote(loaded.note);
      },
      (caught: unknown) => {
        if (current) setLoadError(formErrorText(caught, t('admin.applications.detail.loadError')));
      },
    );
    return () => {
      current = false;
    };
  }, [api, id, t]);

  async function save(change: ApplicationUpdate, message: string) {
    if (!item) return;
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await api.updateApplication(item.id, change);
      setItem(saved);
      setStatus(saved.status);
      setNote(saved.note);
      onSaved(saved);
      notify(t(message, { reference: saved.reference }), 'success');
    } catch (caught) {
      setSaveError(formErrorText(caught, t('admin.applications.detail.saveError')));
    } finally {
      setSaving(false);
    }
  }

  const mine = item?.assignee !== null && item?.assignee?.id === session?.id;
  const take = () =>
    void save(
      {
        assigneeId: session?.id ?? null,
        ...(item?.status === 'new' ? { status: 'in_progress' } : {}),
      },
      'admin.applications.detail.taken',
    );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save({ status, note }, 'admin.applications.detail.saved');
  };
  const d = (key: string) => t(`admin.applications.detail.${key}`);
  const fields = item
    ? ([
        ['type', t(`admin.applications.types.${item.type}`)],
        ['product', item.product],
        ['company', item.company],
        ['unp', item.unp],
        ['contact', item.contact],
        ['phone', <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a>],
        [
          'email',
          <a href={`mailto:${encodeURIComponent(item.email).replace('%40', '@')}`}>{item.email}</a>,
        ],
        ['region', item.region],
        [
          'interests',
          item.interests
            .map((interest) =>
              t(`admin.applications.interests.${interest}`, { defaultValue: interest }),
            )
            .join(', '),
        ],
        ['lang', item.lang],
        ['createdAt', formatRuDateTime(item.createdAt) ?? item.createdAt],
        ['updatedAt', formatRuDateTime(item.updatedAt) ?? item.updatedAt],
      ] as const)
    : [];

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      closeLabel={d('close')}
      className="application-dialog"
      title={
        item
          ? t('admin.applications.detail.title', { reference: item.reference })
          : t('admin.applications.title')
      }
    >
      {loadError && <Alert variant="error">{loadError}</Alert>}
      {!item && !loadError && <LoadingText text={t('admin.loading')} />}
      {item && (
        <div className="application-detail">
          <p className="application-detail__status">
            <ApplicationStatusBadge status={item.status} />{' '}
            <span>
              {d('assignee')}: {assigneeText(item)}
            </span>
          </p>
          <h3 className="application-detail__heading">{d('fields')}</h3>
          <dl className="application-fields">
            {fields
              .filter(([, value]) => value !== null && value !== '')
              .map(([key, value]) => (
                <div key={key}>
                  <dt>{d(key)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            <div className="application-fields__wide">
              <dt>{d('message')}</dt>
              <dd className="application-fields__message">{item.message || d('noMessage')}</dd>
            </div>
          </dl>
          <form className="application-work" aria-label={d('work')} onSubmit={onSubmit}>
            <h3 className="application-detail__heading">{d('work')}</h3>
            {!mine && (
              <Button variant="secondary" onClick={take} disabled={saving}>
                {d('take')}
              </Button>
            )}
            <Select<ApplicationStatus>
              label={d('status')}
              name="status"
              value={status}
              options={APPLICATION_STATUSES.map((value) => ({
                value,
                label: t(`admin.applications.statuses.${value}`),
              }))}
              onChange={setStatus}
            />
            <TextArea
              label={d('note')}
              hint={d('noteHint')}
              name="note"
              rows={4}
              maxLength={2000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            {saveError && <Alert variant="error">{saveError}</Alert>}
            <div className="application-work__buttons">
              <Button type="submit" loading={saving} loadingLabel={d('saving')}>
                {d('save')}
              </Button>
            </div>
          </form>
        </div>
      )}
    </Modal>
  );
}
