import { ApiError, NetworkError, type ApiClient } from '@fuelcard/contracts';
import { createI18n } from '@fuelcard/i18n';
import { I18nextProvider } from '@fuelcard/i18n/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../lib/api-context';
import { AUTH_TOKEN_KEY } from '../lib/session';
import { LoginScreen } from './login-screen';

function renderLogin(login: ApiClient['login']) {
  const api = { login } as ApiClient;
  const i18n = createI18n({ lng: 'ru', sections: ['common', 'admin'] });
  render(
    <I18nextProvider i18n={i18n}>
      <ApiProvider value={api}>
        <MemoryRouter initialEntries={['/administrator']}>
          <Routes>
            <Route path="/administrator" element={<LoginScreen />} />
            <Route path="/adminDashboard" element={<p>dashboard reached</p>} />
          </Routes>
        </MemoryRouter>
      </ApiProvider>
    </I18nextProvider>,
  );
}

async function submit(username = 'root', password = 'secret') {
  // The kit's required fields end their labels with an asterisk (hidden from screen readers).
  await userEvent.type(screen.getByLabelText(/^Имя пользователя/), username);
  await userEvent.type(screen.getByLabelText(/^Пароль/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('LoginScreen', () => {
  beforeEach(() => localStorage.clear());

  it('stores the token under authToken and opens the dashboard', async () => {
    const login = vi.fn(async () => ({ token: 'jwt-token' }));
    renderLogin(login);
    await submit('root', 'secret');
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ username: 'root', password: 'secret' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-token');
  });

  it('disables the form and shows the loading label while sending', async () => {
    let finish: (value: { token: string }) => void = () => {};
    renderLogin(() => new Promise((resolve) => (finish = resolve)));
    await submit();
    expect(screen.getByRole('button', { name: 'Вход…' })).toBeDisabled();
    expect(screen.getByLabelText(/^Имя пользователя/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Вход…' })).toHaveAttribute('aria-busy', 'true');
    finish({ token: 't' });
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
  });

  it("shows the server's message when there is one", async () => {
    renderLogin(async () => {
      throw new ApiError(401, { message: 'Сообщение сервера' }, 'POST /api/login');
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Сообщение сервера');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('falls back to the translated default login error', async () => {
    renderLogin(async () => {
      throw new ApiError(500, null, 'POST /api/login');
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверное имя пользователя или пароль');
  });

  it('shows the network error in red with an alert role', async () => {
    renderLogin(async () => {
      throw new NetworkError('POST /api/login', new TypeError('Failed to fetch'));
    });
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось связаться с сервером');
    expect(alert).toHaveClass('error--network');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled();
  });
});
