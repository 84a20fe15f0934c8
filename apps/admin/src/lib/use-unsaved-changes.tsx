import { useT } from '@fuelcard/i18n/react';
import { Button, Modal } from '@fuelcard/ui';
import { useEffect, type ReactNode } from 'react';
import { useBlocker } from 'react-router';

/** The question asked before unsaved changes are lost. */
export function DiscardChangesDialog({
  title,
  onStay,
  onDiscard,
  discardLabel,
}: {
  title: string;
  onStay: () => void;
  onDiscard: () => void;
  discardLabel: string;
}) {
  const t = useT();
  return (
    <Modal
      open
      onClose={onStay}
      title={title}
      closeLabel={t('admin.actions.close')}
      size="md"
      className="console-modal console-modal--question"
      footer={
        <>
          <Button variant="secondary" onClick={onStay}>
            {t('admin.unsaved.stay')}
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            {discardLabel}
          </Button>
        </>
      }
    >
      <p className="question-text">{t('admin.unsaved.text')}</p>
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
    />
  );
}
