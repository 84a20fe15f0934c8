import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { mapConsentGiven, needsConsent, type ConsentRecord } from '../../lib/consent-record';
import { readStoredConsent } from '../../lib/consent-storage';
import { consentReducer, initialConsentState } from './consent-state';

// The dialog's code (and the code that saves a choice) is loaded only when the dialog is shown.
const CookieConsentDialog = lazy(() => import('./CookieConsentDialog'));

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
