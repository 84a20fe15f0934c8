import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { mapConsentGiven, needsConsent, type ConsentRecord } from '../../lib/consent-record';
import { hasUnsentConsent } from '../../lib/consent-outbox';
import { readStoredConsent } from '../../lib/consent-storage';
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
 * cookie and POST /api/cookie-consent.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(consentReducer, initialConsentState);

  useEffect(() => {
    const record = readStoredConsent();
    dispatch({ type: 'restored', record, needed: needsConsent(record, new Date()) });
    // A record an earlier page could not send goes out now (the sending code loads only then).
    if (hasUnsentConsent())
      void import('../../lib/save-consent').then((module) => module.resendUnsentConsent());
  }, []);

  const openSettings = useCallback(() => dispatch({ type: 'openSettings' }), []);

  const value = useMemo<Consent>(
    () => ({ ready: state.ready, record: state.record, mapAllowed: mapConsentGiven(state.record), openSettings }),
    [state.ready, state.record, openSettings],
  );

  return (
    <ConsentContext.Provider value={value}>
      {children}
      {state.open && (
        <Suspense fallback={null}>
          <CookieConsentDialog
            view={state.view}
            record={state.record}
            onSaved={(record) => dispatch({ type: 'saved', record })}
            onShowSettings={() => dispatch({ type: 'showSettings' })}
            onCloseSettings={() => dispatch({ type: 'closeSettings' })}
            onDismiss={() => dispatch({ type: 'dismiss' })}
          />
        </Suspense>
      )}
    </ConsentContext.Provider>
  );
}

export function useConsent(): Consent {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent needs a ConsentProvider.');
  return value;
}
