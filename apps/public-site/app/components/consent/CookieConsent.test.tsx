import {
  CONSENT_SEND_FAILED_WARNING,
  createI18nWithTexts,
  resources,
  type TextTree,
} from '@fuelcard/i18n';
import { I18nProvider } from '../../i18n/i18n-context';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_STORAGE_KEY } from '../../lib/consent-record';
import { officeViews } from '../../test-fixtures';
import { renderWithSite } from '../../test-utils';
import { MapPanel } from '../contacts/MapPanel';
import { ConsentProvider, preloadDialogIfNeeded } from './ConsentProvider';

const DAY = 24 * 60 * 60 * 1000;
let fetchMock: ReturnType<typeof vi.fn>;

function renderConsent() {
  return renderWithSite(
    <ConsentProvider>
      <MapPanel lang="ru" apiKey={null} branches={officeViews()} target={null} />
    </ConsentProvider>,
  );
}

function store(daysAgo: number, functional = false, analytics = false) {
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({
      technical: true,
      functional,
      analytics,
      marketing: false,
      timestamp: new Date(Date.now() - daysAgo * DAY).toISOString(),
      user_uuid: '0b7c7c4e-3a4f-4f3e-9c59-6c1f5f0b8a11',
    }),
  );
}

const dialog = () => screen.findByRole('dialog');
const stored = () =>
  JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Record<string, unknown> | null;

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'user_uuid=; Max-Age=0; Path=/';
  fetchMock = vi.fn(async () => new Response('{"ok":true}', { status: 201 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document
    .querySelectorAll('script[src*="api-maps.yandex.ru"]')
    .forEach((script) => script.remove());
});

describe('preloadDialogIfNeeded', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const record = (daysAgo: number) => ({
    technical: true as const,
    functional: false,
    analytics: false,
    marketing: false,
    timestamp: new Date(now.getTime() - daysAgo * DAY).toISOString(),
    user_uuid: '0b7c7c4e-3a4f-4f3e-9c59-6c1f5f0b8a11',
  });

  it('starts loading the dialog for a visitor without a record or with an expired one', () => {
    for (const stored of [null, record(400)]) {
      const load = vi.fn(async () => ({}));
      expect(preloadDialogIfNeeded(stored, now, load)).toBe(true);
      expect(load).toHaveBeenCalledOnce();
    }
  });

  it('loads nothing for a visitor whose consent is current', () => {
    const load = vi.fn(async () => ({}));
    expect(preloadDialogIfNeeded(record(10), now, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('swallows a failed early load (the dialog loads again when it renders)', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    expect(preloadDialogIfNeeded(null, now, load)).toBe(true);
    await Promise.resolve();
  });
});

describe('the cookie consent dialog', () => {
  it('appears when no consent is stored, with the spec’s three buttons', async () => {
    renderConsent();
    const modal = await dialog();
    expect(
      within(modal).getByRole('heading', { name: 'Мы используем файлы cookies' }),
    ).toBeInTheDocument();
    for (const name of ['Принять все', 'Отказаться', 'Настройки файлов cookies']) {
      expect(within(modal).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(
      within(modal).getByRole('link', { name: 'Политика использования файлов cookies' }),
    ).toHaveAttribute('href', '/cookie-policy');
  });

  it('gives accepting and declining the same look, the settings a different one', async () => {
    renderConsent();
    const modal = await dialog();
    const look = (name: string) => within(modal).getByRole('button', { name }).className;
    expect(look('Отказаться')).toBe(look('Принять все'));
    expect(look('Настройки файлов cookies')).not.toBe(look('Принять все'));
  });

  it('accept all: stores the record, sets user_uuid, posts it and shows the map', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(within(await dialog()).getByRole('button', { name: 'Принять все' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const record = stored();
    expect(record).toMatchObject({
      technical: true,
      functional: true,
      analytics: true,
      marketing: true,
    });
    expect(document.cookie).toContain(`user_uuid=${String(record?.user_uuid)}`);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/cookie-consent',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(record) }),
    );
    expect(await screen.findByText('Загрузка карты…')).toBeInTheDocument();
    expect(screen.queryByText(/необходимо согласие/)).toBeNull();
    expect(document.querySelector('script[src*="api-maps.yandex.ru"]')).not.toBeNull();
  });

  it('decline: stores technical only and keeps the map behind its message', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(within(await dialog()).getByRole('button', { name: 'Отказаться' }));
    expect(stored()).toMatchObject({
      technical: true,
      functional: false,
      analytics: false,
      marketing: false,
    });
    expect(
      screen.getByText(
        'Для отображения карты необходимо согласие на обработку функциональных и аналитических cookies.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Настроить cookies' })).toBeEnabled();
    expect(document.querySelector('script[src*="api-maps.yandex.ru"]')).toBeNull();
  });

  it('settings: technical is on and locked; the chosen categories are saved', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(
      within(await dialog()).getByRole('button', { name: 'Настройки файлов cookies' }),
    );
    const modal = await dialog();
    const technical = within(modal).getByRole('switch', { name: 'Технические' });
    expect(technical).toBeChecked();
    expect(technical).toBeDisabled();
    await user.click(within(modal).getByRole('switch', { name: 'Функциональные' }));
    await user.click(within(modal).getByRole('button', { name: 'Принять выбранные' }));
    expect(stored()).toMatchObject({ functional: true, analytics: false, marketing: false });
    expect(screen.getByRole('button', { name: 'Настроить cookies' })).toBeEnabled();
  });

  it('settings reached from the dialog go back to it when closed', async () => {
    const user = userEvent.setup();
    renderConsent();
    await user.click(
      within(await dialog()).getByRole('button', { name: 'Настройки файлов cookies' }),
    );
    await user.click(within(await dialog()).getByRole('button', { name: 'Закрыть настройки' }));
    expect(within(await dialog()).getByRole('button', { name: 'Принять все' })).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it('is not shown again while the stored consent is younger than 365 days', async () => {
    store(364);
    renderConsent();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Настроить cookies' })).toBeEnabled(),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is shown again once the stored consent is older than 365 days', async () => {
    store(366, true, true);
    renderConsent();
    expect(await dialog()).toBeInTheDocument();
  });

  it('the map button opens the settings, and closing them closes the dialog', async () => {
    const user = userEvent.setup();
    store(10);
    renderConsent();
    const configure = screen.getByRole('button', { name: 'Настроить cookies' });
    await waitFor(() => expect(configure).toBeEnabled());
    await user.click(configure);
    expect(
      within(await dialog()).getByRole('heading', { name: 'Настройки файлов cookies' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Закрыть настройки' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(configure);
    const modal = await dialog();
    await user.click(within(modal).getByRole('switch', { name: 'Функциональные' }));
    await user.click(within(modal).getByRole('switch', { name: 'Аналитические' }));
    await user.click(within(modal).getByRole('button', { name: 'Принять выбранные' }));
    expect(await screen.findByText('Загрузка карты…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Настроить cookies' })).toBeNull();
  });

  it('prints the spec’s warning when the record cannot be sent', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderConsent();
    await user.click(within(await dialog()).getByRole('button', { name: 'Отказаться' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(CONSENT_SEND_FAILED_WARNING, 'Failed to fetch'),
    );
    expect(stored()).not.toBeNull();
  });
});

describe('the map consent button before the consent state is read', () => {
  it('is rendered disabled on the server', () => {
    const html = renderToString(
      <I18nProvider
        i18n={createI18nWithTexts({ lng: 'ru', texts: resources['ru'] as unknown as TextTree })}
      >
        <ConsentProvider>
          <MapPanel lang="ru" apiKey={null} branches={[]} target={null} />
        </ConsentProvider>
      </I18nProvider>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Настроить cookies/);
  });
});
