import type { ApiClient, NewsMap } from '@fuelcard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkflowFetch } from '../../test/fake-workflow-fetch';
import { fakeApi, renderConsole } from '../../test/render-console';
import { NewsEditorScreen } from './news-editor-screen';

const NEWS: NewsMap = {
  '5': {
    slug: 'live-one',
    priority: 'B',
    dates: { date: '2025-07-27', startDate: '', expireDate: '' },
    titles: { ru: 'Живая новость', en: 'Live item' },
    descriptions: { ru: '<p>Текст</p>', en: '' },
    status: 'published',
  },
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the full-page news editor (issue 26 §1)', () => {
  it('opens an item by its address, with its one status beside the fields; a save stays in the editor', async () => {
    const updateNews = vi.fn<ApiClient['updateNews']>(async () => ({ id: 5 }));
    const { router } = renderConsole(<NewsEditorScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS), updateNews }),
      role: 'admin',
      path: '/adminDashboard/news/5',
      route: '/adminDashboard/news/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Живая новость' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    const side = screen.getByRole('complementary', { name: 'Статус и действия' });
    expect(within(side).getByText('Статус:').closest('p')).toHaveTextContent('Опубликована');
    // One «Публикация» group (review s45b, finding 3): «Дата в статье» first (no rule of its
    // own), «Сразу» chosen for an item with no start, no end bound until «Снять с показа».
    const publishing = screen.getByRole('group', { name: 'Публикация' });
    expect(within(publishing).getByLabelText('Дата в статье')).toHaveAccessibleDescription('');
    expect(within(publishing).getByRole('radio', { name: 'Сразу' })).toBeChecked();
    expect(within(publishing).queryByLabelText('Показывать с')).toBeNull();
    expect(within(publishing).queryByLabelText('Показывать до')).toBeNull();
    expect(
      within(publishing).queryByText('Время — по Минску. Пусто: сразу / без срока.'),
    ).toBeNull();
    // «По расписанию» opens the start: a date and its time on one line, the time's visible label
    // saying which («Время начала», never a bare «Время»), each input named in full and described
    // by its own rule; one shared note under them.
    await userEvent.click(within(publishing).getByRole('radio', { name: 'По расписанию' }));
    const startTime = within(publishing).getByLabelText('Время начала показа');
    // The kit's 24 h time field (review s48b, finding 6): its placeholder is what empty means.
    expect(startTime).toHaveAttribute('type', 'text');
    expect(startTime).toHaveAttribute('placeholder', '00:00');
    expect(startTime.parentElement).toHaveTextContent('Минск');
    expect(startTime).toHaveAccessibleDescription('Время по Минску; пусто — с начала дня.');
    expect(within(publishing).getByLabelText('Показывать с')).toHaveAccessibleDescription(
      'Пусто — сразу.',
    );
    expect(startTime.closest('.news-form__moment')).toHaveTextContent(/Показывать с.*Время начала/);
    expect(within(publishing).queryByText(/^Время$/)).toBeNull();
    expect(
      within(publishing).getByText('Время — по Минску. Пусто: сразу / без срока.'),
    ).toBeVisible();
    expect(within(publishing).getByText('Пусто — сразу.').closest('p')).toHaveClass(
      'visually-hidden',
    );
    // «Снять с показа» opens the end bound the same way; unticked, it is gone again.
    const ending = within(publishing).getByRole('checkbox', { name: 'Снять с показа' });
    expect(ending).not.toBeChecked();
    await userEvent.click(ending);
    // An empty end means to the day's end: its placeholder says 23:59 (apps/api withinDates).
    expect(within(publishing).getByLabelText('Время окончания показа')).toHaveAttribute(
      'placeholder',
      '23:59',
    );
    expect(
      within(publishing).getByLabelText('Время окончания показа').closest('.news-form__moment'),
    ).toHaveTextContent(/Показывать до.*Время окончания/);
    await userEvent.click(ending);
    expect(within(publishing).queryByLabelText('Показывать до')).toBeNull();
    await userEvent.click(within(publishing).getByRole('radio', { name: 'Сразу' }));
    expect(within(publishing).queryByLabelText('Показывать с')).toBeNull();
    // The cover's file rule inside its drop zone; the whole rule stays the zone's description.
    const cover = screen.getByRole('group', { name: 'Обложка' });
    expect(
      within(cover).getByText(
        'или перетащите изображение сюда · до 10 МБ, JPEG, PNG, WebP или AVIF',
      ),
    ).toBeVisible();
    expect(within(cover).getByText(/^До 10 МБ: JPEG/)).toHaveClass('visually-hidden');
    expect(screen.getByRole('link', { name: /Новости/ })).toHaveAttribute(
      'href',
      '/adminDashboard/news',
    );
    const title = screen.getByLabelText(/^Заголовок \(RU\)/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Новый заголовок');
    // The actions are the form's bottom bar at every width, as the quick form's footer (review
    // s48b, finding 1), no longer in the side panel: «Отмена», then «Обновить» beside its note.
    const actions = screen.getByTestId('news-editor-actions');
    expect(within(side).queryByRole('button', { name: 'Обновить' })).toBeNull();
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Отмена', 'Обновить']);
    expect(within(actions).getByText('Изменения сразу появятся на сайте.')).toBeVisible();
    await userEvent.click(within(actions).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(updateNews).toHaveBeenCalledTimes(1));
    expect(updateNews).toHaveBeenCalledWith(
      '5',
      expect.objectContaining({ titles: { ru: 'Новый заголовок', en: 'Live item' } }),
      { ifMatch: 3 },
    );
    expect(
      await screen.findByText('Новость «Новый заголовок» сохранена, изменения уже на сайте'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/adminDashboard/news/5');
  });

  it('keeps the form disabled after a save until the stored item is read, so nothing typed is lost', async () => {
    // The item as the server reads it back after the save: slow to come.
    let answer: (news: NewsMap) => void = () => {};
    const updated: NewsMap = {
      '5': { ...NEWS['5']!, titles: { ru: 'Сохранённый', en: 'Live item' } },
    };
    const listNews = vi
      .fn<ApiClient['listNews']>()
      .mockResolvedValueOnce(NEWS)
      .mockImplementationOnce(() => new Promise<NewsMap>((resolve) => (answer = resolve)))
      .mockResolvedValue(updated);
    const updateNews = vi.fn<ApiClient['updateNews']>(async () => ({ id: 5 }));
    renderConsole(<NewsEditorScreen />, {
      api: fakeApi({ listNews, updateNews }),
      role: 'admin',
      path: '/adminDashboard/news/5',
      route: '/adminDashboard/news/:id',
    });
    const title = await screen.findByLabelText(/^Заголовок \(RU\)/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Сохранённый');
    const actions = screen.getByTestId('news-editor-actions');
    await userEvent.click(within(actions).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(updateNews).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(listNews).toHaveBeenCalledTimes(2));
    // Saved, but the stored item is not read yet: no confirmation, and no field to type into.
    expect(screen.getByLabelText('Заголовок (EN)')).toBeDisabled();
    expect(screen.queryByText(/сохранена, изменения уже на сайте/)).toBeNull();
    answer(updated);
    expect(
      await screen.findByText('Новость «Сохранённый» сохранена, изменения уже на сайте'),
    ).toBeInTheDocument();
    const english = screen.getByLabelText('Заголовок (EN)');
    expect(english).toBeEnabled();
    await userEvent.type(english, ' 2');
    expect(english).toHaveValue('Live item 2');
    expect(screen.getByLabelText(/^Заголовок \(RU\)/)).toHaveValue('Сохранённый');
  });

  it('creates at /adminDashboard/news/new and moves to the new item’s address without asking', async () => {
    const createNews = vi.fn<ApiClient['createNews']>(async () => ({ id: 9 }));
    // The fake list does not hold the new item: its reload after the move logs a failure.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderConsole(<NewsEditorScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS), createNews }),
      role: 'admin',
      path: '/adminDashboard/news/new',
      route: '/adminDashboard/news/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Новая новость' })).toBeVisible();
    // Before its first save the panel says the item is new, where a stored one says its status.
    const side = screen.getByRole('complementary', { name: 'Статус и действия' });
    expect(within(side).getByText('Статус:').closest('p')).toHaveTextContent(
      'Статус: Новая Ещё не сохранена',
    );
    await userEvent.type(screen.getByLabelText(/^Заголовок \(RU\)/), 'Черновик на странице');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminDashboard/news/9'));
    expect(createNews).toHaveBeenCalledWith(expect.objectContaining({ status: 'draft' }));
    expect(screen.queryByRole('dialog', { name: /без сохранения/ })).toBeNull();
    expect(await screen.findByText('Черновик «Черновик на странице» сохранён')).toBeInTheDocument();
  });

  // Review s48b, findings 1 and 8: «Отмена» in the page's bar leaves through the unsaved-changes
  // question, whose main button keeps the changes. A live item is not turned into a draft: its
  // changes are kept as its autosave (the site unchanged), then the move goes on.
  it('«Отмена» asks first; «Сохранить черновик и закрыть» keeps a live item’s changes as its autosave and leaves', async () => {
    const updateNews = vi.fn<ApiClient['updateNews']>(async () => ({ id: 5 }));
    const bodies: unknown[] = [];
    fakeWorkflowFetch({
      'GET /api/admin/news/5/autosave': { status: 404, body: { error: 'нет' } },
      'PUT /api/admin/news/5/autosave': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { body: { savedAt: '2026-11-29T05:00:00.000Z' } };
      },
    });
    const { router } = renderConsole(<NewsEditorScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS), updateNews }),
      role: 'admin',
      path: '/adminDashboard/news/5',
      route: '/adminDashboard/news/:id',
    });
    // One h1, the item's title, under a small «Изменение новости» (review s48b, finding 10).
    expect(await screen.findByTestId('page-eyebrow')).toHaveTextContent('Изменение новости');
    expect(screen.getByTestId('page-eyebrow').tagName).toBe('P');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Живая новость',
    ]);
    const title = screen.getByLabelText(/^Заголовок \(RU\)/);
    await userEvent.type(title, ' (правка)');
    const actions = screen.getByTestId('news-editor-actions');
    await userEvent.click(within(actions).getByRole('button', { name: 'Отмена' }));
    const question = await screen.findByRole('dialog', { name: 'Уйти со страницы?' });
    expect(within(question).getByRole('button', { name: 'Уйти без сохранения' })).toBeVisible();
    await userEvent.click(
      within(question).getByRole('button', { name: 'Сохранить черновик и закрыть' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/adminDashboard/news'));
    expect(updateNews).not.toHaveBeenCalled();
    expect(bodies).toEqual([
      expect.objectContaining({ titles: { ru: 'Живая новость (правка)', en: 'Live item' } }),
    ]);
  });

  it('says so when the address names no item', async () => {
    renderConsole(<NewsEditorScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS) }),
      role: 'admin',
      path: '/adminDashboard/news/77',
      route: '/adminDashboard/news/:id',
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await screen.findByRole('alert')).toHaveTextContent('Новость не найдена');
  });

  it('opens with the version history at ?history=1 (the quick form sends it here) and drops the mark on close', async () => {
    fakeWorkflowFetch({
      'GET /api/admin/news/5/versions': {
        body: [
          {
            version: 1,
            action: 'create',
            adminUsername: 'anna',
            savedAt: '2026-01-01T09:00:00.000Z',
            changed: [],
          },
        ],
      },
    });
    const { router } = renderConsole(<NewsEditorScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS) }),
      role: 'admin',
      path: '/adminDashboard/news/5?history=1',
      route: '/adminDashboard/news/:id',
    });
    const history = await screen.findByRole('dialog', { name: /^История/ });
    expect(await within(history).findByText(/Версия 1/)).toBeVisible();
    // One dialog over the page: no quick form under it.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(history).getAllByRole('button', { name: 'Закрыть' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/adminDashboard/news/5');
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText(/^Заголовок \(RU\)/)).toHaveValue('Живая новость');
  });

  it('refuses a session without an editing role', () => {
    renderConsole(<NewsEditorScreen />, {
      api: fakeApi({}),
      role: null,
      path: '/adminDashboard/news/5',
      route: '/adminDashboard/news/:id',
    });
    expect(screen.queryByLabelText(/^Заголовок \(RU\)/)).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Новости');
  });

  it('shows who else has the item open, and says it left when the editor closes', async () => {
    const fetchMock = fakeWorkflowFetch({
      'PUT /api/admin/news/5/presence': {
        body: { editors: [{ username: 'olga', seenAt: '2026-11-27T09:00:00.000Z' }] },
      },
      'DELETE /api/admin/news/5/presence': { body: { id: 5 } },
    });
    const { unmount } = renderConsole(<NewsEditorScreen />, {
      api: fakeApi({ listNews: vi.fn(async () => NEWS) }),
      role: 'admin',
      path: '/adminDashboard/news/5',
      route: '/adminDashboard/news/:id',
    });
    expect(await screen.findByText(/^Сейчас редактирует: olga\./)).toBeVisible();
    unmount();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:3001/api/admin/news/5/presence',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });
});
