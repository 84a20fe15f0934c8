import {
  Component,
  startTransition,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  readEarlyConsent,
  settleEarlyConsent,
  type EarlyConsentAction,
} from '../../lib/consent-notice';
import {
  ALL_ACCEPTED,
  ALL_DECLINED,
  mapConsentGiven,
  needsConsent,
  type ConsentRecord,
} from '../../lib/consent-record';
import { hasUnsentConsent } from '../../lib/consent-outbox';
import { readStoredConsent } from '../../lib/consent-storage';
import { ConsentNotice } from './ConsentNotice';
import { consentReducer, initialConsentState } from './consent-state';

// The dialog's code (and the code that saves a choice) is loaded only for visitors who see it.
const loadDialog = () => import('./CookieConsentDialog');
const CookieConsentDialog = lazy(loadDialog);

/**
 * Starts loading the dialog's code when the stored record says the dialog will open (none, or
 * expired): called as the client code starts, so the fetch runs alongside hydration instead of
 * after it, and the dialog shows one round trip sooner. True when it started the load.
 */
export function preloadDialogIfNeeded(
  record: ConsentRecord | null,
  now: Date,
  load: () => Promise<unknown> = loadDialog,
): boolean {
  if (!needsConsent(record, now)) return false;
  // A failed early load is not an error here: lazy() loads again when the dialog renders.
  load().catch(() => {});
  return true;
}

if (typeof document !== 'undefined') preloadDialogIfNeeded(readStoredConsent(), new Date());

interface Consent {
  ready: boolean;
  record: ConsentRecord | null;
  /** Functional and analytics consent are both given. */
  mapAllowed: boolean;
  /** Opens the dialog on its settings view. */
  openSettings: () => void;
}

const ConsentContext = createContext<Consent | null>(null);

/**
 * Cookie consent for the whole site: reads the record after hydration, shows the dialog when none
 * is stored or it is older than 365 days, and saves a choice to local storage, the user_uuid
 * cookie and POST /api/cookie-consent. With `earlyNotice` (pages that hydrate) the dialog is also
 * in the server's HTML and shows from the first paint (lib/consent-notice.ts).
 */
export function ConsentProvider({
  children,
  earlyNotice = false,
}: {
  children: ReactNode;
  earlyNotice?: boolean;
}) {
  const [state, dispatch] = useReducer(consentReducer, initialConsentState);
  // A choice being saved: a second click (or a click React replays after hydration) adds nothing.
  const choosing = useRef(false);
  const restored = useRef(false);
  // The dialog's own code has rendered once: from then on it replaces the server-rendered notice.
  const [dialogShown, setDialogShown] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const onDialogShown = useCallback(() => {
    // Hidden in the commit that shows the dialog (never two dialogs, not even for a frame), and
    // removed by a later render: a state update here would re-render at once, in the same task
    // as the dialog's mounting (the whole page made inert, the focus moved).
    if (noticeRef.current) noticeRef.current.style.display = 'none';
    startTransition(() => setDialogShown(true));
  }, []);

  /** Carries out a choice made on the server-rendered dialog (before or after hydration). */
  const chooseEarly = useCallback((action: EarlyConsentAction) => {
    if (action === 'settings') {
      dispatch({ type: 'showSettings' });
      return;
    }
    dispatch({ type: 'dismiss' });
    if (action === 'dismiss' || choosing.current) return;
    choosing.current = true;
    const choices = action === 'accept' ? ALL_ACCEPTED : ALL_DECLINED;
    import('../../lib/save-consent')
      .then((module) => dispatch({ type: 'saved', record: module.saveConsent(choices) }))
      // The code that saves could not load: the dialog asks again rather than lose the choice silently.
      .catch(() => dispatch({ type: 'restored', record: null, needed: true }))
      .finally(() => (choosing.current = false));
  }, []);

  // A passive effect, so that the hydration commit stays one short task and this update another.
  // A click between the two is not lost: the early script still records it, React's handler on
  // the notice carries it out, and the choice is made once (`choosing`, or the record is stored).
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const record = readStoredConsent();
    const needed = needsConsent(record, new Date());
    // What the early script found or recorded, then the dialog is the provider's alone.
    const early = readEarlyConsent();
    settleEarlyConsent();
    const chosen = early !== null && early !== 'ask' && early !== 'settings' ? early : null;
    // A transition: the page re-rendered with the consent (the footer, the map) is rendered in
    // short slices after this task, not at once at the end of it.
    startTransition(() =>
      dispatch({
        type: 'restored',
        record,
        needed: needed && chosen === null,
        view: needed && early === 'settings' ? 'settings' : 'main',
      }),
    );
    if (needed && (chosen === 'accept' || chosen === 'decline')) chooseEarly(chosen);
    // A record an earlier page could not send goes out now (the sending code loads only then).
    if (hasUnsentConsent())
      void import('../../lib/save-consent').then((module) => module.resendUnsentConsent());
  }, [chooseEarly]);

  const openSettings = useCallback(() => dispatch({ type: 'openSettings' }), []);

  const value = useMemo<Consent>(
    () => ({
      ready: state.ready,
      record: state.record,
      mapAllowed: mapConsentGiven(state.record),
      openSettings,
    }),
    [state.ready, state.record, openSettings],
  );

  // The server-rendered notice stays in view, as the same element in the same place, until the
  // dialog's code has rendered (or for good if it cannot load): a press that starts on it during
  // hydration ends on it too, so no click is lost between two copies. Not for the settings opened
  // from the map, which the first view would not answer.
  const showNotice =
    earlyNotice && (!state.ready || (state.open && !state.settingsOnly && !dialogShown));

  return (
    <ConsentContext.Provider value={value}>
      {/* First in the page, so that the keyboard and screen readers meet the dialog first. */}
      {showNotice && (
        <ConsentNotice early={!state.ready} onAction={chooseEarly} noticeRef={noticeRef} />
      )}
      {state.open && (
        <DialogBoundary onError={() => state.settingsOnly && dispatch({ type: 'dismiss' })}>
          <Suspense fallback={null}>
            <CookieConsentDialog
              view={state.view}
              record={state.record}
              onSaved={(record) => dispatch({ type: 'saved', record })}
              onShowSettings={() => dispatch({ type: 'showSettings' })}
              onCloseSettings={() => dispatch({ type: 'closeSettings' })}
              onDismiss={() => dispatch({ type: 'dismiss' })}
            />
            {/* Commits with the dialog, so the notice goes in the same frame as the dialog comes. */}
            <Shown onShown={onDialogShown} />
          </Suspense>
        </DialogBoundary>
      )}
      {children}
    </ConsentContext.Provider>
  );
}

/** Tells, in the commit that shows it, that its Suspense boundary's content has rendered. */
function Shown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(onShown, [onShown]);
  return null;
}

/**
 * The dialog's code could not load (a network failure, or a release removed the old chunks): the
 * page stays, with the server-rendered notice, whose buttons still save a choice, instead of the
 * page's error screen.
 */
class DialogBoundary extends Component<
  { onError: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function useConsent(): Consent {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent needs a ConsentProvider.');
  return value;
}
