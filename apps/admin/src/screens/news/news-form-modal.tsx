import {
  consoleNewsStateAt,
  newsConflictOf,
  type NewsConflict,
  type NewsEntry,
  type NewsInput,
  type NewsStatus,
} from '@fuelcard/contracts';
import { useT } from '@fuelcard/i18n/react';
import { Alert, Button, Modal } from '@fuelcard/ui';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useNewsWorkflow } from '../../lib/use-news-workflow';
import { focusFieldById } from '../../lib/focus-field';
import { FormErrorLine } from '../../lib/form-error-line';
import { useFieldsInView } from '../../lib/use-fields-in-view';
import { formatRuDateTime } from '../../lib/format-date';
import { PHONE_OR_NARROW_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useModalSubmit } from '../../lib/use-modal-submit';
import { useToast, useToastAnchor } from '../../lib/toasts';
import { DiscardChangesDialog, useLeaveGuard } from '../../lib/use-unsaved-changes';
import { newsTitle } from './news-index';
import type { NewsDrafts } from './news-drafts';
import { sameNewsValues } from './news-drafts';
import { newsFieldOf, type NewsField } from './news-form-errors';
import { NewsFormFields } from './news-form-fields';
import {
  emptyNewsForm,
  newsFormFromItem,
  toNewsInput,
  type NewsFormValues,
} from './news-form-model';
import { NewsConflictDialog } from './news-conflict-dialog';
import { NewsHistoryDialog } from './news-history-dialog';
import {
  publishLabel,
  savedMessage,
  startsLater,
  startText,
  withLiveDate,
} from './news-status-text';
import { NewsStatusAction, NewsWorkflowBar } from './news-workflow-bar';
import { AutosaveOffer, AutosaveStatusLine } from './news-autosave-ui';
import { formFromAutosave, useAutosaveOffer, useNewsAutosave } from './use-news-autosave';
import { useNewsDraft } from './use-news-draft';
import { useNewsPresence } from './use-news-presence';
import { CancelButton } from '../shared/cancel-button';

export interface NewsFormModalProps {
  /** The item to edit (with the version it was opened at), or null to create one. */
  item: (NewsEntry & { version?: number | undefined }) | null;
  drafts: NewsDrafts;
  /** Open with the item's draft already restored (the user asked for it). */
  restoreDraft?: boolean;
  onClose: () => void;
  /**
   * After a successful save, with the confirmation to show and the item's id. The form stays
   * disabled until a returned promise settles (the page editor reads the stored item first, so
   * nothing typed meanwhile is lost when the form starts again from it).
   */
  onSaved: (message: string, id?: string) => void | Promise<void>;
  /**
   * After «Сохранить черновик» of a new item in the list's quick form (issue 26 §2): the form
   * stays open on the saved draft rather than closing. Without it, `onSaved` (the page editor
   * moves to the item's own address).
   */
  onDraftCreated?: ((message: string, id: string) => void) | undefined;
  /**
   * `modal` (the list's quick form, spec §4: closes on success) or `page` (the full-page editor at
   * /adminDashboard/news/:id, issue 26 §1: the fields wide, the status and actions beside them).
   */
  layout?: 'modal' | 'page';
  /** The page editor opened at `?history=1`: the version history is open from the start. */
  historyOnOpen?: boolean;
  /** The version history closed (the page drops `?history=1` from its address). */
  onHistoryClosed?: () => void;
}

/**
 * Creates or edits a news item (spec §4: disabled while sending, stays open with the error on
 * failure). The server's message about one field appears next to that field, which gets the
 * focus; the spec's form error stays by the buttons. Unsaved changes are kept as a draft in this
 * browser and offered back after a reload; closing or leaving with changes asks first.
 */
export function NewsFormModal({
  item,
  drafts,
  restoreDraft = false,
  onClose,
  onSaved,
  onDraftCreated,
  layout = 'modal',
  historyOnOpen = false,
  onHistoryClosed,
}: NewsFormModalProps) {
  const t = useT();
  const navigate = useNavigate();
  const api = useApi();
  const workflow = useNewsWorkflow();
  const formId = useId();
  const creating = item === null;
  const target = item?.id ?? 'new';
  const submit = useModalSubmit(
    t(creating ? 'admin.news.errors.create' : 'admin.news.errors.update'),
  );
  const stored = useMemo(() => (item ? newsFormFromItem(item) : emptyNewsForm()), [item]);
  const [draft, setDraft] = useState(() => {
    const found = drafts.read(target);
    return found && !sameNewsValues(found.values, stored) ? found : null;
  });
  // The editors read their start once: restoring a draft remounts the fields.
  const [start, setStart] = useState<{ values: NewsFormValues; round: number }>(() => ({
    values: restoreDraft && draft ? draft.values : stored,
    round: 0,
  }));
  const [values, setValues] = useState(start.values);
  const [restored, setRestored] = useState(restoreDraft && draft !== null);
  const [askDiscard, setAskDiscard] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(historyOnOpen && item !== null);
  const closeHistory = () => {
    setHistoryOpen(false);
    onHistoryClosed?.();
  };
  // «Опубликовать» / «Запланировать на …» asks first, saying when the item goes live.
  const [confirmPublish, setConfirmPublish] = useState(false);
  // «Снять с публикации» (in «Действия») asks first too: it takes the item off the site.
  const [confirmUnpublish, setConfirmUnpublish] = useState(false);
  // A save refused because the item changed since it was opened (412), and what was being saved.
  const [conflict, setConflict] = useState<{
    answer: NewsConflict;
    body: NewsInput;
    retry: (version: number) => Promise<unknown>;
    done: () => Promise<void>;
  } | null>(null);
  const status = item?.status ?? 'published';
  // The one status of the stored item, by the rule the list and the server use.
  const storedState = useMemo(() => (item ? consoleNewsStateAt(item) : null), [item]);
  // Who else has the item open now (a heartbeat while this form is open).
  const editingNow = useNewsPresence(item?.id ?? null);
  // A save of a live item changes the public page at once: the button says «Обновить».
  const live = storedState === 'live';
  const narrow = useMediaQuery(PHONE_OR_NARROW_QUERY);
  const toastAnchor = useToastAnchor();
  const notify = useToast();
  // The form opens on its first field (the status and preview bar comes before it).
  const firstField = useMemo(
    () => ({
      get current() {
        return document.getElementById(`${formId}-titleRu`);
      },
    }),
    [formId],
  );
  const dirty = !sameNewsValues(values, stored);
  // «Нужен заголовок хотя бы на одном языке.» is said when a save or a publish is tried without a
  // title (nothing is sent then), not under every empty new form (review s45, finding 3). The
  // count of such tries, so that each one gives the title the focus again; 0 once one is typed.
  const [titleTries, setTitleTries] = useState(0);
  const noTitle = values.titleRu.trim() === '' && values.titleEn.trim() === '';
  const titleMissing = titleTries > 0 && noTitle;
  /** True (and the title field says why, with the focus) when there is no title to send. */
  const stopWithoutTitle = () => {
    if (!noTitle) return false;
    setTitleTries((count) => count + 1);
    return true;
  };
  // Every field the server named at once (issue 26 §2), each with the body path it came as.
  const fieldErrors = useMemo(() => {
    const named = submit.fieldErrors.flatMap(({ field: path, message }) => {
      const field = newsFieldOf(path);
      return field ? [{ field, path, message }] : [];
    });
    return titleMissing && !named.some((entry) => entry.field === 'titleRu')
      ? [
          {
            field: 'titleRu' as const,
            path: 'titles.ru',
            message: t('admin.news.form.titlesRule'),
          },
          ...named,
        ]
      : named;
  }, [submit.fieldErrors, titleMissing, t]);
  // The first of them gets the focus.
  const field = fieldErrors[0]?.field;
  // The footer's «1 поле с ошибкой — показать» only when a field in error is out of sight (review
  // s47b, finding 14): beside a slug error in plain view it said nothing new.
  const formRef = useRef<HTMLFormElement>(null);
  // The page editor's form: its toasts stand at its top centre, under the app bar (review s47c,
  // finding 7); the quick form's dialog is found by the toasts themselves.
  const pageFormRef = useCallback(
    (element: HTMLFormElement | null) => {
      formRef.current = element;
      const release = toastAnchor(element);
      return () => {
        formRef.current = null;
        release();
      };
    },
    [toastAnchor],
  );
  const fieldsInView = useFieldsInView(
    formRef,
    fieldErrors.map((entry) => entry.message),
  );

  useNewsDraft(drafts, target, values, dirty);
  // The server's autosave of a stored item (issue 26 §4), and the caller's one offered back.
  const autosave = useNewsAutosave(workflow, item?.id ?? null, values, dirty, submit.sending);
  const serverAutosave = useAutosaveOffer(workflow.readAutosave, item?.id ?? null);
  const [autosaveChoice, setAutosaveChoice] = useState<'open' | 'restored' | 'dropped'>('open');
  const autosaveValues = useMemo(
    () => serverAutosave && formFromAutosave(serverAutosave.content, stored),
    [serverAutosave, stored],
  );
  const restoreAutosave = () => {
    if (!autosaveValues) return;
    setStart((current) => ({ values: autosaveValues, round: current.round + 1 }));
    setValues(autosaveValues);
    setAutosaveChoice('restored');
  };
  const dropAutosave = () => {
    setAutosaveChoice('dropped');
    if (item) workflow.dropAutosave(item.id).catch(() => {});
  };
  const discard = () => drafts.clear(target);
  // After a save the page may move on (a new item to its own address) without asking.
  const saved = useRef(false);
  const leaveDialog = useLeaveGuard(dirty && !submit.sending, discard, saved, {
    label: t('admin.unsaved.saveAndClose'),
    error: submit.error,
    sending: submit.sending,
    // The page's move goes on once the draft is stored, with its confirmation.
    run: (proceed) =>
      saveDraftThen((message) => {
        notify(message);
        proceed();
      }),
  });
  const savedWith = async (message: string, id?: string) => {
    saved.current = true;
    await onSaved(message, id);
  };

  useEffect(() => {
    if (field) focusFieldById(`${formId}-${field}`);
  }, [field, formId, submit.fieldError, titleTries]);

  const change = (update: (current: NewsFormValues) => NewsFormValues, changed: NewsField) => {
    setValues(update);
    if (changed === 'titleRu' || changed === 'titleEn') setTitleTries(0);
    const named = fieldErrors.find((entry) => entry.field === changed);
    if (named) submit.clearFieldError(named.path);
  };

  const restore = () => {
    if (!draft) return;
    setStart((current) => ({ values: draft.values, round: current.round + 1 }));
    setValues(draft.values);
    setRestored(true);
  };
  const dropDraft = () => {
    drafts.clear(target);
    setDraft(null);
    if (restored) {
      setStart((current) => ({ values: stored, round: current.round + 1 }));
      setValues(stored);
      setRestored(false);
    }
  };

  /**
   * Runs a write of the opened item over the version it was opened at (If-Match). When someone
   * saved it meanwhile (412) the conflict dialog opens; the typed text stays in the form.
   */
  async function guarded(
    body: NewsInput,
    write: (version: number | undefined) => Promise<unknown>,
    done: () => Promise<void>,
  ): Promise<boolean> {
    return submit.run(async () => {
      try {
        await write(item?.version);
      } catch (error) {
        const answer = newsConflictOf(error);
        if (answer) setConflict({ answer, body, retry: write, done });
        throw error;
      }
      // Still sending (the fields disabled) until the caller has what was stored.
      await done();
    });
  }

  /**
   * Saves the form; a new item as a draft when asked, else as the API's default (published).
   * `after` replaces what follows a save (the unsaved-changes question's «Сохранить черновик и
   * закрыть» closes or leaves instead). Resolves false when nothing was saved (the error shown).
   */
  async function save(
    asDraft: boolean,
    after?: (message: string, id?: string) => void | Promise<void>,
  ): Promise<boolean> {
    if (stopWithoutTitle()) return false;
    const body = withLiveDate(
      { ...toNewsInput(values), ...(asDraft ? { status: 'draft' as const } : {}) },
      asDraft ? 'draft' : status,
    );
    const finish = (message: string, id?: string) => {
      if (!after) return savedWith(message, id);
      saved.current = true;
      return Promise.resolve(after(message, id));
    };
    const done = () => {
      drafts.clear(target);
      return finish(
        savedMessage(t, body, asDraft ? 'draft' : status, { wasLive: storedState === 'live' }),
      );
    };
    if (!item) {
      let created: string | undefined;
      const ok = await submit.run(async () => {
        created = String((await api.createNews(body)).id);
      });
      if (ok) {
        drafts.clear(target);
        const message = savedMessage(t, body, asDraft ? 'draft' : status, { wasLive: false });
        if (!after && asDraft && created && onDraftCreated) {
          saved.current = true;
          onDraftCreated(message, created);
        } else await finish(message, created);
      }
      return ok;
    }
    return guarded(body, (version) => api.updateNews(item.id, body, { ifMatch: version }), done);
  }

  /**
   * «Сохранить черновик и закрыть» in the unsaved-changes question (review s48b, finding 8): the
   * same save as «Сохранить черновик» — a new item as a draft, a stored draft as it is. A stored
   * item that is not a draft keeps the changes as its autosave (offered back when it is opened),
   * so that the site does not change. Then `after` (close, or go on with the move); on a failure
   * nothing closes and the error is said.
   */
  async function saveDraftThen(
    after: (message: string, id?: string) => void | Promise<void>,
  ): Promise<boolean> {
    if (!item || status === 'draft') return save(!item, after);
    if (stopWithoutTitle()) return false;
    const body = toNewsInput(values);
    const ok = await submit.run(() => workflow.autosave(item.id, body));
    if (!ok) return false;
    drafts.clear(target);
    saved.current = true;
    await after(
      t('admin.unsaved.keptAsAutosave', {
        title: newsTitle({ titles: body.titles, slug: body.slug ?? '' }),
      }),
    );
    return true;
  }

  /** The conflict's «Перезаписать»: the same write over the version the server has now. */
  async function overwrite() {
    if (!conflict) return;
    const { answer, retry, done } = conflict;
    await submit.run(async () => {
      await retry(answer.version);
      setConflict(null);
      await done();
    });
    setConflict(null);
  }

  /** The conflict's «Сохранить мою копию как черновик»: a new draft, the item left as it is. */
  async function saveCopy() {
    if (!conflict) return;
    const body: NewsInput = { ...conflict.body, slug: '', status: 'draft' };
    const saved = await submit.run(() => api.createNews(body));
    setConflict(null);
    if (!saved) return;
    drafts.clear(target);
    await savedWith(
      t('admin.workflow.conflict.copySaved', {
        title: newsTitle({ titles: body.titles, slug: '' }),
      }),
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stopWithoutTitle()) return;
    // A new item is published (or scheduled) only after the confirmation says when it goes live;
    // its first save is otherwise a draft (issue 26 §2).
    if (creating) setConfirmPublish(true);
    else await save(false);
  }

  /** Publishes or unpublishes the item; unsaved changes are saved with the new status. */
  async function changeStatus(next: 'draft' | 'published') {
    if (!item) return;
    const body = withLiveDate({ ...toNewsInput(values), status: next }, next);
    // A publish that gives the item its date is a save of the body, not only of the status.
    const saveBody = dirty || body.dates.date !== values.date;
    const title = newsTitle({ titles: body.titles, slug: body.slug ?? '' });
    const message =
      next === 'published'
        ? savedMessage(t, body, next, { wasLive: false })
        : t('admin.workflow.status.unpublished', { title });
    await guarded(
      body,
      (version) =>
        saveBody
          ? api.updateNews(item.id, body, { ifMatch: version })
          : workflow.setStatus(item.id, next, { ifMatch: version }),
      () => {
        drafts.clear(target);
        return savedWith(message);
      },
    );
  }

  const requestClose = () => {
    if (submit.sending) return;
    // The page's move away is guarded by the leave question itself.
    if (dirty && layout === 'modal') setAskDiscard(true);
    else onClose();
  };

  const onStatus = (next: NewsStatus) => {
    if (next === 'published') {
      if (!stopWithoutTitle()) setConfirmPublish(true);
    } else setConfirmUnpublish(true);
  };
  // One place for each action, in both editors and at every width: a draft's «Опубликовать» is
  // the main button, beside «Сохранить»; «Снять с публикации» stands in the status line at the top,
  // away from the save (the bottom bar below a desk stays one row).
  const footerStatus = item !== null && status === 'draft';
  const draftInFooter = footerStatus && status === 'draft';
  const footerStatusAction = (
    <NewsStatusAction
      status={status}
      values={values}
      sending={submit.sending}
      onStatus={onStatus}
      variant={draftInFooter ? 'primary' : 'secondary'}
    />
  );
  const liveNote = live && (
    <p id={`${formId}-live`} className="live-note">
      {t('admin.workflow.status.liveNotice')}
    </p>
  );
  // One action bar in both editors at every width (review s48b, finding 1): the error over it,
  // the status (autosave, «Изменения сразу появятся на сайте.») on its left — the slot where a
  // save's toast stands for its seconds — and «Отмена · Сохранить черновик · Опубликовать» (or
  // «Обновить», «Сохранить») on its right, the main action last.
  const saveDraftLabel = creating || draftInFooter;
  const actions = (
    <>
      {/* Said once (review s46, finding 7): an error told under its field is a link to it here. */}
      <FormErrorLine
        error={submit.error}
        toldInField={submit.receivedFieldErrors.some(
          (entry) => newsFieldOf(entry.field) !== undefined && entry.message === submit.error,
        )}
        fieldCount={fieldErrors.length}
        fieldsInView={fieldsInView}
        onShow={() => {
          if (field) focusFieldById(`${formId}-${field}`);
        }}
      />
      <div className="news-form__footer-note" data-toast-slot="" data-testid="news-form-status">
        {item && <AutosaveStatusLine status={autosave} live={live} />}
        {liveNote}
      </div>
      <div className="news-form__buttons">
        <CancelButton
          onClick={requestClose}
          disabled={submit.sending}
          className="news-form__cancel"
        >
          {t('admin.actions.cancel')}
        </CancelButton>
        {creating && (
          <Button
            variant="secondary"
            onClick={() => void save(true)}
            disabled={submit.sending}
            className="save-draft"
          >
            {t('admin.workflow.status.saveDraft')}
          </Button>
        )}
        <Button
          type="submit"
          form={formId}
          loading={submit.sending}
          loadingLabel={
            live
              ? t('admin.workflow.status.updating')
              : t(creating ? 'admin.actions.creating' : 'admin.actions.saving')
          }
          aria-describedby={live ? `${formId}-live` : undefined}
          // A stored draft's main action is «Опубликовать», wherever it stands: its save is secondary.
          variant={draftInFooter ? 'secondary' : 'primary'}
          // A stored draft's save reads as a new item's, «Сохранить черновик», in full at every
          // width (review s48b, finding 1: «Черновик» read as a status), in both editors.
          className={!creating && saveDraftLabel ? 'save-draft' : undefined}
        >
          {live
            ? t('admin.workflow.status.update')
            : creating
              ? publishLabel(t, values)
              : saveDraftLabel
                ? t('admin.workflow.status.saveDraft')
                : t('admin.actions.save')}
        </Button>
        {draftInFooter && footerStatusAction}
      </div>
    </>
  );
  const bar = (
    <NewsWorkflowBar
      status={creating ? null : status}
      state={storedState}
      startDate={item?.dates.startDate ?? ''}
      startTime={item?.dates.startTime ?? ''}
      values={values}
      sending={submit.sending}
      onStatus={onStatus}
      onHistory={
        !item
          ? undefined
          : layout === 'page'
            ? () => setHistoryOpen(true)
            : // No dialog over the quick form (issue 26, review s43 finding 6): the history opens
              // on the item's page; unsaved changes are asked about first, by the leave guard.
              () => void navigate(`/adminDashboard/news/${item.id}?history=1`)
      }
      fullPageHref={layout === 'modal' && item ? `/adminDashboard/news/${item.id}` : undefined}
      statusAction={!footerStatus}
      compact
      unpublishedEdits={live && dirty && autosave.kind === 'saved'}
    />
  );
  const others = editingNow.length > 0 && (
    <Alert variant="info" role="status" className="presence-note">
      {t('admin.workflow.presence', { names: editingNow.join(', ') })}
    </Alert>
  );
  // The browser's draft of the same text as the server's autosave is not offered twice.
  const sameAsAutosave =
    draft !== null &&
    autosaveValues !== null &&
    !restored &&
    sameNewsValues(draft.values, autosaveValues);
  const draftOffer = draft && !sameAsAutosave && (
    <Alert variant="info" role="status" className="draft-offer">
      <p>
        {t(restored ? 'admin.drafts.restored' : 'admin.drafts.found', {
          at: formatRuDateTime(draft.savedAt) ?? '',
        })}
      </p>
      <p className="draft-offer__actions">
        {!restored && (
          <Button size="sm" onClick={restore}>
            {t('admin.drafts.restore')}
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={dropDraft}>
          {t(restored ? 'admin.drafts.undoRestore' : 'admin.drafts.discard')}
        </Button>
      </p>
    </Alert>
  );
  const autosaveOffer = serverAutosave &&
    autosaveValues &&
    autosaveChoice !== 'dropped' &&
    !sameNewsValues(autosaveValues, stored) && (
      <AutosaveOffer
        autosave={serverAutosave}
        restored={autosaveChoice === 'restored'}
        onRestore={restoreAutosave}
        onDiscard={dropAutosave}
      />
    );
  // In one column (below 1024 px) the settings come after both editors: a line after the titles
  // says them and «Изменить» moves to them (review s46, finding 8).
  const summaryId = `${formId}-summary`;
  const settingsSummary = narrow && (
    <p className="news-form__summary" data-testid="news-settings-summary">
      <span id={summaryId}>
        {t('admin.news.form.summary', {
          when: values.startDate ? startText(t, values, 'list') : t('admin.news.form.summaryNow'),
          priority: values.priority,
        })}
        {/* Not on a phone, where it wrapped over three lines (review s47, finding 6): «Изменить»
            leads to the address. */}
        {values.slug.trim() !== '' && (
          <span className="news-form__summary-slug">
            {' · '}
            <span className="news-form__summary-path">/news/{values.slug.trim()}</span>
          </span>
        )}
      </span>
      <button
        type="button"
        className="link-button news-form__summary-edit"
        aria-describedby={summaryId}
        onClick={() => focusFieldById(`${formId}-slug`)}
      >
        {t('admin.news.form.summaryEdit')}
      </button>
    </p>
  );
  const fieldsPart = (part: 'all' | 'content' | 'settings') => (
    <NewsFormFields
      part={part}
      key={start.round}
      idPrefix={formId}
      values={values}
      initial={start.values}
      creating={creating}
      draft={creating || status === 'draft'}
      disabled={submit.sending}
      fieldErrors={fieldErrors}
      onChange={change}
      afterTitles={settingsSummary}
    />
  );
  const panel = (
    <aside className="news-editor__panel" aria-label={t('admin.news.editor.side')}>
      {bar}
    </aside>
  );

  return (
    <>
      {layout === 'page' ? (
        <form ref={pageFormRef} id={formId} onSubmit={onSubmit} noValidate className="news-editor">
          {/* Below a desk the status comes first, under the title (the buttons are a bar at the
              screen's bottom); the fields keep their places, so nothing typed is lost on a turn. */}
          {narrow && panel}
          <div className="news-editor__main">
            {others}
            {draftOffer}
            {autosaveOffer}
            {fieldsPart('content')}
          </div>
          <div className="news-editor__side">
            {!narrow && panel}
            {fieldsPart('settings')}
          </div>
          {/* The quick form's footer as a bar at the page's bottom, at every width. */}
          <div className="news-editor__actions" data-testid="news-editor-actions">
            {actions}
          </div>
        </form>
      ) : (
        <Modal
          open
          onClose={requestClose}
          closeOnBackdropClick={false}
          initialFocusRef={firstField}
          title={t(creating ? 'admin.news.modal.createTitle' : 'admin.news.modal.editTitle')}
          closeLabel={t('admin.actions.close')}
          size="lg"
          className="console-modal news-form-modal"
          footer={actions}
        >
          {/*
           * One editor (review s45b, finding 2): the quick form is the page's layout in a dialog —
           * the content first (titles, the texts, SEO), the status and the item's settings in a side
           * column beside it on a desk, after the texts below one; the buttons stay in the footer.
           */}
          <form
            ref={formRef}
            id={formId}
            onSubmit={onSubmit}
            noValidate
            className="modal-form news-editor news-editor--modal"
          >
            {narrow && <div className="news-editor__panel">{bar}</div>}
            <div className="news-editor__main">
              {others}
              {draftOffer}
              {autosaveOffer}
              {fieldsPart('content')}
            </div>
            <div className="news-editor__side">
              {!narrow && <div className="news-editor__panel">{bar}</div>}
              {fieldsPart('settings')}
            </div>
          </form>
        </Modal>
      )}
      {askDiscard && (
        <DiscardChangesDialog
          title={t('admin.unsaved.closeTitle')}
          discardLabel={t('admin.unsaved.discard')}
          onStay={() => setAskDiscard(false)}
          // «Сохранить черновик и закрыть»: the list closes the form with the save's confirmation.
          save={{
            label: t('admin.unsaved.saveAndClose'),
            error: submit.error,
            sending: submit.sending,
            run: () => saveDraftThen((message, id) => savedWith(message, id)),
          }}
          onDiscard={() => {
            discard();
            setAskDiscard(false);
            // After the question has closed and given the focus back, so that the form can hand
            // it on to the button that opened it.
            setTimeout(onClose, 0);
          }}
        />
      )}
      {leaveDialog}
      {confirmPublish && (
        <Modal
          open
          onClose={() => setConfirmPublish(false)}
          title={t(
            startsLater(values)
              ? 'admin.workflow.status.confirm.scheduleTitle'
              : 'admin.workflow.status.confirm.publishTitle',
          )}
          closeLabel={t('admin.actions.close')}
          size="sm"
          footer={
            <>
              <CancelButton onClick={() => setConfirmPublish(false)}>
                {t('admin.actions.cancel')}
              </CancelButton>
              <Button
                onClick={() => {
                  setConfirmPublish(false);
                  void (creating ? save(false) : changeStatus('published'));
                }}
              >
                {t(
                  startsLater(values)
                    ? 'admin.workflow.status.confirm.schedule'
                    : 'admin.workflow.status.confirm.publish',
                )}
              </Button>
            </>
          }
        >
          <p>
            {t(
              startsLater(values)
                ? 'admin.workflow.status.confirm.scheduleText'
                : 'admin.workflow.status.confirm.publishText',
              {
                title: newsTitle({
                  titles: { ru: values.titleRu, en: values.titleEn },
                  slug: values.slug,
                }),
                date: startText(t, values, 'at'),
              },
            )}
          </p>
        </Modal>
      )}
      {confirmUnpublish && (
        <Modal
          open
          onClose={() => setConfirmUnpublish(false)}
          title={t('admin.workflow.status.confirm.unpublishTitle')}
          closeLabel={t('admin.actions.close')}
          size="sm"
          footer={
            <>
              <CancelButton onClick={() => setConfirmUnpublish(false)}>
                {t('admin.actions.cancel')}
              </CancelButton>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirmUnpublish(false);
                  void changeStatus('draft');
                }}
              >
                {t('admin.workflow.status.unpublish')}
              </Button>
            </>
          }
        >
          <p>
            {t('admin.workflow.status.confirm.unpublishText', {
              title: newsTitle({
                titles: { ru: values.titleRu, en: values.titleEn },
                slug: values.slug,
              }),
            })}
          </p>
        </Modal>
      )}
      {conflict && (
        <NewsConflictDialog
          conflict={conflict.answer}
          mine={conflict.body}
          sending={submit.sending}
          onOverwrite={() => void overwrite()}
          onSaveCopy={() => void saveCopy()}
          onClose={() => setConflict(null)}
        />
      )}
      {historyOpen && item && (
        <NewsHistoryDialog
          item={item}
          unsaved={dirty}
          onClose={closeHistory}
          onRestored={(message) => {
            // Unsaved changes are not thrown away: they stay this browser's draft of the item,
            // offered back when it is opened again.
            if (!dirty) drafts.clear(target);
            closeHistory();
            savedWith(message);
          }}
        />
      )}
    </>
  );
}
