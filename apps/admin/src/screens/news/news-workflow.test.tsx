import {
  NEWS_TIME_ZONE,
  todayIn,
  type NewsInput,
  type NewsItem,
  type NewsMap,
} from '@fuelcard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkflowFetch } from '../../test/fake-workflow-fetch';
import { fakeApi, renderConsole } from '../../test/render-console';
import { coverFileProblem } from './cover-file';
import { NewsScreen } from './news-screen';

/** «Опубликовать» in a new item's form, then the confirmation's «Опубликовать» (issue 26 §2). */
async function publishNew(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
  const confirm = await screen.findByRole('dialog', { name: 'Опубликовать новость?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Опубликовать' }));
}

const NEWS: NewsMap = {
  '4': {
    slug: 'draft-one',
    priority: 'B',
    dates: { date: '2025-07-28', startDate: '', expireDate: '' },
    titles: { ru: 'Черновая новость', en: '' },
    descriptions: { ru: '<p>Текст</p>', en: '' },
    status: 'draft',
  },
  '5': {
    slug: 'live-one',
    priority: 'B',
    dates: { date: '2025-07-27', startDate: '', expireDate: '' },
    titles: { ru: 'Живая новость', en: '' },
    descriptions: { ru: '', en: '' },
    status: 'published',
  },
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('news workflow in the console', () => {
  it('shows drafts with a badge and filters them', async () => {
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS) }),
      role: 'admin',
      path: '/?state=draft',
    });
    const row = await screen.findByRole('row', { name: /Черновая новость/ });
    expect(within(row).getByText('Черновик')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Живая новость/ })).not.toBeInTheDocument();
  });

  it('publishes a draft from its form and confirms with a toast', async () => {
    const fetchMock = fakeWorkflowFetch({ 'PUT /api/admin/news/4/status': { body: { id: 4 } } });
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS) }),
      role: 'admin',
    });
    const row = await screen.findByRole('row', { name: /Черновая новость/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменение новости' });
    expect(within(dialog).getByText('Черновик не виден на сайте.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    // It asks first, saying when the item goes live.
    const confirm = screen.getByRole('dialog', { name: 'Опубликовать новость?' });
    expect(confirm).toHaveTextContent('Новость «Черновая новость» сразу появится на сайте.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Опубликовать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:3001/api/admin/news/4/status',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ status: 'published' }) }),
    );
    expect(await screen.findByText('Новость «Черновая новость» опубликована')).toBeInTheDocument();
  });

  it('unpublishes a live item from «Действия» only after a confirmation (review s46, finding 4)', async () => {
    const fetchMock = fakeWorkflowFetch({ 'PUT /api/admin/news/5/status': { body: { id: 5 } } });
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS) }),
      role: 'admin',
    });
    const row = await screen.findByRole('row', { name: /Живая новость/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменение новости' });
    // Line 2 of the status block: the short hint.
    expect(within(dialog).getByText('Статус:').closest('p')).toHaveTextContent('Видна на сайте.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Действия' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Снять с публикации' }));
    const confirm = screen.getByRole('dialog', { name: 'Снять новость с публикации?' });
    expect(confirm).toHaveTextContent(
      'Новость «Живая новость» станет черновиком и пропадёт с сайта.',
    );
    // «Отмена» sends nothing and keeps the form.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog', { name: 'Снять новость с публикации?' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith(
      'http://localhost:3001/api/admin/news/5/status',
      expect.anything(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Действия' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Снять с публикации' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Снять новость с публикации?' })).getByRole(
        'button',
        { name: 'Снять с публикации' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:3001/api/admin/news/5/status',
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ status: 'draft' }) }),
    );
    expect(
      await screen.findByText('Новость «Живая новость» снята с публикации'),
    ).toBeInTheDocument();
  });

  it('shows the slug once: a static «/news/» in its box, no path line over it (review s46, finding 22)', async () => {
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS) }),
      role: 'admin',
    });
    const row = await screen.findByRole('row', { name: /Живая новость/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменение новости' });
    const slug = within(dialog).getByRole('textbox', { name: /slug/i });
    expect(slug).toHaveValue('live-one');
    expect(slug).toHaveAccessibleDescription('/news/');
    // (The SEO snippets still show the whole address, as a search result does.)
    const field = slug.closest('.slug-field') as HTMLElement;
    expect(field).not.toHaveTextContent('/news/live-one');
    expect(within(field).getByText('/news/')).toBeVisible();
  });

  it('in one column, says the settings after the titles; «Изменить» moves to them (review s46, finding 8)', async () => {
    const width = 900;
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      };
    });
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS) }),
      role: 'admin',
    });
    const item = await screen.findByText('Живая новость');
    await userEvent.click(
      within(item.closest('.item-card, tr') as HTMLElement).getByRole('button', {
        name: 'Изменить',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Изменение новости' });
    const summary = within(dialog).getByTestId('news-settings-summary');
    expect(summary).toHaveTextContent('Публикация: сразу · Приоритет B · /news/live-one');
    // Right after the titles, before the description.
    const titleEn = within(dialog).getByLabelText('Заголовок (EN)');
    expect(
      titleEn.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const change = within(summary).getByRole('button', { name: 'Изменить' });
    expect(change).toHaveAccessibleDescription(/Публикация: сразу/);
    await userEvent.click(change);
    expect(within(dialog).getByRole('textbox', { name: /slug/i })).toHaveFocus();
    // It follows the form.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'По расписанию' }));
    fireEvent.change(within(dialog).getByLabelText('Показывать с'), {
      target: { value: '2094-03-01' },
    });
    expect(summary).toHaveTextContent('Публикация: 01.03.2094 · Приоритет B');
  });

  it('shows one status in the editor: a scheduled item is «Запланирована» with its date, a draft says what it will be once published', async () => {
    const scheduled: NewsMap = {
      ...NEWS,
      '6': {
        slug: 'later-one',
        priority: 'B',
        dates: { date: '2098-12-20', startDate: '2099-01-01', expireDate: '' },
        titles: { ru: 'Будущая новость', en: '' },
        descriptions: { ru: '', en: '' },
        status: 'published',
      },
    };
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => scheduled) }),
      role: 'admin',
    });
    const row = await screen.findByRole('row', { name: /Будущая новость/ });
    expect(within(row).getByText('Запланирована')).toBeInTheDocument();
    // The row says when it goes live, under its state.
    expect(within(row).getByText('Покажется 01.01.2099')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменение новости' });
    const status = within(dialog).getByText('Статус:').closest('p')!;
    expect(status).toHaveTextContent('Запланирована');
    expect(status).toHaveTextContent('Появится на сайте 01.01.2099.');
    expect(status).not.toHaveTextContent('Опубликована');
    // «Снять с публикации» is no button of the status line any more: it is the first item of its
    // «Действия» menu, away from «Предпросмотр» and the save (review s46, finding 4).
    expect(within(dialog).queryByRole('button', { name: 'Снять с публикации' })).toBeNull();
    const panel = status.closest('.workflow-bar')!;
    // «Предпросмотр» is a visible button of the status line (review s45b, finding 10), with its
    // own ▾ of the two languages (review s47c, finding 10: deliberate change — the English
    // preview left «Действия», which keeps the history).
    expect(
      within(panel as HTMLElement).getByRole('button', { name: 'Предпросмотр' }),
    ).toBeVisible();
    await userEvent.click(within(panel as HTMLElement).getByRole('button', { name: 'Действия' }));
    expect(screen.getAllByRole('menuitem').map((entry) => entry.textContent)).toEqual([
      'Снять с публикации',
      'История версий',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(panel as HTMLElement).getByRole('button', { name: 'Язык предпросмотра' }),
    );
    expect(
      within(screen.getByRole('menu', { name: 'Язык предпросмотра' }))
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Предпросмотр (RU)', 'Предпросмотр (EN)']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));

    const draftRow = await screen.findByRole('row', { name: /Черновая новость/ });
    await userEvent.click(within(draftRow).getByRole('button', { name: 'Изменить' }));
    const draft = screen.getByRole('dialog', { name: 'Изменение новости' });
    expect(within(draft).getByText('Статус:').closest('p')).toHaveTextContent('Черновик');
    // A draft that would simply go live says nothing more about its dates; one that would only
    // be scheduled says so, with the moment.
    expect(within(draft).queryByText('После публикации:')).toBeNull();
    expect(within(draft).queryByText('После сохранения:')).toBeNull();
    // A draft's footer ends with «Опубликовать», the main button; the save before it reads as a
    // new item's, «Сохранить черновик» (review s44, finding 1) — in full at every width, its name
    // its text, no short «Черновик» that read as a status (review s48b, finding 1).
    const footerButtons = within(
      within(draft).getByRole('button', { name: 'Отмена' }).parentElement!,
    ).getAllByRole('button');
    expect(footerButtons.map((button) => button.textContent)).toEqual([
      'Отмена',
      'Сохранить черновик',
      'Опубликовать',
    ]);
    const draftSave = footerButtons[1]!;
    expect(draftSave).toHaveAttribute('type', 'submit');
    expect(draftSave).toHaveClass('save-draft');
    expect(draftSave).not.toHaveAttribute('aria-label');
    expect(draftSave.querySelector('.save-draft__short')).toBeNull();
    // «По расписанию» opens «Показывать с» and its time (review s45b, finding 3).
    fireEvent.click(within(draft).getByRole('radio', { name: 'По расписанию' }));
    fireEvent.change(within(draft).getByLabelText('Показывать с'), {
      target: { value: '2099-01-01' },
    });
    const after = within(draft).getByText('После публикации:').closest('p')!;
    expect(after).toHaveTextContent('Запланирована');
    expect(after).toHaveTextContent('01.01.2099');
  });

  it('«Опубликовать» without a date dates the item by the day it goes live; a draft keeps no date', async () => {
    const createNews = vi.fn(async () => ({ id: 9 }));
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => ({})), createNews }),
      role: 'admin',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), 'Сразу на сайт');
    await publishNew(dialog);
    await waitFor(() => expect(createNews).toHaveBeenCalledTimes(1));
    expect(createNews).toHaveBeenCalledWith(
      expect.objectContaining({
        dates: { date: todayIn(NEWS_TIME_ZONE), startDate: '', expireDate: '' },
      }),
    );
  });

  it('offers «Запланировать на …» for a draft that starts later, and says when it goes live', async () => {
    const fetchMock = fakeWorkflowFetch({ 'PUT /api/admin/news/4': { body: { id: 4 } } });
    const updateNews = vi.fn(async () => ({ id: 4 }));
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS), updateNews }),
      role: 'admin',
    });
    const row = await screen.findByRole('row', { name: /Черновая новость/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменение новости' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'По расписанию' }));
    await userEvent.type(within(dialog).getByLabelText('Показывать с'), '2099-03-01');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Запланировать на 01.03.2099' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'Запланировать публикацию?' });
    expect(confirm).toHaveTextContent('появится на сайте 01.03.2099');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Запланировать' }));
    await waitFor(() => expect(updateNews).toHaveBeenCalled());
    expect(updateNews).toHaveBeenCalledWith(
      '4',
      expect.objectContaining({
        status: 'published',
        dates: expect.objectContaining({ startDate: '2099-03-01' }),
      }),
      { ifMatch: 3 },
    );
    expect(
      await screen.findByText('Новость «Черновая новость» запланирована на 01.03.2099'),
    ).toBeInTheDocument();
    // Saved with the body (status and dates together), not through the status call.
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/status'),
      expect.anything(),
    );
  });

  it('saves a new item as a draft and stays in the form, now on the saved draft (issue 26 §2)', async () => {
    const stored: Record<string, NewsItem> = {};
    const createNews = vi.fn(async (body: NewsInput) => {
      stored['9'] = {
        slug: 'chernovik',
        priority: 'B',
        dates: body.dates,
        titles: { ru: body.titles.ru, en: body.titles.en },
        descriptions: { ru: body.descriptions.ru, en: body.descriptions.en },
        status: body.status ?? 'published',
      };
      return { id: 9 };
    });
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => stored), createNews }),
      role: 'admin',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    // Both ways out are offered: a draft, or publishing after a confirmation.
    expect(within(dialog).getByRole('button', { name: 'Опубликовать' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), 'Черновик');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() =>
      expect(createNews).toHaveBeenCalledWith(expect.objectContaining({ status: 'draft' })),
    );
    expect(createNews).toHaveBeenCalledWith(
      expect.objectContaining({ dates: { date: '', startDate: '', expireDate: '' } }),
    );
    expect(await screen.findByText('Черновик «Черновик» сохранён')).toBeInTheDocument();
    const editing = await screen.findByRole('dialog', { name: 'Изменение новости' });
    expect(within(editing).getByLabelText(/^Заголовок \(RU\)/)).toHaveValue('Черновик');
    expect(within(editing).getByText('Статус:').closest('p')).toHaveTextContent('Черновик');
    expect(createNews).toHaveBeenCalledTimes(1);
  });

  it('schedules a new item at a time of day: the button, the confirmation and the body say it (issue 26 §3)', async () => {
    const createNews = vi.fn(async () => ({ id: 9 }));
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => ({})), createNews }),
      role: 'admin',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), 'Утром');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'По расписанию' }));
    await userEvent.type(within(dialog).getByLabelText('Показывать с'), '2099-01-02');
    expect(
      within(dialog).getByRole('button', { name: 'Запланировать на 02.01.2099' }),
    ).toBeInTheDocument();
    const time = within(dialog).getByLabelText('Время начала показа');
    // The kit's 24 h text field (review s48b, finding 6) takes «9:00» as 09:00.
    expect(time).toHaveAttribute('type', 'text');
    await userEvent.type(time, '9:00');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Запланировать на 02.01.2099, 09:00' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Запланировать публикацию?' });
    expect(confirm).toHaveTextContent('появится на сайте 02.01.2099 в 09:00');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Запланировать' }));
    await waitFor(() => expect(createNews).toHaveBeenCalledTimes(1));
    expect(createNews).toHaveBeenCalledWith(
      expect.objectContaining({
        dates: { date: '2099-01-02', startDate: '2099-01-02', expireDate: '', startTime: '09:00' },
      }),
    );
    expect(
      await screen.findByText('Новость «Утром» запланирована на 02.01.2099, 09:00'),
    ).toBeInTheDocument();
  });

  it('previews the form as it is, unsaved, in a new tab on the public site', async () => {
    const fetchMock = fakeWorkflowFetch({
      'POST /api/admin/news/preview': {
        body: { token: 'Tok.en_123-abc', expiresAt: '2026-01-01T00:15:00Z' },
      },
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS) }),
      role: 'admin',
    });
    const row = await screen.findByRole('row', { name: /Живая новость/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменение новости' });
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), ' (правка)');
    // The Russian one from the status line's own button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Предпросмотр' }));
    await waitFor(() =>
      expect(tab.location.href).toBe('http://localhost:3000/preview/Tok.en_123-abc'),
    );
    tab.location.href = '';
    // The English one (and the Russian again) from the preview's own ▾ (review s47c, finding 10).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Язык предпросмотра' }));
    await userEvent.click(within(dialog).getByRole('menuitem', { name: 'Предпросмотр (EN)' }));
    await waitFor(() =>
      expect(tab.location.href).toBe('http://localhost:3000/preview/Tok.en_123-abc?lang=en'),
    );
    tab.location.href = '';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Язык предпросмотра' }));
    await userEvent.click(within(dialog).getByRole('menuitem', { name: 'Предпросмотр (RU)' }));
    await waitFor(() =>
      expect(tab.location.href).toBe('http://localhost:3000/preview/Tok.en_123-abc'),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    // (The editor's presence heartbeat is among the calls.)
    const previewCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/preview'))!;
    const sent = JSON.parse(String(previewCall[1]!.body)) as {
      titles: { ru: string };
    };
    expect(sent.titles.ru).toBe('Живая новость (правка)');
  });

  it("opens the history on the item's page, not as a dialog over the quick form, and asks first about unsaved changes", async () => {
    const { router } = renderConsole(<NewsScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS) }),
      role: 'admin',
    });
    const row = await screen.findByRole('row', { name: /Живая новость/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменение новости' });
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), ' (правка)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Действия' }));
    await userEvent.click(within(dialog).getByRole('menuitem', { name: 'История версий' }));
    // Typed text is never dropped unasked: the leave question comes first, and «Остаться» keeps it.
    const question = await screen.findByRole('dialog', { name: 'Уйти со страницы?' });
    expect(screen.queryByRole('dialog', { name: /^История/ })).toBeNull();
    await userEvent.click(
      within(question).getByRole('button', { name: 'Продолжить редактирование' }),
    );
    expect(within(dialog).getByLabelText(/^Заголовок \(RU\)/)).toHaveValue(
      'Живая новость (правка)',
    );
    expect(router.state.location.pathname).toBe('/');
    // An untouched form goes straight to the page, with its history open there.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Изменения не сохранены' })).getByRole(
        'button',
        { name: 'Закрыть без сохранения' },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const again = screen.getByRole('dialog', { name: 'Изменение новости' });
    await userEvent.click(within(again).getByRole('button', { name: 'Действия' }));
    await userEvent.click(within(again).getByRole('menuitem', { name: 'История версий' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminDashboard/news/5'));
    expect(router.state.location.search).toBe('?history=1');
  });

  it('checks a cover file by size and type before sending it', () => {
    expect(coverFileProblem({ size: 11 * 1024 * 1024, type: 'image/png' })).toBe('tooLarge');
    expect(coverFileProblem({ size: 10, type: 'image/gif' })).toBe('wrongType');
    expect(coverFileProblem({ size: 10, type: 'image/avif' })).toBeNull();
    expect(coverFileProblem({ size: 10, type: '' })).toBeNull();
  });
});
