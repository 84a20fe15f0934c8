import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi, fakeApi, renderConsole } from '../../test/render-console';
import { PasskeyAddForm } from './passkey-add-form';

function renderForm() {
  const onAdded = vi.fn();
  const account = fakeAccountApi({
    passkeyRegistrationOptions: vi.fn(async () => ({ challenge: 'ch-1', options: {} })),
    addPasskey: vi.fn(async () => ({ ok: true as const })),
  });
  // The browser's part answered at once (the suite shares one module graph: no module mock).
  const create = vi.fn(async () => ({ id: 'made-by-the-browser' }));
  renderConsole(<PasskeyAddForm onAdded={onAdded} create={create} />, {
    api: fakeApi(),
    account,
  });
  return { account, onAdded };
}

describe('PasskeyAddForm (review s45b, finding 16)', () => {
  beforeEach(() => vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {}));
  afterEach(() => vi.unstubAllGlobals());

  it('is one button; the name is asked after the browser made the key', async () => {
    const { account, onAdded } = renderForm();
    expect(screen.queryByLabelText(/Название ключа/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить ключ доступа' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ключ доступа создан' });
    expect(account.passkeyRegistrationOptions).toHaveBeenCalledTimes(1);
    expect(account.addPasskey).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^Название ключа/), {
      target: { value: ' Рабочий ноутбук ' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(account.addPasskey).toHaveBeenCalledWith(
      'ch-1',
      { id: 'made-by-the-browser' },
      'Рабочий ноутбук',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('«Без названия» registers the key unnamed', async () => {
    const { account, onAdded } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить ключ доступа' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ключ доступа создан' });
    await userEvent.click(
      within(dialog)
        .getAllByRole('button', { name: 'Без названия' })
        .find((button) => button.textContent === 'Без названия')!,
    );
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(account.addPasskey).toHaveBeenCalledWith('ch-1', { id: 'made-by-the-browser' }, '');
  });
});
