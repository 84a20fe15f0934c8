import { createI18nWithTexts, resources, type TextTree } from '@fuelcard/i18n';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context';
import {
  CONSENT_NOTICE_ATTRIBUTE,
  consentNoticeScript,
  readEarlyConsent,
} from '../../lib/consent-notice';
import { CONSENT_STORAGE_KEY, needsConsent, parseConsentRecord } from '../../lib/consent-record';
import { renderWithSite } from '../../test-utils';
import { ConsentProvider } from './ConsentProvider';

// The code that saves a choice loads on the first choice, which a loaded machine makes slow.
configure({ asyncUtilTimeout: 5_000 });

const DAY = 24 * 60 * 60 * 1000;
const html = document.documentElement;
const runScript = () => new Function(consentNoticeScript)();
const record = (daysAgo: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    technical: true,
    functional: true,
    analytics: false,
    marketing: false,
    timestamp: new Date(Date.now() - daysAgo * DAY).toISOString(),
    user_uuid: '',
    ...extra,
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  html.removeAttribute(CONSENT_NOTICE_ATTRIBUTE);
  document.cookie = 'user_uuid=; Max-Age=0; Path=/';
  fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  html.removeAttribute(CONSENT_NOTICE_ATTRIBUTE);
});

describe('the early consent script', () => {
  it('asks exactly when the provider would open the dialog', () => {
    const stored = [
      null,
      '',
      'not json',
      'null',
      '42',
      '{}',
      record(10),
      record(364),
      record(366),
      record(-5),
      record(10, { functional: 'yes' }),
      record(10, { marketing: undefined }),
      record(10, { timestamp: 'yesterday' }),
      record(10, { timestamp: 17 }),
    ];
    for (const raw of stored) {
      localStorage.clear();
      if (raw !== null) localStorage.setItem(CONSENT_STORAGE_KEY, raw);
      html.removeAttribute(CONSENT_NOTICE_ATTRIBUTE);
      runScript();
      const expected = needsConsent(parseConsentRecord(raw), new Date());
      expect(readEarlyConsent() === 'ask', String(raw)).toBe(expected);
    }
  });

  it('asks when local storage cannot be read', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    runScript();
    expect(readEarlyConsent()).toBe('ask');
  });

  it('records a click on the dialog’s buttons or Escape while it is open, and nothing once it is settled', async () => {
    const user = userEvent.setup();
    document.body.innerHTML =
      '<input aria-label="Поиск"><div data-consent-notice><button data-consent-action="accept">Принять все</button><button data-consent-action="settings"><span>Настройки</span></button></div>';
    runScript();
    await user.click(screen.getByText('Настройки'));
    expect(readEarlyConsent()).toBe('settings');
    await user.click(screen.getByText('Принять все'));
    expect(readEarlyConsent()).toBe('accept');

    html.setAttribute(CONSENT_NOTICE_ATTRIBUTE, 'ask');
    // Escape in a field of the page (its own business) leaves the dialog; in the dialog it closes it.
    await user.click(screen.getByRole('textbox', { name: 'Поиск' }));
    await user.keyboard('{Escape}');
    expect(readEarlyConsent()).toBe('ask');
    screen.getByText('Принять все').focus();
    await user.keyboard('{Escape}');
    expect(readEarlyConsent()).toBe('dismiss');

    html.removeAttribute(CONSENT_NOTICE_ATTRIBUTE);
    await user.click(screen.getByText('Принять все'));
    expect(readEarlyConsent()).toBeNull();
    document.body.innerHTML = '';
  });
  it('records a click even when React, still hydrating, stops it at the document', async () => {
    const user = userEvent.setup();
    document.body.innerHTML =
      '<div data-consent-notice><button data-consent-action="decline">Отказаться</button></div>';
    // What React does with a click it cannot deliver during hydration (capture phase, document).
    const stop = (event: Event) => event.stopPropagation();
    document.addEventListener('click', stop, true);
    try {
      runScript();
      await user.click(screen.getByText('Отказаться'));
      expect(readEarlyConsent()).toBe('decline');
    } finally {
      document.removeEventListener('click', stop, true);
    }
    document.body.innerHTML = '';
  });
});

function page(earlyNotice: boolean) {
  return (
    <I18nProvider
      i18n={createI18nWithTexts({ lng: 'ru', texts: resources['ru'] as unknown as TextTree })}
    >
      <MemoryRouter>
        <ConsentProvider earlyNotice={earlyNotice}>
          <p>Страница</p>
        </ConsentProvider>
      </MemoryRouter>
    </I18nProvider>
  );
}
const renderOnServer = (earlyNotice: boolean) => renderToString(page(earlyNotice));

describe('the cookie dialog in the server’s HTML', () => {
  it('is there, with its text, policy link and buttons marked for the early script', () => {
    const page = renderOnServer(true);
    // A dialog, but not modal until the dialog's code keeps the focus in it.
    expect(page).toMatch(/<div role="dialog" aria-labelledby="[^"]+"/);
    expect(page).not.toContain('aria-modal');
    expect(page).toContain('Мы используем файлы cookies');
    expect(page).toContain('href="/cookie-policy"');
    for (const action of ['accept', 'decline', 'settings', 'dismiss'])
      expect(page).toContain(`data-consent-action="${action}"`);
  });

  it('stays the same element through hydration, so a press begun on it is not lost', async () => {
    html.setAttribute(CONSENT_NOTICE_ATTRIBUTE, 'ask');
    const container = document.createElement('div');
    container.innerHTML = renderOnServer(true);
    document.body.append(container);
    const decline = within(container).getByRole('button', { name: 'Отказаться' });
    // The commit that hydrates the page (the provider takes the dialog over), before the
    // dialog's own code has loaded: the button the visitor is pressing is still the one in view.
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, page(true));
    });
    expect(decline.isConnected).toBe(true);
    expect(within(container).getAllByRole('dialog')).toHaveLength(1);
    await act(async () => decline.click());
    await waitFor(() => expect(stored()).toMatchObject({ functional: false }));
    expect(within(container).queryByRole('dialog')).toBeNull();
    act(() => root?.unmount());
    container.remove();
  });

  it('is not there for pages that do not hydrate (nothing could carry a choice out)', () => {
    expect(renderOnServer(false)).not.toContain('role="dialog"');
  });
});

const stored = () =>
  JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

describe('a choice made on the early dialog before hydration', () => {
  const hydrate = () => renderWithSite(<ConsentProvider earlyNotice>{null}</ConsentProvider>);

  it('accept all is saved, stored and sent once the provider runs; no dialog opens', async () => {
    html.setAttribute(CONSENT_NOTICE_ATTRIBUTE, 'accept');
    hydrate();
    await waitFor(() =>
      expect(stored()).toMatchObject({ functional: true, analytics: true, marketing: true }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cookie-consent',
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(html.hasAttribute(CONSENT_NOTICE_ATTRIBUTE)).toBe(false);
  });

  it('decline is saved as technical only', async () => {
    html.setAttribute(CONSENT_NOTICE_ATTRIBUTE, 'decline');
    hydrate();
    await waitFor(() =>
      expect(stored()).toMatchObject({ functional: false, analytics: false, marketing: false }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('× or Escape closes the dialog for this page without saving anything', async () => {
    html.setAttribute(CONSENT_NOTICE_ATTRIBUTE, 'dismiss');
    hydrate();
    await waitFor(() => expect(html.hasAttribute(CONSENT_NOTICE_ATTRIBUTE)).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('settings open the settings view', async () => {
    html.setAttribute(CONSENT_NOTICE_ATTRIBUTE, 'settings');
    hydrate();
    expect(
      await screen.findByRole('dialog', { name: 'Настройки файлов cookies' }),
    ).toBeInTheDocument();
  });

  it('with no choice yet, the dialog stays and becomes the interactive one', async () => {
    const user = userEvent.setup();
    html.setAttribute(CONSENT_NOTICE_ATTRIBUTE, 'ask');
    hydrate();
    const modal = await screen.findByRole('dialog', { name: 'Мы используем файлы cookies' });
    await user.click(within(modal).getByRole('button', { name: 'Отказаться' }));
    await waitFor(() => expect(stored()).toMatchObject({ functional: false }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a choice is ignored when a current consent is stored (the dialog was not needed)', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, record(10));
    const before = localStorage.getItem(CONSENT_STORAGE_KEY);
    html.setAttribute(CONSENT_NOTICE_ATTRIBUTE, 'accept');
    hydrate();
    await waitFor(() => expect(html.hasAttribute(CONSENT_NOTICE_ATTRIBUTE)).toBe(false));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe(before);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
