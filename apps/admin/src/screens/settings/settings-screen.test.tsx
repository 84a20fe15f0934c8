import { ApiError, type AccountResponse } from '@fuelcard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountApi } from '../../lib/account-api';
import { AUTH_TOKEN_KEY } from '../../lib/session';
import { fakeAccountApi, fakeApi, renderConsole } from '../../test/render-console';
import { shortId } from './sessions-section';
import { SettingsScreen } from './settings-screen';

const SETTINGS: AccountResponse = {
  id: 2,
  username: 'anna',
  role: 'admin',
  totp: false,
  recoveryCodesLeft: 0,
  passkeys: [],
  mfaRequired: false,
  sessions: [
    {
      id: 'this-session-1',
      browser: 'Chrome 131',
      system: 'Windows 10',
      ip: '10.0.0.1',
      createdAt: '2026-11-24T08:00:00.000Z',
      lastSeenAt: '2026-11-24T09:00:00.000Z',
      current: true,
    },
    {
      id: 'other-session-2',
      browser: 'Safari 18',
      system: 'iOS 18',
      ip: '10.0.0.2',
      createdAt: '2026-11-23T08:00:00.000Z',
      lastSeenAt: '2026-11-23T09:00:00.000Z',
      current: false,
    },
  ],
};
const CODES = Array.from({ length: 10 }, (_, index) => `code-${index}-abcd`);

function renderSettings(methods: Partial<AccountApi>, settings: AccountResponse = SETTINGS) {
  const account = fakeAccountApi({ account: vi.fn(async () => settings), ...methods });
  renderConsole(<SettingsScreen />, { api: fakeApi(), account, role: 'admin' });
  return account;
}

const section = async (name: string) => screen.findByRole('region', { name });

describe('SettingsScreen', () => {
  beforeEach(() => localStorage.setItem(AUTH_TOKEN_KEY, 'old-token'));

  it('enrols the authenticator app: QR as an image, the key as text, a code, then the recovery codes once', async () => {
    const confirmTotp = vi
      .fn<AccountApi['confirmTotp']>()
      .mockRejectedValueOnce(new ApiError(400, { error: 'Неверный код', field: 'code' }, 'POST'))
      .mockResolvedValueOnce({ recoveryCodes: CODES });
    renderSettings({
      startTotp: vi.fn(async () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      })),
      confirmTotp,
    });
    const totp = await section('Приложение-аутентификатор');
    // No factor at all: the administrators table's amber «Не подключён», once, at the top
    // (review s45b, finding 14); no grey «Не подключено» in the app's card.
    const missing = screen.getByText('Не подключён');
    expect(missing.closest('.settings__factor')).toHaveTextContent('Второй фактор');
    expect(missing.className).toMatch(/warning/);
    expect(within(totp).queryByText(/Не подключено/)).toBeNull();
    await userEvent.click(within(totp).getByRole('button', { name: 'Подключить приложение' }));
    const qr = await within(totp).findByRole('img', {
      name: 'QR-код для приложения-аутентификатора',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    // The SVG never becomes markup of the page.
    expect(document.querySelector('script')).toBeNull();
    // The key in groups of four with a copy button, and the app's otpauth:// link (issue 28).
    expect(within(totp).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(within(totp).getByRole('button', { name: 'Копировать ключ' })).toBeInTheDocument();
    expect(
      within(totp).getByRole('link', { name: 'Открыть в приложении-аутентификаторе' }),
    ).toHaveAttribute('href', 'otpauth://totp/x');
    const code = within(totp).getByLabelText(/^Код из приложения/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '111111');
    await userEvent.click(within(totp).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Неверный код'));
    expect(code).toHaveFocus();
    await userEvent.clear(code);
    await userEvent.type(code, '222222');
    await userEvent.click(within(totp).getByRole('button', { name: 'Подтвердить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Коды восстановления' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const done = within(dialog).getByRole('button', { name: 'Готово' });
    expect(done).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('Я сохранил(а) коды в надёжном месте'));
    expect(done).toBeEnabled();
    expect(confirmTotp).toHaveBeenLastCalledWith('222222');
  });

  it('removes the app and makes new recovery codes after a question (the recent sign-in confirms them)', async () => {
    const removeTotp = vi.fn(async () => ({ ok: true as const }));
    const newRecoveryCodes = vi.fn(async () => ({ recoveryCodes: CODES }));
    renderSettings(
      { removeTotp, newRecoveryCodes },
      { ...SETTINGS, totp: true, recoveryCodesLeft: 7 },
    );
    const totp = await section('Приложение-аутентификатор');
    const recovery = await section('Коды восстановления');
    expect(within(recovery).getByText('Осталось неиспользованных кодов: 7')).toBeInTheDocument();

    await userEvent.click(within(recovery).getByRole('button', { name: 'Создать новые коды' }));
    let dialog = screen.getByRole('dialog', { name: 'Создать новые коды восстановления?' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByRole('dialog', { name: 'Коды восстановления' })).toBeInTheDocument();
    expect(newRecoveryCodes).toHaveBeenCalledWith();
    await userEvent.click(screen.getByLabelText('Я сохранил(а) коды в надёжном месте'));
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));

    await userEvent.click(within(totp).getByRole('button', { name: 'Отключить приложение' }));
    dialog = screen.getByRole('dialog', { name: 'Отключить приложение-аутентификатор?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отключить' }));
    expect(await screen.findByText('Приложение-аутентификатор отключено')).toBeInTheDocument();
    expect(removeTotp).toHaveBeenCalledWith();
  });

  it('groups the sessions as «Это устройство» and «Другие сеансы» and ends another one after a sentence', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-24T09:05:00.000Z') });
    try {
      const endSession = vi.fn(async () => ({ ended: 1 }));
      const account = renderSettings({ endSession });
      const sessions = await section('Активные сеансы');
      const current = within(sessions).getByRole('list', { name: 'Это устройство' });
      const others = within(sessions).getByRole('list', { name: 'Другие сеансы' });
      expect(within(current).getAllByRole('listitem')).toHaveLength(1);
      expect(within(current).getByText('Chrome 131, Windows 10')).toBeInTheDocument();
      // The current session has nothing to end; the last activity says how long ago.
      expect(within(current).queryByRole('button')).toBeNull();
      expect(within(current).getByText('активность: 5 мин назад')).toBeInTheDocument();
      const [other] = within(others).getAllByRole('listitem');
      expect(other).toHaveTextContent('Safari 18, iOS 18');
      expect(other).toHaveTextContent('10.0.0.2');
      const end = within(other!).getByRole('button', {
        name: 'Завершить сеанс: Safari 18, iOS 18',
      });
      // The same small outlined button at every width (review s49, finding 11; the 44 px
      // target on a phone: e2e admin-console-review-s49b-lists).
      expect(end).toHaveTextContent('Завершить');
      expect(end.className).toMatch(/secondary/);
      expect(end.className).toMatch(/_sm_/);
      await userEvent.click(end);
      const dialog = screen.getByRole('dialog', { name: 'Завершить сеанс?' });
      expect(dialog).toHaveTextContent(
        /Сеанс в Safari 18, iOS 18 с адреса 10\.0\.0\.2 \(последняя активность: вчера, \d\d:\d\d\) завершится, и на том устройстве потребуется войти заново\./,
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));
      expect(await screen.findByText('Сеанс завершён')).toBeInTheDocument();
      expect(endSession).toHaveBeenCalledWith('other-session-2');
      await waitFor(() => expect(account.account).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('names a session whose system the API could not name by its agent alone', async () => {
    const unnamed: AccountResponse = {
      ...SETTINGS,
      sessions: [SETTINGS.sessions[0]!, { ...SETTINGS.sessions[1]!, browser: 'node', system: '' }],
    };
    renderSettings({}, unnamed);
    const sessions = await section('Активные сеансы');
    const others = within(sessions).getByRole('list', { name: 'Другие сеансы' });
    expect(others.querySelector('.session-item__device')?.textContent).toBe('node');
    expect(within(sessions).getByRole('button', { name: 'Завершить сеанс: node' })).toBeVisible();
  });

  it('says so when no other session is open', async () => {
    renderSettings({}, { ...SETTINGS, sessions: [SETTINGS.sessions[0]!] });
    const sessions = await section('Активные сеансы');
    expect(within(sessions).getByText('Других активных сеансов нет.')).toBeInTheDocument();
    expect(within(sessions).queryByRole('button', { name: /Завершить/ })).toBeNull();
  });

  it('ends every other session', async () => {
    const endOtherSessions = vi.fn(async () => ({ ended: 1 }));
    renderSettings({ endOtherSessions });
    const sessions = await section('Активные сеансы');
    const endAll = within(sessions).getByRole('button', { name: 'Завершить все другие сеансы' });
    // Title, what sessions are, the sessions, then the button (review s47c, finding 11).
    const follows = (node: Node) =>
      Boolean(node.compareDocumentPosition(endAll) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(within(sessions).getByText(/Где сейчас выполнен вход/))).toBe(true);
    for (const list of within(sessions).getAllByRole('list')) expect(follows(list)).toBe(true);
    await userEvent.click(endAll);
    const dialog = screen.getByRole('dialog', { name: 'Завершить все другие сеансы?' });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Завершить все другие сеансы' }),
    );
    expect(await screen.findByText('Завершено сеансов: 1')).toBeInTheDocument();
  });

  it('changes the password: rules stated before sending, a broken rule at the field, then the new token', async () => {
    const changePassword = vi.fn(async () => ({ ok: true as const, token: 'new-token' }));
    renderSettings({ changePassword });
    const password = await section('Пароль');
    const next = within(password).getByLabelText(/^Новый пароль/);
    expect(next).toHaveAccessibleDescription(/Не короче \d+ символов/);
    expect(within(password).getByText(/все другие сеансы завершатся/)).toBeInTheDocument();
    await userEvent.type(within(password).getByLabelText(/^Текущий пароль/), 'Old-password-1');
    await userEvent.type(next, 'short');
    await userEvent.click(within(password).getByRole('button', { name: 'Сменить пароль' }));
    expect(next).toHaveAttribute('aria-invalid', 'true');
    expect(next).toHaveFocus();
    expect(changePassword).not.toHaveBeenCalled();
    await userEvent.clear(next);
    await userEvent.type(next, 'Much-longer-harbour-77');
    await userEvent.click(within(password).getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароль изменён. Другие сеансы завершены.')).toBeInTheDocument();
    expect(changePassword).toHaveBeenCalledWith({
      currentPassword: 'Old-password-1',
      newPassword: 'Much-longer-harbour-77',
    });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token');
  });

  it('shows a wrong current password at its field', async () => {
    const changePassword = vi.fn(async () => {
      throw new ApiError(
        400,
        { error: 'Неверный текущий пароль', field: 'currentPassword' },
        'PUT',
      );
    });
    renderSettings({ changePassword });
    const password = await section('Пароль');
    const current = within(password).getByLabelText(/^Текущий пароль/);
    await userEvent.type(current, 'wrong-one');
    await userEvent.type(
      within(password).getByLabelText(/^Новый пароль/),
      'Much-longer-harbour-77',
    );
    await userEvent.click(within(password).getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(current).toHaveAccessibleDescription('Неверный текущий пароль'));
  });

  it('lists the passkeys and removes one after asking', async () => {
    const removePasskey = vi.fn(async () => ({ ok: true as const }));
    renderSettings(
      { removePasskey },
      {
        ...SETTINGS,
        passkeys: [
          {
            id: 'credential-id-0123456789',
            name: 'Ноутбук',
            createdAt: '2026-11-20T10:00:00.000Z',
            lastUsedAt: null,
          },
        ],
      },
    );
    const passkeys = await section('Ключи доступа');
    expect(within(passkeys).getByText('Ноутбук')).toBeInTheDocument();
    expect(within(passkeys).getByText(/не использовался/)).toBeInTheDocument();
    await userEvent.click(within(passkeys).getByRole('button', { name: 'Удалить: Ноутбук' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить ключ доступа?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText('Ключ доступа удалён')).toBeInTheDocument();
    expect(removePasskey).toHaveBeenCalledWith('credential-id-0123456789');
  });

  it('goes to the login when the session ended elsewhere', async () => {
    renderSettings({
      account: vi.fn(async () => Promise.reject(new ApiError(401, null, 'GET /api/admin/me'))),
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('shows where each passkey was added from, and lists them for review after a password change (issue 23)', async () => {
    const passkey = {
      id: 'credential-id-0123456789',
      name: 'Чужой ключ',
      createdAt: '2026-11-20T10:00:00.000Z',
      createdIp: '203.0.113.7',
      lastUsedAt: null,
    };
    const changePassword = vi.fn(async () => ({
      ok: true as const,
      token: 'new-token',
      passkeys: [passkey],
    }));
    renderSettings({ changePassword }, { ...SETTINGS, passkeys: [passkey] });
    const passkeys = await section('Ключи доступа');
    expect(within(passkeys).getByText(/с адреса 203\.0\.113\.7/)).toBeInTheDocument();
    expect(within(passkeys).queryByRole('status')).not.toBeInTheDocument();
    const password = await section('Пароль');
    await userEvent.type(within(password).getByLabelText(/^Текущий пароль/), 'Old-password-1');
    await userEvent.type(
      within(password).getByLabelText(/^Новый пароль/),
      'Much-longer-harbour-77',
    );
    await userEvent.click(within(password).getByRole('button', { name: 'Сменить пароль' }));
    expect(
      await within(passkeys).findByText(/Проверьте ключи доступа: ключ входит и без пароля/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(passkeys).getByRole('heading', { name: 'Ключи доступа' })).toHaveFocus(),
    );
    expect(within(passkeys).getByRole('button', { name: 'Удалить: Чужой ключ' })).toBeVisible();
  });

  // Review s47, finding 11: one primary per section, one cancel style, rows told apart.
  it('keeps «Сменить пароль» secondary until both fields hold something', async () => {
    renderSettings({});
    const password = await section('Пароль');
    const submit = within(password).getByRole('button', { name: 'Сменить пароль' });
    expect(submit.className).toMatch(/secondary/);
    await userEvent.type(within(password).getByLabelText(/^Текущий пароль/), 'Old-password-1');
    expect(submit.className).toMatch(/secondary/);
    await userEvent.type(within(password).getByLabelText(/^Новый пароль/), 'x');
    expect(submit.className).toMatch(/primary/);
    expect(submit.className).not.toMatch(/secondary/);
    await userEvent.clear(within(password).getByLabelText(/^Текущий пароль/));
    expect(submit.className).toMatch(/secondary/);
  });

  // Review s47c, finding 6c: every «Отмена» is the console's ghost now (was the outlined one).
  it('cancels the app setup with the dialogs’ ghost «Отмена»', async () => {
    renderSettings({
      startTotp: vi.fn(async () => ({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/x',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      })),
    });
    const totp = await section('Приложение-аутентификатор');
    await userEvent.click(within(totp).getByRole('button', { name: 'Подключить приложение' }));
    const cancel = await within(totp).findByRole('button', { name: 'Отмена' });
    expect(cancel.className).toMatch(/ghost/);
    expect(cancel).toHaveClass('cancel-button');
    expect(cancel.className).not.toMatch(/secondary/);
    await userEvent.click(cancel);
    expect(within(totp).getByRole('button', { name: 'Подключить приложение' })).toBeInTheDocument();
  });

  it('tells sessions of one browser apart by a short id; each row’s «Завершить» is small, the one for all others full size', async () => {
    const twin = { ...SETTINGS.sessions[1]!, id: 'Zq9-x7Lm_Pq2', browser: 'Chrome 131' };
    renderSettings(
      {},
      {
        ...SETTINGS,
        sessions: [SETTINGS.sessions[0]!, { ...twin, id: 'aB3d-eF6g' }, twin],
      },
    );
    const sessions = await section('Активные сеансы');
    const others = within(sessions).getByRole('list', { name: 'Другие сеансы' });
    const rows = within(others).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.session-item__id')?.textContent)).toEqual([
      'ab3def',
      'zq9x7l',
    ]);
    expect(rows[0]).toHaveTextContent('сеанс ab3def');
    // Changed deliberately (review s49, finding 11): a row's «Завершить» is the same small
    // outlined button at every width; «Завершить все другие сеансы» keeps the page's size.
    for (const button of within(others).getAllByRole('button'))
      expect(button.className).toMatch(/_sm_/);
    expect(
      within(sessions).getByRole('button', { name: 'Завершить все другие сеансы' }).className,
    ).not.toMatch(/\bsm\b|_sm_|-sm-/);
    expect(shortId('this-session-1')).toBe('thisse');
  });
});
