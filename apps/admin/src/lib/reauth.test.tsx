import { ApiError, type AccountResponse } from '@fuelcard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PasskeysSection } from '../screens/settings/passkeys-section';
import { RecoverySection } from '../screens/settings/recovery-section';
import { fakeAccountApi, fakeApi, renderConsole } from '../test/render-console';
import { useAccountApi, type AccountApi } from './account-api';
import { isReauthRequired, withReauth } from './reauth';
import { AUTH_TOKEN_KEY } from './session';

const ASK = { reauthRequired: true, error: 'Подтвердите вход паролем или кодом' };
const reauthRequired = () => new ApiError(403, ASK, 'DELETE /api/admin/me/passkeys/x');
const UNTIL = { until: '2026-11-26T12:05:00.000Z' };
const PASSKEY = {
  id: 'credential-id-0123456789',
  name: 'Ноутбук',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdIp: '10.20.30.40',
  lastUsedAt: null,
};
const SETTINGS: AccountResponse = {
  id: 2,
  username: 'anna',
  role: 'admin',
  totp: true,
  recoveryCodesLeft: 7,
  passkeys: [PASSKEY],
  mfaRequired: false,
  sessions: [],
};

describe('isReauthRequired and withReauth', () => {
  it('recognises only the 403 that asks for a re-authentication', () => {
    expect(isReauthRequired(reauthRequired())).toBe(true);
    expect(isReauthRequired(new ApiError(403, { error: 'Недостаточно прав' }, 'x'))).toBe(false);
    expect(isReauthRequired(new ApiError(400, ASK, 'x'))).toBe(false);
    expect(isReauthRequired(new Error('x'))).toBe(false);
  });

  it('asks, then repeats the call; a cancel fails with the API’s error; other errors pass', async () => {
    const removePasskey = vi
      .fn<AccountApi['removePasskey']>()
      .mockRejectedValueOnce(reauthRequired())
      .mockResolvedValueOnce({ ok: true });
    const reauth = vi.fn();
    const confirm = vi.fn(async () => true);
    const api = withReauth(fakeAccountApi({ removePasskey, reauth }), confirm);
    await expect(api.removePasskey('k')).resolves.toEqual({ ok: true });
    expect(removePasskey).toHaveBeenCalledTimes(2);
    expect(removePasskey).toHaveBeenLastCalledWith('k');
    // Methods keep their identity; `reauth` is never wrapped.
    expect(api.removePasskey).toBe(api.removePasskey);
    expect(api.reauth).toBe(reauth);

    const refused = reauthRequired();
    const cancelled = withReauth(
      fakeAccountApi({ removePasskey: vi.fn(async () => Promise.reject(refused)) }),
      async () => false,
    );
    await expect(cancelled.removePasskey('k')).rejects.toBe(refused);
    const other = new ApiError(404, { error: 'Ключ доступа не найден' }, 'x');
    const ask = vi.fn(async () => true);
    const failing = withReauth(
      fakeAccountApi({ removePasskey: vi.fn(async () => Promise.reject(other)) }),
      ask,
    );
    await expect(failing.removePasskey('k')).rejects.toBe(other);
    expect(ask).not.toHaveBeenCalled();
  });
});

describe('the dialog «Подтвердите вход»', () => {
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'token'));

  function renderPasskeys(methods: Partial<AccountApi>, onChanged = vi.fn()) {
    const account = fakeAccountApi(methods);
    renderConsole(<PasskeysSection passkeys={[PASSKEY]} username="anna" onChanged={onChanged} />, {
      api: fakeApi(),
      account,
      role: 'admin',
    });
    return { account, onChanged };
  }

  async function askToRemove() {
    await userEvent.click(screen.getByRole('button', { name: 'Удалить: Ноутбук' }));
    const question = screen.getByRole('dialog', { name: 'Удалить ключ доступа?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Удалить' }));
    return screen.findByRole('dialog', { name: 'Подтвердите вход' });
  }

  it('opens when a call needs it, shows a wrong password at the field, then repeats the call', async () => {
    const removePasskey = vi
      .fn<AccountApi['removePasskey']>()
      .mockRejectedValueOnce(reauthRequired())
      .mockResolvedValueOnce({ ok: true });
    const reauth = vi
      .fn<AccountApi['reauth']>()
      .mockRejectedValueOnce(
        new ApiError(400, { error: 'Неверный пароль', field: 'password' }, 'POST'),
      )
      .mockResolvedValueOnce(UNTIL);
    const { onChanged } = renderPasskeys({ removePasskey, reauth });
    const dialog = await askToRemove();
    expect(within(dialog).getByText(/меняет способы входа/)).toBeInTheDocument();
    const password = within(dialog).getByLabelText(/^Пароль/);
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAttribute('autocomplete', 'current-password');

    // Nothing typed: said at the field, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(password).toHaveAccessibleDescription('Введите пароль');
    expect(reauth).not.toHaveBeenCalled();

    await userEvent.type(password, 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Неверный пароль'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();

    await userEvent.clear(password);
    await userEvent.type(password, 'right-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Ключ доступа удалён')).toBeInTheDocument();
    expect(reauth).toHaveBeenLastCalledWith({ password: 'right-one' });
    expect(removePasskey).toHaveBeenCalledTimes(2);
    expect(onChanged).toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Подтвердите вход' })).not.toBeInTheDocument();
  });

  it('takes a code instead, and shows the login limit’s wait at the field', async () => {
    const removePasskey = vi
      .fn<AccountApi['removePasskey']>()
      .mockRejectedValueOnce(reauthRequired())
      .mockResolvedValueOnce({ ok: true });
    const wait = 'Слишком много неудачных попыток входа. Повторите попытку через 15 мин.';
    const reauth = vi
      .fn<AccountApi['reauth']>()
      .mockRejectedValueOnce(new ApiError(429, { message: wait }, 'POST'))
      .mockResolvedValueOnce(UNTIL);
    renderPasskeys({ removePasskey, reauth });
    const dialog = await askToRemove();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить кодом' }));
    const code = within(dialog).getByLabelText(/^Код из приложения или код восстановления/);
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, ' ABCDE-12345 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(wait));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Ключ доступа удалён')).toBeInTheDocument();
    expect(reauth).toHaveBeenLastCalledWith({ code: 'ABCDE-12345' });
  });

  it('cancels with Escape: nothing repeated, the question says why, focus back where it was', async () => {
    const removePasskey = vi.fn(async () => Promise.reject(reauthRequired()));
    const reauth = vi.fn();
    renderPasskeys({ removePasskey, reauth });
    const dialog = await askToRemove();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Пароль/)).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Подтвердите вход' })).not.toBeInTheDocument(),
    );
    // The question stays open with the API's reason; the action can be tried again.
    const question = screen.getByRole('dialog', { name: 'Удалить ключ доступа?' });
    expect(await within(question).findByText(ASK.error)).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Удалить' })).toHaveFocus();
    expect(removePasskey).toHaveBeenCalledTimes(1);
    expect(reauth).not.toHaveBeenCalled();
  });

  it('asks once for calls that need it at the same time', async () => {
    const newRecoveryCodes = vi
      .fn<AccountApi['newRecoveryCodes']>()
      .mockRejectedValueOnce(reauthRequired())
      .mockResolvedValueOnce({ recoveryCodes: ['A'] });
    const removePasskey = vi
      .fn<AccountApi['removePasskey']>()
      .mockRejectedValueOnce(reauthRequired())
      .mockResolvedValueOnce({ ok: true });
    const reauth = vi.fn(async () => UNTIL);
    const account = fakeAccountApi({ newRecoveryCodes, removePasskey, reauth });
    let api!: AccountApi;
    const Capture = () => {
      api = useAccountApi();
      return null;
    };
    renderConsole(<Capture />, { api: fakeApi(), account, role: 'admin' });
    const both = Promise.all([api.newRecoveryCodes(), api.removePasskey('k')]);
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите вход' });
    await userEvent.type(within(dialog).getByLabelText(/^Пароль/), 'right-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await expect(both).resolves.toEqual([{ recoveryCodes: ['A'] }, { ok: true }]);
    expect(reauth).toHaveBeenCalledTimes(1);
  });

  it('works in the recovery codes section too: new codes after confirming with a code', async () => {
    const newRecoveryCodes = vi
      .fn<AccountApi['newRecoveryCodes']>()
      .mockRejectedValueOnce(reauthRequired())
      .mockResolvedValueOnce({ recoveryCodes: Array.from({ length: 10 }, (_, i) => `c-${i}`) });
    const reauth = vi.fn(async () => UNTIL);
    renderConsole(<RecoverySection settings={SETTINGS} onChanged={vi.fn()} />, {
      api: fakeApi(),
      account: fakeAccountApi({ newRecoveryCodes, reauth }),
      role: 'admin',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Создать новые коды' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Создать новые коды восстановления?' })).getByRole(
        'button',
        { name: 'Создать' },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Подтвердите вход' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить кодом' }));
    await userEvent.type(within(dialog).getByLabelText(/^Код из приложения/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('dialog', { name: 'Коды восстановления' })).toBeInTheDocument();
    expect(reauth).toHaveBeenCalledWith({ code: '123456' });
  });
});
