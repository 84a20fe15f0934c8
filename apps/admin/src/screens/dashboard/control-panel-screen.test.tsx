import type { AccountResponse, ConsoleNewsListItem, NewsQueryClient } from '@fuelcard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAccountApi, fakeApi, renderConsole } from '../../test/render-console';
import { ControlPanelScreen } from './control-panel-screen';
import { SECOND_FACTOR_REMINDER_KEY } from './second-factor-banner';

const NOW = new Date('2026-11-28T18:00:00.000Z');

function row(id: string, extra: Partial<ConsoleNewsListItem>): ConsoleNewsListItem {
  return {
    id,
    slug: `item-${id}`,
    priority: 'B',
    dates: { date: '2026-11-28', startDate: '', expireDate: '' },
    titles: { ru: `Новость ${id}`, en: '' },
    status: 'published',
    state: 'live',
    updatedAt: NOW.toISOString(),
    ...extra,
  };
}

const UPCOMING = [
  row('1', { state: 'scheduled', dates: { date: '', startDate: '2026-11-29', expireDate: '' } }),
  row('2', {
    state: 'scheduled',
    dates: { date: '', startDate: '2026-12-02', startTime: '09:30', expireDate: '' },
  }),
];
const RECENT = [
  row('3', { updatedAt: new Date(NOW.getTime() - 5 * 60_000).toISOString(), updatedBy: 'olga' }),
  row('4', { updatedAt: new Date(NOW.getTime() - 9 * 60_000).toISOString(), updatedBy: 'anna' }),
  row('5', { updatedAt: new Date(NOW.getTime() - 12 * 60_000).toISOString() }),
];

function news(
  counts: Record<'all' | 'live' | 'scheduled' | 'draft' | 'expired', number> = {
    all: 9,
    live: 5,
    scheduled: 2,
    draft: 1,
    expired: 1,
  },
): NewsQueryClient {
  return {
    searchConsoleNews: vi.fn(async (query = {}) => ({
      items: query.state === 'scheduled' ? UPCOMING : RECENT,
      total: 1,
      page: 1,
      pages: 1,
      counts,
    })),
  } as unknown as NewsQueryClient;
}

const ACCOUNT: AccountResponse = {
  id: 2,
  username: 'anna',
  role: 'admin',
  totp: false,
  recoveryCodesLeft: 0,
  passkeys: [],
  mfaRequired: false,
  sessions: [],
};

function renderPanel(settings: AccountResponse = ACCOUNT, client: NewsQueryClient = news()) {
  const account = fakeAccountApi({ account: vi.fn(async () => settings) });
  renderConsole(<ControlPanelScreen />, {
    api: fakeApi(),
    account,
    news: client,
    path: '/adminDashboard',
  });
  return account;
}

describe('ControlPanelScreen (review s45b, findings 14 and 19)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
    sessionStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('says when each scheduled item goes live and how long ago the last ones changed', async () => {
    renderPanel({ ...ACCOUNT, totp: true });
    const upcoming = await screen.findByRole('region', { name: 'Ближайшие публикации' });
    const items = within(upcoming).getAllByRole('listitem');
    // Without a time of its own an item goes live at the day's start.
    expect(items[0]).toHaveTextContent('29.11.2026, 00:00');
    expect(items[1]).toHaveTextContent('02.12.2026, 09:30');
    const recent = screen.getByRole('region', { name: 'Последние изменения' });
    expect(within(recent).getByText('5 мин назад')).toHaveAttribute(
      'dateTime',
      RECENT[0]!.updatedAt,
    );
  });

  it('says who saved each item last: the account, «вы» for oneself, nothing when unknown', async () => {
    renderPanel({ ...ACCOUNT, totp: true });
    const recent = await screen.findByRole('region', { name: 'Последние изменения' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.panel__who')?.textContent ?? null)).toEqual([
      'olga',
      'вы',
      null,
    ]);
  });

  it('makes each count a link to the filtered list, with a chevron', async () => {
    renderPanel({ ...ACCOUNT, totp: true });
    const live = await screen.findByRole('link', { name: /Опубликованы/ });
    expect(live).toHaveAttribute('href', '/adminDashboard/news?state=live');
    expect(live.querySelector('.stat__chevron')).not.toBeNull();
  });

  // Review s47, finding 16: an empty state is not a link to an empty list.
  it('shows a state with nothing in it as a plain tile: no link, no chevron', async () => {
    renderPanel(
      { ...ACCOUNT, totp: true },
      news({ all: 7, live: 5, scheduled: 2, draft: 0, expired: 0 }),
    );
    await screen.findByRole('link', { name: /Опубликованы/ });
    expect(screen.queryByRole('link', { name: /Черновики/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Истекли/ })).toBeNull();
    const drafts = screen.getByText('Черновики').closest('.stat')!;
    expect(drafts).toHaveClass('stat--empty');
    expect(drafts.tagName).toBe('DIV');
    expect(drafts).toHaveTextContent('Черновики0ещё не опубликованы');
    expect(drafts.querySelector('.stat__chevron')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Запланированы|Опубликованы/ })).toHaveLength(2);
  });

  // Review s47, finding 16: from 768 px up «Добавить новость» sits beside the title.
  it('puts «Добавить новость» beside the title on a tablet or a desk, under the sign-in on a phone', async () => {
    renderPanel({ ...ACCOUNT, totp: true });
    const header = (await screen.findByRole('heading', { level: 1 })).parentElement!;
    const actions = screen.getByRole('group', { name: 'Быстрые действия' });
    expect(header).toContainElement(actions);
    expect(within(actions).getByRole('link', { name: 'Добавить новость' })).toHaveAttribute(
      'href',
      '/adminDashboard/news/new',
    );
  });

  it('reminds an account without a second factor once, until hidden for the session', async () => {
    const account = renderPanel();
    const reminder = await screen.findByRole('region', { name: 'Подключите второй фактор' });
    expect(within(reminder).getByRole('link', { name: 'Подключить в настройках' })).toHaveAttribute(
      'href',
      '/adminDashboard/settings',
    );
    await userEvent.click(within(reminder).getByRole('button', { name: 'Скрыть напоминание' }));
    expect(screen.queryByRole('region', { name: 'Подключите второй фактор' })).toBeNull();
    expect(sessionStorage.getItem(`${SECOND_FACTOR_REMINDER_KEY}.anna`)).toBe('1');
    expect(account.account).toHaveBeenCalledTimes(1);
  });

  it('on a phone: one line and a short «Подключить», no explanation (review s46, finding 13)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width:\s*767/.test(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      renderPanel();
      const reminder = await screen.findByRole('region', {
        name: 'Подключите второй фактор — защитит вход',
      });
      expect(within(reminder).getByRole('link', { name: 'Подключить' })).toHaveAttribute(
        'href',
        '/adminDashboard/settings',
      );
      expect(within(reminder).queryByText(/достаточно пароля/)).toBeNull();
      // The page's primary: full width under the previous sign-in, not beside the title.
      const actions = screen.getByRole('group', { name: 'Быстрые действия' });
      expect(actions.closest('.hello')).not.toBeNull();
      expect(screen.getByRole('heading', { level: 1 }).parentElement).not.toContainElement(actions);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says nothing to an account with a passkey, nor once the reminder was hidden', async () => {
    renderPanel({
      ...ACCOUNT,
      passkeys: [{ id: 'k', name: 'Ноутбук', createdAt: NOW.toISOString(), lastUsedAt: null }],
    } as AccountResponse);
    await screen.findByRole('region', { name: 'Ближайшие публикации' });
    await waitFor(() => expect(screen.queryByText('Подключите второй фактор')).toBeNull());

    sessionStorage.setItem(`${SECOND_FACTOR_REMINDER_KEY}.anna`, '1');
    const account = renderPanel();
    await screen.findAllByRole('region', { name: 'Ближайшие публикации' });
    expect(screen.queryByText('Подключите второй фактор')).toBeNull();
    expect(account.account).not.toHaveBeenCalled();
  });
});
