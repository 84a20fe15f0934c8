import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_NOTICE_ATTRIBUTE } from '../../lib/consent-notice';
import { CONSENT_STORAGE_KEY } from '../../lib/consent-record';
import { renderWithSite } from '../../test-utils';
import { ConsentProvider } from './ConsentProvider';

// The dialog's chunk cannot be loaded (a network failure, or a release removed the old chunks).
vi.mock('./CookieConsentDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  document.documentElement.setAttribute(CONSENT_NOTICE_ATTRIBUTE, 'ask');
  fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute(CONSENT_NOTICE_ATTRIBUTE);
});

describe('when the dialog’s code cannot load', () => {
  it('the page stays, and the stand-in dialog still saves a choice', async () => {
    const user = userEvent.setup();
    renderWithSite(
      <ConsentProvider earlyNotice>
        <h1>Контакты</h1>
      </ConsentProvider>,
    );
    // The failed import has reached the dialog (React reports the error it caught).
    await waitFor(() => expect(console.error).toHaveBeenCalled(), { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Контакты' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Мы используем файлы cookies' });
    await user.click(within(dialog).getByRole('button', { name: 'Отказаться' }));
    // The code that saves loads on this first choice (slow on a loaded machine).
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toMatchObject({
          functional: false,
        }),
      { timeout: 5_000 },
    );
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Контакты' })).toBeInTheDocument();
  });
});
