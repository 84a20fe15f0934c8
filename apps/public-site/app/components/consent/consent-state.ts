import type { ConsentRecord } from '../../lib/consent-record';

export type ConsentView = 'main' | 'settings';

export interface ConsentState {
  /** False on the server and until the stored record was read in the browser. */
  ready: boolean;
  record: ConsentRecord | null;
  open: boolean;
  view: ConsentView;
  /** The dialog was opened straight into the settings (e.g. from the contacts map). */
  settingsOnly: boolean;
}

export type ConsentAction =
  | { type: 'restored'; record: ConsentRecord | null; needed: boolean; view?: ConsentView }
  | { type: 'saved'; record: ConsentRecord }
  | { type: 'openSettings' }
  | { type: 'showSettings' }
  | { type: 'closeSettings' }
  | { type: 'dismiss' };

export const initialConsentState: ConsentState = {
  ready: false,
  record: null,
  open: false,
  view: 'main',
  settingsOnly: false,
};

/** The cookie dialog's states: shown when needed or forced, closed by saving. */
export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'restored':
      return {
        ...state,
        ready: true,
        record: action.record,
        open: action.needed,
        view: action.view ?? 'main',
        settingsOnly: false,
      };
    case 'saved':
      return { ...state, record: action.record, open: false, view: 'main', settingsOnly: false };
    case 'openSettings':
      return { ...state, open: true, view: 'settings', settingsOnly: true };
    case 'showSettings':
      return { ...state, view: 'settings' };
    case 'closeSettings':
      return state.settingsOnly
        ? { ...state, open: false, view: 'main', settingsOnly: false }
        : { ...state, view: 'main' };
    case 'dismiss':
      return { ...state, open: false, view: 'main', settingsOnly: false };
  }
}
