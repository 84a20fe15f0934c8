import { afterEach, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from '../../lib/consent-record';
import { addToConsentOutbox, hasUnsentConsent } from '../../lib/consent-outbox';
import { renderWithSite } from '../../test-utils';
import { ConsentProvider } from './ConsentProvider';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Issue 12, item 6: a consent record an earlier page could not send goes out on the next load.
it('sends on page load the consent record an earlier page could not', async () => {
  const record = {
    technical: true as const,
    functional: true,
    analytics: true,
    marketing: false,
    timestamp: new Date().toISOString(),
    user_uuid: '0b7c7c4e-3a4f-4f3e-9c59-6c1f5f0b8a11',
  };
  localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  addToConsentOutbox(record);
  const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  renderWithSite(
    <ConsentProvider>
      <p>page</p>
    </ConsentProvider>,
  );
  await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/cookie-consent',
    expect.objectContaining({ body: JSON.stringify(record) }),
  );
  await waitFor(() => expect(hasUnsentConsent()).toBe(false));
});
