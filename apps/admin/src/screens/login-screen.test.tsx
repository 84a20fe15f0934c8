import { ApiError, NetworkError, type ApiClient } from '@fuelcard/contracts';
import { createI18nWithTexts } from '@fuelcard/i18n';
import firstLoadTexts from 'virtual:console-first-load-texts';
import { I18nProvider } from '@fuelcard/i18n/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountApiProvider, type AccountApi } from '../lib/account-api';
import { ApiProvider } from '../lib/api-context';
import { fakeAccountApi } from '../test/render-console';
import { AUTH_TOKEN_KEY } from '../lib/session';
import { LoginScreen } from './login-screen';

// The login renders with the first load's texts only, as in the console (issue 26 §9): a text it
// shows that the first load does not carry shows up here as its key.
const loginTexts = firstLoadTexts;

function renderLogin(login: ApiClient['login'], account: AccountApi = fakeAccountApi()) {
  const api = { login } as ApiClient;
  const i18n = createI18nWithTexts({ lng: 'ru', texts: loginTexts });
  return render(
    <I18nProvider i18n={i18n}>
      <ApiProvider value={api}>
        <AccountApiProvider value={account}>
          <MemoryRouter initialEntries={['/administrator']}>
            <Routes>
              <Route path="/administrator" element={<LoginScreen />} />
              <Route path="/administrator/enrol" element={<p>enrolment reached</p>} />
              <Route path="/adminDashboard" element={<p>dashboard reached</p>} />
            </Routes>
          </MemoryRouter>
        </AccountApiProvider>
      </ApiProvider>
    </I18nProvider>,
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

  // Review s47, finding 19: the login names the console as its frame does.
  it('says «Администрирование» under the brand, as the console’s frame does', () => {
    const { container } = renderLogin(vi.fn());
    expect(container.querySelector('.brand__product')).toHaveTextContent('Администрирование');
  });

  it('stores the token under authToken and opens the dashboard', async () => {
    const login = vi.fn(async () => ({ token: 'jwt-token' }));
    renderLogin(login);
    await submit('root', 'secret');
    expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ username: 'root', password: 'secret' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-token');
  });

  it('lets the password be shown before it is sent, and names no console section before sign-in (review s45)', async () => {
    renderLogin(vi.fn());
    const password = screen.getByLabelText(/^Пароль/);
    await userEvent.type(password, 'secret');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Показать' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(document.body.textContent).not.toMatch(/SQL/);
    expect(screen.getByText('Вход со вторым фактором: приложение или ключ доступа')).toBeVisible();
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
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Неверное имя пользователя или пароль',
    );
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

  describe('the second step (issue 16)', () => {
    const step = { mfaRequired: true, challenge: 'ch-1', methods: ['totp', 'recovery'] };
    const mfaLogin = vi.fn(async () => step as never);

    it('asks for the 6-digit code of the app, then signs in with it', async () => {
      const loginMfa = vi.fn(async () => ({ token: 'second-token' }));
      renderLogin(mfaLogin, fakeAccountApi({ loginMfa }));
      await submit();
      const code = await screen.findByLabelText(/^Код из приложения/);
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveAttribute('maxlength', '6');
      // Centred, monospaced and spaced (review s47, finding 19; login.css's .code-field).
      expect(code.closest('.code-field')).not.toBeNull();
      expect(code).toHaveFocus();
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
      await userEvent.type(code, '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
      expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
      expect(loginMfa).toHaveBeenCalledWith('ch-1', '123456');
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('second-token');
    });

    it('checks the code is 6 digits before sending, and shows a wrong code at the field', async () => {
      const loginMfa = vi.fn(async () => {
        throw new ApiError(401, { message: 'Неверный код' }, 'POST /api/login/mfa');
      });
      renderLogin(mfaLogin, fakeAccountApi({ loginMfa }));
      await submit();
      const code = await screen.findByLabelText(/^Код из приложения/);
      await userEvent.type(code, '12');
      await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
      expect(code).toHaveAccessibleDescription(/6 цифр/);
      expect(loginMfa).not.toHaveBeenCalled();
      await userEvent.type(code, '3456');
      await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
      await waitFor(() => expect(code).toHaveAccessibleDescription('Неверный код'));
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(code).toHaveFocus();
    });

    it('takes a recovery code and says how many are left', async () => {
      const loginMfa = vi.fn(async () => ({ token: 'r-token', recoveryCodesLeft: 9 }));
      renderLogin(mfaLogin, fakeAccountApi({ loginMfa }));
      await submit();
      await userEvent.click(
        await screen.findByRole('button', { name: 'Использовать код восстановления' }),
      );
      const code = screen.getByLabelText(/^Код восстановления/);
      // A recovery code is no six digits: the plain field.
      expect(code.closest('.code-field')).toBeNull();
      await userEvent.type(code, 'abcd-efgh-ijkl');
      await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
      expect(await screen.findByText('dashboard reached')).toBeInTheDocument();
      expect(loginMfa).toHaveBeenCalledWith('ch-1', 'abcd-efgh-ijkl');
    });

    it('goes back to the password step when the challenge has expired', async () => {
      const gone = 'Время на второй шаг входа истекло или он уже пройден. Войдите ещё раз';
      const loginMfa = vi.fn(async () => {
        throw new ApiError(401, { message: gone }, 'POST /api/login/mfa');
      });
      renderLogin(mfaLogin, fakeAccountApi({ loginMfa }));
      await submit();
      await userEvent.type(await screen.findByLabelText(/^Код из приложения/), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(gone);
      expect(screen.getByLabelText(/^Имя пользователя/)).toBeInTheDocument();
    });

    it('shows the wait of a throttled attempt', async () => {
      const wait = 'Слишком много неудачных попыток входа. Повторите попытку через 5 мин.';
      const loginMfa = vi.fn(async () => {
        throw new ApiError(429, { message: wait }, 'POST /api/login/mfa');
      });
      renderLogin(mfaLogin, fakeAccountApi({ loginMfa }));
      await submit();
      await userEvent.type(await screen.findByLabelText(/^Код из приложения/), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(wait);
      expect(screen.getByLabelText(/^Код из приложения/)).toBeInTheDocument();
    });

    it('opens only the enrolment when the role must enrol a second factor', async () => {
      renderLogin(vi.fn(async () => ({ token: 'e-token', mfaEnrolmentRequired: true })));
      await submit();
      expect(await screen.findByText('enrolment reached')).toBeInTheDocument();
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('e-token');
    });
  });
});
