import { ApiError, type ApiClient } from '@fuelcard/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/session';
import type { AccountApi } from '../../lib/account-api';
import { deferred, fakeAccountApi, fakeApi, renderConsole } from '../../test/render-console';
import { DashboardScreen } from './dashboard-screen';

function renderDashboard(
  secure: ApiClient['secure'],
  path = '/adminDashboard',
  account: AccountApi = fakeAccountApi(),
) {
  const api = fakeApi({
    secure,
    listNews: vi.fn(async () => ({})),
    listAdministrators: vi.fn(async () => []),
  });
  renderConsole(<DashboardScreen />, {
    api,
    account,
    role: null,
    path,
    route: '/adminDashboard/*',
  });
  return api;
}

describe('DashboardScreen', () => {
  beforeEach(() => localStorage.clear());

  it('goes to the login without asking the server when there is no token', async () => {
    const secure = vi.fn<ApiClient['secure']>();
    renderDashboard(secure);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(secure).not.toHaveBeenCalled();
  });

  it.each([
    ['a 401', new ApiError(401, { error: 'Пользователь не авторизован' }, 'GET /api/admin/secure')],
    ['any other failure', new TypeError('Failed to fetch')],
  ])('removes the token and goes to the login on %s', async (_name, failure) => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    renderDashboard(vi.fn(async () => Promise.reject(failure)));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('shows the session check while it runs, then the header, the role and the menu', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const check = deferred<{ message: string; role: 'admin' }>();
    renderDashboard(vi.fn(() => check.promise));
    expect(screen.getByRole('status')).toHaveTextContent('Проверка сеанса…');
    check.resolve({ message: 'ok', role: 'admin' });
    expect(await screen.findByText('Добро пожаловать в панель управления')).toBeInTheDocument();
    // The role as a pill (review s45b, finding 11), read out as «Роль: Редактор».
    expect(screen.getByText('Редактор').closest('.role-pill')).toHaveTextContent('Роль: Редактор');
    // An editor's menu holds only what an editor may use (issue 28).
    const menu = screen.getByRole('navigation', { name: 'Разделы панели управления' });
    expect([...menu.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Панель управления',
      'Новости',
      'Медиатека',
      'Заявки',
      'Настройки',
    ]);
    expect(screen.getByRole('link', { name: 'Панель управления' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the settings page (issue 16)', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const account = fakeAccountApi({
      account: vi.fn(async () => ({
        id: 1,
        username: 'root',
        role: 'superadmin' as const,
        totp: false,
        recoveryCodesLeft: 0,
        passkeys: [],
        mfaRequired: false,
        sessions: [],
      })),
    });
    renderDashboard(
      vi.fn(async () => ({ message: 'ok', role: 'superadmin' as const })),
      '/adminDashboard/settings',
      account,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Приложение-аутентификатор' }),
    ).toBeInTheDocument();
  });

  it('opens the enrolment when the session check says a second factor must come first', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    renderDashboard(
      vi.fn(async () =>
        Promise.reject(
          new ApiError(
            403,
            { error: 'Для вашей роли нужен второй фактор' },
            'GET /api/admin/secure',
          ),
        ),
      ),
    );
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token');
  });

  it('logs out on the server first, then removes the token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const logout = vi.fn(async () => {
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token');
      return { ok: true as const };
    });
    renderDashboard(
      vi.fn(async () => ({ message: 'ok', role: 'superadmin' as const })),
      '/adminDashboard',
      fakeAccountApi({ logout }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(screen.getByText('login page')).toBeInTheDocument());
    expect(logout).toHaveBeenCalledOnce();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('checks the session again on every move between sections and ends it when that fails', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    const secure = vi
      .fn<ApiClient['secure']>()
      .mockResolvedValueOnce({ message: 'ok', role: 'superadmin' })
      .mockRejectedValueOnce(new ApiError(401, null, 'GET /api/admin/secure'));
    renderDashboard(secure);
    await userEvent.click(await screen.findByRole('link', { name: 'Новости' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(secure).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('logs out even when the server cannot be reached: the token is removed and the login opens', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
    renderDashboard(vi.fn(async () => ({ message: 'ok', role: 'superadmin' as const })));
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(screen.getByText('login page')).toBeInTheDocument());
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
