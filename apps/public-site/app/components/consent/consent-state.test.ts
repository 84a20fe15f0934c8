import { describe, expect, it } from 'vitest';
import { consentReducer, initialConsentState, type ConsentState } from './consent-state';

const record = {
  technical: true as const,
  functional: false,
  analytics: false,
  marketing: false,
  timestamp: '2026-01-01T00:00:00.000Z',
  user_uuid: 'x',
};

describe('consentReducer', () => {
  it('is not ready and closed until the stored record was read', () => {
    expect(initialConsentState).toMatchObject({ ready: false, open: false });
  });

  it('opens after reading when consent is needed, stays closed otherwise', () => {
    expect(consentReducer(initialConsentState, { type: 'restored', record: null, needed: true })).toMatchObject({
      ready: true,
      open: true,
      view: 'main',
    });
    expect(consentReducer(initialConsentState, { type: 'restored', record, needed: false })).toMatchObject({
      ready: true,
      open: false,
      record,
    });
  });

  it('goes back to the main view from settings reached through the main view', () => {
    let state: ConsentState = consentReducer(initialConsentState, { type: 'restored', record: null, needed: true });
    state = consentReducer(state, { type: 'showSettings' });
    expect(state).toMatchObject({ open: true, view: 'settings' });
    state = consentReducer(state, { type: 'closeSettings' });
    expect(state).toMatchObject({ open: true, view: 'main' });
  });

  it('closes when settings opened on their own (forced) are closed', () => {
    let state = consentReducer({ ...initialConsentState, ready: true }, { type: 'openSettings' });
    expect(state).toMatchObject({ open: true, view: 'settings', settingsOnly: true });
    state = consentReducer(state, { type: 'closeSettings' });
    expect(state).toMatchObject({ open: false, settingsOnly: false });
  });

  it('closes on saving and keeps the new record', () => {
    const open = consentReducer(initialConsentState, { type: 'restored', record: null, needed: true });
    expect(consentReducer(open, { type: 'saved', record })).toMatchObject({ open: false, record });
    expect(consentReducer(open, { type: 'dismiss' })).toMatchObject({ open: false, record: null });
  });
});
