import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/session';
import { fakeAccountApi, fakeApi, renderConsole } from '../../test/render-console';
import { EnrolScreen } from './enrol-screen';

const CODES = Array.from({ length: 10 }, (_, index) => `rc-${index}`);

describe('EnrolScreen', () => {
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'enrolling'));

  it('enrols the app, shows the recovery codes once, then goes on to the dashboard', async () => {
    const account = fakeAccountApi({
      startTotp: vi.fn(async () => ({
        secret: 'SECRET',
        otpauthUrl: 'otpauth://x',
        qrSvg: '<svg/>',
      })),
      confirmTotp: vi.fn(async () => ({ recoveryCodes: CODES })),
    });
    const { router } = renderConsole(<EnrolScreen />, { api: fakeApi(), account, role: null });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Подключите второй фактор входа' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Подключить приложение' }));
    await userEvent.type(await screen.findByLabelText(/^Код из приложения/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Коды восстановления' });
    await userEvent.click(within(dialog).getByLabelText('Я сохранил(а) коды в надёжном месте'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    expect(await screen.findByText(/Второй фактор подключён/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Перейти в панель управления' }));
    expect(router.state.location.pathname).toBe('/adminDashboard');
  });

  it('logs out on the server and forgets the token, even when the call fails', async () => {
    const logout = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    renderConsole(<EnrolScreen />, {
      api: fakeApi(),
      account: fakeAccountApi({ logout }),
      role: null,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledOnce();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
