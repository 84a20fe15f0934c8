import { ApiError, type NewsMap } from '@fuelcard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkflowFetch } from '../../test/fake-workflow-fetch';
import { deferred, fakeApi, renderConsole } from '../../test/render-console';
import { NewsScreen } from './news-screen';

/** «Опубликовать» in a new item's form, then the confirmation's «Опубликовать» (issue 26 §2). */
async function publishNew(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
  const confirm = await screen.findByRole('dialog', { name: 'Опубликовать новость?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Опубликовать' }));
}

const DESCRIPTION =
  '<h2>Заголовок</h2><p><strong>жирный</strong> и <span style="color:#F24942">красный</span></p>';
const NEWS: NewsMap = {
  '4': {
    slug: 'welcome',
    priority: 'A',
    dates: { date: '2025-07-28', startDate: '2025-07-28', expireDate: '2025-07-31' },
    titles: { ru: 'Добро пожаловать', en: 'Welcome' },
    descriptions: { ru: DESCRIPTION, en: '<p>Hello</p>' },
  },
  '7': {
    slug: 'no-date',
    priority: 'B',
    dates: { date: '', startDate: '', expireDate: '' },
    titles: { ru: 'Без даты', en: '' },
    descriptions: { ru: '', en: '' },
  },
};

function renderNews(
  methods: Parameters<typeof fakeApi>[0],
  role: 'superadmin' | 'admin' | null = 'admin',
) {
  renderConsole(<NewsScreen />, { api: fakeApi(methods), role });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** «⋯» of the row, then «Удалить» in its menu. */
async function deleteFromRowMenu(row: HTMLElement) {
  await userEvent.click(within(row).getByRole('button', { name: /^Действия: / }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Удалить' }));
}

describe('NewsScreen', () => {
  it('refuses a session without the admin or superadmin role', () => {
    const listNews = vi.fn();
    renderNews({ listNews }, null);
    expect(screen.getByText('У вас нет прав для управления новостями.')).toBeInTheDocument();
    expect(listNews).not.toHaveBeenCalled();
  });

  it.each(['admin', 'superadmin'] as const)(
    'lists the news for %s: the title, slug, state badge, priority, date in the Russian locale or a dash, and the actions',
    async (role) => {
      const list = deferred<NewsMap>();
      renderNews({ listNews: vi.fn(() => list.promise) }, role);
      expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');
      list.resolve(NEWS);
      const cells = (name: RegExp) =>
        screen
          .findByRole('row', { name })
          .then((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent));
      expect(await cells(/Добро пожаловать/)).toEqual([
        '',
        '4',
        // The spec's slug under the title at every width (review s47c, finding 1: a column of its
        // own on a wide desk showed eight letters of it), read out with its name.
        'Добро пожаловатьАдрес: welcome',
        // The bound says what it is with a verb: the day it was taken down (review s46, finding
        // 11; it was «до 31.07.2025»), whole under the badge (review s48, finding 6: a wide desk
        // showed it short on the badge's line).
        'ИстеклаСнята 31.07.2025',
        'A',
        '28.07.2025',
        // Quiet icons: the pencil is named «Изменить», «⋯» «Действия: …».
        '',
      ]);
      // A live item's page on the site is in its «⋯» menu (a new tab), not a line of the row.
      expect(await cells(/Без даты/)).toEqual([
        '',
        '7',
        'Без датыАдрес: no-date',
        'Опубликована',
        'B',
        '—',
        '',
      ]);
      expect(
        screen.getByRole('columnheader', { name: 'Заголовок (RU) / Адрес' }),
      ).toBeInTheDocument();
      const quiet = within(screen.getByRole('row', { name: /Без даты/ }));
      expect(quiet.getByRole('button', { name: 'Изменить' })).toHaveAttribute('title', 'Изменить');
      expect(quiet.getByRole('button', { name: 'Изменить' }).parentElement).toHaveClass(
        'row-actions--quiet',
      );
      expect(screen.queryByRole('link', { name: /Открыть на сайте/ })).toBeNull();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const row = screen.getByRole('row', { name: /Без даты/ });
      await userEvent.click(within(row).getByRole('button', { name: /^Действия: / }));
      await userEvent.click(screen.getByRole('menuitem', { name: 'Открыть на сайте' }));
      expect(open).toHaveBeenCalledWith('http://localhost:3000/news/no-date', '_blank', 'noopener');
    },
  );

  it('shows the empty text, and logs a loading failure to the console with an empty list', async () => {
    const failure = new TypeError('Failed to fetch');
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderNews({ listNews: vi.fn(async () => Promise.reject(failure)) });
    expect(await screen.findByText('Новостей пока нет')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Ошибка загрузки новостей', failure);
  });

  it('creates an item: the slug follows the Russian title, else the English one, until a slug is typed', async () => {
    const createNews = vi.fn(async () => ({ id: 9 }));
    const listNews = vi.fn().mockResolvedValueOnce({}).mockResolvedValueOnce(NEWS);
    renderNews({ listNews, createNews });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    const slug = within(dialog).getByLabelText('Slug (адрес страницы)');
    await userEvent.type(within(dialog).getByLabelText('Заголовок (EN)'), 'Summer offer');
    expect(slug).toHaveValue('summer-offer');
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), 'Летняя акция');
    expect(slug).toHaveValue('letnyaya-aktsiya');
    await userEvent.type(slug, '-2025');
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), '!');
    expect(slug).toHaveValue('letnyaya-aktsiya-2025');
    expect(within(dialog).getByRole('combobox', { name: 'Приоритет' })).toHaveTextContent(
      'B — обычный',
    );
    // «Дата в статье» (it was «Дата публикации»: review s45b, finding 3), first in «Публикация».
    await userEvent.type(within(dialog).getByLabelText('Дата в статье'), '2025-08-01');
    // The editor is loaded on first use; on a busy machine (the whole suite at once) that is slow.
    expect(
      await within(dialog).findByRole('textbox', { name: 'Описание (RU)' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Описание (EN)' })).toBeInTheDocument();

    await publishNew(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createNews).toHaveBeenCalledWith({
      slug: 'letnyaya-aktsiya-2025',
      priority: 'B',
      dates: { date: '2025-08-01', startDate: '', expireDate: '' },
      titles: { ru: 'Летняя акция!', en: 'Summer offer' },
      descriptions: { ru: '', en: '' },
      cover: null,
    });
    expect(await screen.findByRole('row', { name: /Добро пожаловать/ })).toBeInTheDocument();
  }, 60_000);

  it('disables the form and relabels the button while sending; keeps the modal open with the error', async () => {
    const sent = deferred<{ id: number }>();
    renderNews({ listNews: vi.fn(async () => ({})), createNews: vi.fn(() => sent.promise) });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), 'Новость');
    await publishNew(dialog);
    expect(within(dialog).getByRole('button', { name: 'Создание…' })).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Заголовок \(RU\)/)).toBeDisabled();
    sent.reject(new ApiError(500, null, 'POST /api/admin/news'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ошибка создания новости');
    expect(within(dialog).getByLabelText(/^Заголовок \(RU\)/)).toBeEnabled();
  });

  it('edits an item: the stored description comes back unchanged when it was not touched', async () => {
    const updateNews = vi.fn(async () => ({ id: 4 }));
    renderNews({ listNews: vi.fn(async () => NEWS), updateNews });
    const row = await screen.findByRole('row', { name: /Добро пожаловать/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменение новости' });
    const editor = await within(dialog).findByRole('textbox', { name: 'Описание (RU)' });
    expect(editor.querySelector('h2')).toHaveTextContent('Заголовок');
    expect(editor.querySelector('strong')).toHaveTextContent('жирный');
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), '!');
    expect(within(dialog).getByLabelText('Slug (адрес страницы)')).toHaveValue('welcome');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(updateNews).toHaveBeenCalled());
    expect(updateNews).toHaveBeenCalledWith(
      '4',
      { ...NEWS['4'], titles: { ru: 'Добро пожаловать!', en: 'Welcome' }, cover: null },
      // Only over the version the form was opened at (ADR api-0016).
      { ifMatch: 3 },
    );
  });

  it.each([
    [
      "the server's error field",
      new ApiError(409, { error: 'Такой адрес уже занят другой новостью' }, 'PUT'),
      'Такой адрес уже занят другой новостью',
    ],
    ['the default text', new ApiError(503, null, 'PUT'), 'Ошибка обновления'],
  ])('shows an update failure inside the modal with %s', async (_name, failure, text) => {
    renderNews({
      listNews: vi.fn(async () => NEWS),
      updateNews: vi.fn(async () => Promise.reject(failure)),
    });
    const row = await screen.findByRole('row', { name: /Без даты/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
    const dialog = screen.getByRole('dialog', { name: 'Изменение новости' });
    // A live item: the save says it changes the site at once (issue 26 §2).
    const update = within(dialog).getByRole('button', { name: 'Обновить' });
    expect(update).toHaveAccessibleDescription('Изменения сразу появятся на сайте.');
    await userEvent.click(update);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  });

  it('deletes after confirmation; a failure is a browser alert with the default text', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const deleteNews = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, null, 'DELETE'))
      .mockResolvedValueOnce({ id: 7 });
    const listNews = vi.fn().mockResolvedValueOnce(NEWS).mockResolvedValueOnce({ '4': NEWS['4'] });
    renderNews({ listNews, deleteNews });
    const row = await screen.findByRole('row', { name: /Без даты/ });
    await deleteFromRowMenu(row);
    const dialog = screen.getByRole('dialog', { name: 'Удаление новости' });
    expect(dialog).toHaveTextContent('Удалить новость «Без даты»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Ошибка удаления новости'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Без даты/ })).not.toBeInTheDocument(),
    );
    expect(deleteNews).toHaveBeenLastCalledWith('7');
  });

  it('says a delete can be undone, and undoes it from the toast («Отменить»)', async () => {
    const fetchMock = fakeWorkflowFetch({
      'POST /api/admin/news-deleted/7/undo': { body: { id: 7 } },
    });
    const deleteNews = vi.fn().mockResolvedValue({ id: 7 });
    renderNews({ listNews: vi.fn(async () => NEWS), deleteNews });
    const row = await screen.findByRole('row', { name: /Без даты/ });
    await deleteFromRowMenu(row);
    const dialog = screen.getByRole('dialog', { name: 'Удаление новости' });
    expect(dialog).toHaveTextContent('в течение 30 дней');
    expect(dialog).not.toHaveTextContent('нельзя отменить');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    const toast = (await screen.findByText('Новость «Без даты» удалена')).closest('div')!;
    await userEvent.click(within(toast).getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Новость «Без даты» возвращена')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:3001/api/admin/news-deleted/7/undo',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('unpublishes the selected items in bulk after a confirmation naming the count, and lists the item that failed', async () => {
    const fetchMock = fakeWorkflowFetch({
      'PUT /api/admin/news/4/status': { body: { id: 4 } },
      'PUT /api/admin/news/7/status': { status: 409, body: { error: 'Новость изменили' } },
    });
    renderNews({ listNews: vi.fn(async () => NEWS) });
    await screen.findByRole('row', { name: /Без даты/ });
    expect(screen.queryByRole('region', { name: 'Действия с выбранными новостями' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все на странице' }));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными новостями' });
    expect(bar).toHaveTextContent('Выбрано: 2');
    await userEvent.click(within(bar).getByRole('button', { name: 'Снять с публикации' }));
    const dialog = screen.getByRole('dialog', { name: 'Снять выбранные новости с публикации?' });
    expect(dialog).toHaveTextContent('Новостей: 2.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Снять с публикации' }));
    expect(await screen.findByText('Снято с публикации: 1')).toBeInTheDocument();
    const failures = screen.getByRole('alert');
    expect(failures).toHaveTextContent('Не получилось для 1 из 2:');
    expect(failures).toHaveTextContent('«Без даты»: Новость изменили');
    const calls = fetchMock.mock.calls.map(([url, init]) => [
      String(url),
      init?.method,
      init?.body,
    ]);
    expect(calls).toEqual([
      ['http://localhost:3001/api/admin/news/4/status', 'PUT', JSON.stringify({ status: 'draft' })],
      ['http://localhost:3001/api/admin/news/7/status', 'PUT', JSON.stringify({ status: 'draft' })],
    ]);
    // The failed item stays selected, ready for another try.
    expect(screen.getByRole('checkbox', { name: 'Выбрать: Без даты' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Выбрать: Добро пожаловать' })).not.toBeChecked();
  });

  it('opens the row menu from the keyboard: arrows move, Escape closes back to the button', async () => {
    renderNews({ listNews: vi.fn(async () => NEWS) });
    const row = await screen.findByRole('row', { name: /Без даты/ });
    const button = within(row).getByRole('button', { name: 'Действия: Без даты' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Открыть на сайте',
      'Снять с публикации',
      'Удалить',
    ]);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows why a delete can no longer be undone', async () => {
    fakeWorkflowFetch({
      'POST /api/admin/news-deleted/7/undo': {
        status: 404,
        body: {
          error:
            'Удаление уже нельзя отменить: суперадминистратор может восстановить новость из удалённых',
        },
      },
    });
    renderNews({
      listNews: vi.fn(async () => NEWS),
      deleteNews: vi.fn().mockResolvedValue({ id: 7 }),
    });
    const row = await screen.findByRole('row', { name: /Без даты/ });
    await deleteFromRowMenu(row);
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Удаление новости' })).getByRole('button', {
        name: 'Удалить',
      }),
    );
    const toast = (await screen.findByText('Новость «Без даты» удалена')).closest('div')!;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(within(toast).getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText(/^Удаление уже нельзя отменить/)).toBeInTheDocument();
  });

  it('confirms a save with a polite toast and shows a taken slug next to its field, which gets the focus', async () => {
    const createNews = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(
          409,
          { error: 'Такой адрес уже занят другой новостью', field: 'slug' },
          'POST',
        ),
      )
      .mockResolvedValueOnce({ id: 9 });
    renderNews({ listNews: vi.fn(async () => NEWS), createNews });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), 'Летняя акция');
    const slug = within(dialog).getByLabelText('Slug (адрес страницы)');
    // The field out of sight (scrolled away): jsdom lays nothing out, so its box is put below the
    // window by hand.
    const below = vi
      .spyOn(slug, 'getBoundingClientRect')
      .mockReturnValue(
        DOMRect.fromRect({ x: 0, y: window.innerHeight + 200, width: 300, height: 40 }),
      );
    await publishNew(dialog);
    await waitFor(() => expect(slug).toHaveFocus());
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(slug).toHaveAccessibleDescription(/Такой адрес уже занят другой новостью/);
    // Said once (review s46, finding 7; changed deliberately from the text twice): the footer's
    // alert links to the field rather than repeating it, while the field is out of sight (review
    // s47b, finding 14; changed deliberately: the link was there with the field in plain view).
    expect(within(dialog).getAllByText('Такой адрес уже занят другой новостью')).toHaveLength(1);
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('1 поле с ошибкой — показать');
    await userEvent.click(within(dialog).getByLabelText(/^Заголовок \(RU\)/));
    await userEvent.click(within(summary).getByRole('button'));
    expect(slug).toHaveFocus();
    // In sight again, the field says it alone: the link goes.
    below.mockRestore();
    dialog.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    await userEvent.type(slug, '-2');
    expect(within(dialog).queryByText('1 поле с ошибкой — показать')).toBeNull();
    expect(slug).not.toHaveAttribute('aria-invalid');
    await publishNew(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Said by the state it is in now (no dates: on the site at once).
    const toast = await screen.findByText('Новость «Летняя акция» опубликована');
    expect(toast.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('marks every field the server named at once, focuses the first, and clears each as it is changed', async () => {
    const createNews = vi.fn().mockRejectedValueOnce(
      new ApiError(
        400,
        {
          error: 'Укажите заголовок новости хотя бы на одном языке',
          field: 'titles.ru',
          errors: [
            { field: 'titles.ru', error: 'Укажите заголовок новости хотя бы на одном языке' },
            { field: 'dates.startTime', error: 'Укажите дату начала показа для времени начала' },
            {
              field: 'dates.expireTime',
              error: 'Укажите дату окончания показа для времени окончания',
            },
          ],
        },
        'POST',
      ),
    );
    renderNews({ listNews: vi.fn(async () => NEWS), createNews });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    // A title is typed (without one nothing is sent: see the next test); the server still names it.
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), 'Х');
    await publishNew(dialog);
    const title = within(dialog).getByLabelText(/^Заголовок \(RU\)/);
    const start = within(dialog).getByLabelText('Время начала показа');
    const end = within(dialog).getByLabelText('Время окончания показа');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(/Укажите заголовок новости хотя бы на одном языке/);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(/Укажите дату начала показа для времени начала/);
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(/Укажите дату окончания показа для времени окончания/);
    // Changing one field clears its own message only.
    await userEvent.type(title, 'А');
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a title is needed only when a save is tried without one (nothing is sent), or when the focus leaves both titles empty (review s45, finding 3)', async () => {
    // (The fake list then reads the item it answers with.)
    const createNews = vi.fn(async () => ({ id: 4 }));
    renderNews({ listNews: vi.fn(async () => NEWS), createNews });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    const rule = 'Нужен заголовок хотя бы на одном языке.';
    const title = within(dialog).getByLabelText(/^Заголовок \(RU\)/);
    // Not under the empty form as it opens, nor while moving from one title to the other.
    expect(within(dialog).queryByText(rule)).toBeNull();
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.tab();
    expect(within(dialog).getByLabelText('Заголовок (EN)')).toHaveFocus();
    expect(within(dialog).queryByText(rule)).toBeNull();
    // The first save without a title: the message at the title, which gets the focus; nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить черновик' }));
    expect(within(dialog).getByText(rule)).toBeVisible();
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(rule);
    expect(createNews).not.toHaveBeenCalled();
    // «Опубликовать» asks nothing either: no confirmation without a title.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    expect(screen.queryByRole('dialog', { name: 'Опубликовать новость?' })).toBeNull();
    expect(createNews).not.toHaveBeenCalled();
    // A title typed: the message goes, and the save is sent.
    await userEvent.type(title, 'Праздники');
    expect(within(dialog).queryByText(rule)).toBeNull();
    expect(title).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(createNews).toHaveBeenCalledTimes(1));
    expect(createNews).toHaveBeenCalledWith(
      expect.objectContaining({ titles: { ru: 'Праздники', en: '' }, status: 'draft' }),
    );
  });

  it('shows the titles rule as a hint once the focus leaves both titles empty', async () => {
    renderNews({ listNews: vi.fn(async () => NEWS) });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    const title = within(dialog).getByLabelText(/^Заголовок \(RU\)/);
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.click(within(dialog).getByLabelText('Slug (адрес страницы)'));
    const rule = within(dialog).getByText('Нужен заголовок хотя бы на одном языке.');
    expect(rule).toBeVisible();
    expect(title).not.toHaveAttribute('aria-invalid');
    expect(title).toHaveAccessibleDescription('Нужен заголовок хотя бы на одном языке.');
    await userEvent.type(title, 'А');
    expect(within(dialog).queryByText('Нужен заголовок хотя бы на одном языке.')).toBeNull();
  });

  it('asks before closing a changed form, keeps a draft meanwhile, and offers it back', async () => {
    renderNews({ listNews: vi.fn(async () => NEWS) });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), 'Черновик');
    await userEvent.keyboard('{Escape}');
    const question = screen.getByRole('dialog', { name: 'Изменения не сохранены' });
    await userEvent.click(
      within(question).getByRole('button', { name: 'Продолжить редактирование' }),
    );
    expect(within(dialog).getByLabelText(/^Заголовок \(RU\)/)).toHaveValue('Черновик');
    await waitFor(() =>
      expect(Object.keys(localStorage).some((key) => key.includes('draft.news.anna.new'))).toBe(
        true,
      ),
    );
    // Another form of the same page later finds the draft.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Изменения не сохранены' })).getByRole('button', {
        name: 'Закрыть без сохранения',
      }),
    );
    expect(Object.keys(localStorage).some((key) => key.includes('draft.news'))).toBe(false);
  });

  // Review s48b, finding 8: the question offers the save as its main button, the destructive close
  // and «Продолжить редактирование» as the ghost; the save is «Сохранить черновик»'s own and closes
  // only once it has succeeded.
  it('«Сохранить черновик и закрыть» saves the new item as a draft and closes; on a failure the question stays with the error', async () => {
    const createNews = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(409, { error: 'Такой адрес уже занят', field: 'slug' }, 'POST'),
      )
      .mockResolvedValueOnce({ id: 9 });
    renderNews({ listNews: vi.fn(async () => NEWS), createNews });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    await userEvent.type(within(dialog).getByLabelText(/^Заголовок \(RU\)/), 'Черновик');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    const question = screen.getByRole('dialog', { name: 'Изменения не сохранены' });
    const buttons = within(question)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-label') !== 'Закрыть');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Продолжить редактирование',
      'Закрыть без сохранения',
      'Сохранить черновик и закрыть',
    ]);
    expect(buttons[0]).toHaveClass('cancel-button');
    // The destructive choice in red words, not a red fill (review s49, finding 12).
    expect(buttons[1]).toHaveClass('unsaved-question__discard');
    expect(buttons[1]!.className).not.toMatch(/danger/);
    await userEvent.click(
      within(question).getByRole('button', { name: 'Сохранить черновик и закрыть' }),
    );
    await waitFor(() => expect(createNews).toHaveBeenCalledTimes(1));
    expect(createNews).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'draft' }));
    // Refused: both stay open, the question says why.
    expect(await within(question).findByText('Такой адрес уже занят')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Новая новость' })).toBeInTheDocument();
    await userEvent.click(
      within(question).getByRole('button', { name: 'Сохранить черновик и закрыть' }),
    );
    await waitFor(() => expect(createNews).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Черновик «Черновик» сохранён')).toBeInTheDocument();
  });

  // Review s48b, finding 11 starred «Заголовок (RU)»; review s49, finding 1: a save needs a title in
  // either language, so neither is starred (the star contradicted the rule over the pair).
  it('stars neither title: either language will do', async () => {
    renderNews({ listNews: vi.fn(async () => NEWS) });
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить новость' }));
    const dialog = screen.getByRole('dialog', { name: 'Новая новость' });
    for (const name of ['Заголовок (RU)', 'Заголовок (EN)']) {
      const field = within(dialog).getByRole('textbox', { name });
      expect(field).not.toBeRequired();
      expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toBe(name);
    }
  });

  it('searches, filters and pages: only the 25 rows of a page are rendered', async () => {
    const many: NewsMap = {};
    for (let index = 1; index <= 60; index += 1) {
      many[String(index)] = {
        ...NEWS['7']!,
        slug: `bulk-${index}`,
        priority: index % 2 ? 'A' : 'B',
        titles: { ru: `Массовая ${index}`, en: '' },
      };
    }
    renderNews({ listNews: vi.fn(async () => many) });
    expect(await screen.findByText(/^Показаны 1–25 из 60$/)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(26);
    // A title opens the item's full-page editor (issue 26 §1).
    expect(screen.getByRole('link', { name: 'Массовая 2' })).toHaveAttribute(
      'href',
      '/adminDashboard/news/2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Страница 3' }));
    expect(await screen.findByText(/^Показаны 51–60 из 60$/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск новостей' }), 'bulk-1');
    expect(await screen.findByText(/^Показаны 1–11 из 11$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Приоритет' }));
    await userEvent.click(screen.getByRole('option', { name: /^A/ }));
    expect(await screen.findByText(/^Показаны 1–6 из 6$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(await screen.findByText(/^Показаны 1–25 из 60$/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Поиск новостей' })).toHaveValue('');
    // Several renders of 25 rows (checkbox, cover, «⋯» each) and a typed search: slow in jsdom on a busy machine.
  }, 40_000);
  it('dims the rows and takes no clicks on them until the typed search is answered', async () => {
    renderNews({ listNews: vi.fn(async () => NEWS) });
    const rows = () => screen.getByRole('table').closest('.list__rows');
    expect(await screen.findByRole('row', { name: /Добро пожаловать/ })).toBeInTheDocument();
    expect(rows()).not.toHaveAttribute('inert');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск новостей' }), 'Без');
    // Typed, not yet answered: the old rows are still there but inert.
    expect(rows()).toHaveAttribute('inert');
    expect(rows()).toHaveClass('list__rows--stale');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Добро пожаловать/ })).toBeNull());
    expect(rows()).not.toHaveAttribute('inert');
    expect(screen.getByRole('row', { name: /Без даты/ })).toBeInTheDocument();
  });

  it('says an empty answer once and offers no «Выбрать» on a phone then (review s47, finding 14)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: (max ? 375 <= Number(max[1]) : true) && (min ? 375 >= Number(min[1]) : true),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      };
    });
    renderNews({ listNews: vi.fn(async () => NEWS) });
    expect(await screen.findByText('Добро пожаловать')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выбрать' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).not.toHaveClass('visually-hidden');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск новостей' }), 'zzzz');
    expect(await screen.findByText('По запросу «zzzz» ничего не найдено')).toBeInTheDocument();
    // «Найдено: 0» is read out but not shown beside the empty answer; nothing to select.
    expect(screen.getByText('Найдено: 0')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('button', { name: 'Выбрать' })).toBeNull();
  });
});
