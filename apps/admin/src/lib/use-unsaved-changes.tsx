import { useT } from '@fuelcard/i18n/react';
import { Button, ErrorLine, Modal } from '@fuelcard/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';

/**
 * A way to keep the changes offered by the question (review s48b, finding 8): «Сохранить черновик
 * и закрыть», the form's own save; `run` resolves false when it failed (the question stays, with
 * `error`).
 */
export interface SaveBeforeLeaving {
  label: string;
  error: string | null;
  sending: boolean;
  run: (proceed: () => void) => Promise<boolean>;
}

/**
 * The question asked before unsaved changes are lost. With `save`: «Сохранить черновик и
 * закрыть» the main button, «Закрыть без сохранения» the destructive one and «Продолжить
 * редактирование» the ghost (review s48b, finding 8).
 */
export function DiscardChangesDialog({
  title,
  onStay,
  onDiscard,
  discardLabel,
  save,
  onSaved,
}: {
  title: string;
  onStay: () => void;
  onDiscard: () => void;
  discardLabel: string;
  save?: SaveBeforeLeaving | undefined;
  /** After `save` succeeded (the move goes on, or the form closes). */
  onSaved?: () => void;
}) {
  const t = useT();
  const [tried, setTried] = useState(false);
  return (
    <Modal
      open
      onClose={onStay}
      title={title}
      closeLabel={t('admin.actions.close')}
      size="md"
      className={
        save
          ? 'console-modal console-modal--question unsaved-question'
          : 'console-modal console-modal--question'
      }
      footer={
        save ? (
          <>
            <Button
              variant="ghost"
              onClick={onStay}
              disabled={save.sending}
              className="cancel-button unsaved-question__stay"
            >
              {t('admin.unsaved.stay')}
            </Button>
            {/* The escape hatch quieter than the main choice (review s49, finding 12): red words,
                no red fill beside «Продолжить редактирование». */}
            <Button
              variant="ghost"
              className="unsaved-question__discard"
              onClick={onDiscard}
              disabled={save.sending}
            >
              {discardLabel}
            </Button>
            <Button
              loading={save.sending}
              loadingLabel={t('admin.actions.saving')}
              onClick={() => {
                setTried(true);
                void save.run(() => onSaved?.());
              }}
            >
              {save.label}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onStay}>
              {t('admin.unsaved.stay')}
            </Button>
            <Button variant="danger" onClick={onDiscard}>
              {discardLabel}
            </Button>
          </>
        )
      }
    >
      <p className="question-text">{t('admin.unsaved.text')}</p>
      {save && tried && !save.sending && <ErrorLine message={save.error} />}
    </Modal>
  );
}

/**
 * While `dirty`, leaving the page asks first: the browser's own question on reload, closing the
 * tab or going to another site (`beforeunload`), and the console's dialog on a move inside the
 * console (back/forward included). The end of a session (a move to the login) is never held up;
 * the draft keeps the work then. Returns the dialog to render while a move waits for an answer.
 */
export function useLeaveGuard(
  dirty: boolean,
  onLeave?: () => void,
  /** Set to true just before a move that follows a save (the form is stored: nothing to ask). */
  saved?: { readonly current: boolean },
  /** «Сохранить черновик и закрыть» in the question: the move goes on once it has saved. */
  save?: SaveBeforeLeaving,
): ReactNode {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !saved?.current &&
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname !== '/administrator',
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <DiscardChangesDialog
      title={t('admin.unsaved.leaveTitle')}
      discardLabel={t('admin.unsaved.leave')}
      onStay={() => blocker.reset()}
      onDiscard={() => {
        onLeave?.();
        blocker.proceed();
      }}
      save={save && { ...save, run: () => save.run(() => blocker.proceed()) }}
    />
  );
}
