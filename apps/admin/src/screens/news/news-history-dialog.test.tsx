import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkflowFetch } from '../../test/fake-workflow-fetch';
import { fakeApi, renderConsole } from '../../test/render-console';
import { NewsHistoryDialog } from './news-history-dialog';

const ITEM = {
  id: '4',
  slug: 'welcome',
  priority: 'A' as const,
  dates: { date: '2025-07-28', startDate: '', expireDate: '' },
  titles: { ru: 'Добро пожаловать', en: 'Welcome' },
  descriptions: { ru: '<p>Новый текст</p>', en: '' },
};
const VERSIONS = [
  {
    version: 2,
    action: 'update',
    adminUsername: 'anna',
    savedAt: '2026-01-02T10:00:00.000Z',
    changed: ['titles.ru', 'descriptions.ru', 'dates.date', 'dates.startTime'],
  },
  {
    version: 1,
    action: 'create',
    adminUsername: 'boris',
    savedAt: '2026-01-01T09:00:00.000Z',
    changed: [],
  },
];
const COMPARISON = {
  version: VERSIONS[1],
  content: { ...ITEM, titles: { ru: 'Привет', en: 'Welcome' } },
  changes: [
    { field: 'titles.ru', before: 'Привет', after: 'Добро пожаловать' },
    {
      field: 'titles.en',
      before: 'Welcome',
      after: 'Welcome home',
      parts: [
        { kind: 'same', text: 'Welcome ' },
        { kind: 'added', text: 'home' },
      ],
    },
  ],
  descriptions: {
    ru: [
      { kind: 'removed', text: 'Старый' },
      { kind: 'added', text: 'Новый' },
      { kind: 'same', text: ' текст' },
    ],
    en: [],
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('NewsHistoryDialog', () => {
  it('lists versions, compares one with the current item (fields and a marked word diff) and restores it after asking', async () => {
    const fetchMock = fakeWorkflowFetch({
      'GET /api/admin/news/4/versions': { body: VERSIONS },
      'GET /api/admin/news/4/versions/1': { body: COMPARISON },
      'POST /api/admin/news/4/versions/1/restore': { body: { id: 4 } },
    });
    const onRestored = vi.fn();
    renderConsole(<NewsHistoryDialog item={ITEM} onClose={vi.fn()} onRestored={onRestored} />, {
      api: fakeApi(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'История' });
    const versions = await within(dialog).findAllByRole('listitem');
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent('Версия 2 — изменение');
    // What each version changed from the one before it, by the fields' names; nothing for the first.
    expect(versions[0]!.querySelector('.history__changed')).toHaveTextContent(
      'Изменено: Заголовок (RU), Описание (RU), Дата в статье, Время начала показа',
    );
    expect(versions[1]!.querySelector('.history__changed')).toBeNull();
    expect(versions[1]).toHaveTextContent('boris');
    // The newest version is the stored item: marked «Текущая», nothing to compare or restore.
    expect(versions[0]).toHaveTextContent('Текущая');
    expect(within(versions[0]!).queryByRole('button')).toBeNull();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Сравнить с текущей: Версия 1' }),
    );
    const heading = await within(dialog).findByRole('heading', { name: 'Сравнение: версия 1 → текущая' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(versions[1]).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByText('Заголовок (RU)')).toBeInTheDocument();
    const change = dialog.querySelector('.history__change')!;
    expect(change.querySelector('del')).toHaveTextContent('В версии: Привет');
    expect(change.querySelector('ins')).toHaveTextContent('Сейчас: Добро пожаловать');
    // A text the API diffed word by word: only the word added is marked.
    const words = dialog.querySelectorAll('.history__change')[1]!;
    expect(words).toHaveTextContent('Заголовок (EN)');
    expect(words.querySelector('del')).toBeNull();
    expect(words.querySelector('ins')).toHaveTextContent('[добавлено: home]');
    const diff = dialog.querySelector('.history__description .text-diff')!;
    expect(diff.querySelector('del')).toHaveTextContent('[удалено: Старый]');
    expect(diff.querySelector('ins')).toHaveTextContent('[добавлено: Новый]');
    expect(within(dialog).getByText('Без изменений.')).toBeInTheDocument();

    // «Восстановить» is a quieter text button than «Сравнить с текущей» (review s46, finding 21).
    const restoreButton = within(dialog).getByRole('button', { name: 'Восстановить: Версия 1' });
    expect(restoreButton.className).toMatch(/ghost/);
    expect(restoreButton.className).not.toMatch(/secondary/);
    expect(
      within(dialog).getByRole('button', { name: 'Сравнить с текущей: Версия 1' }).className,
    ).toMatch(/secondary/);
    await userEvent.click(restoreButton);
    const question = await screen.findByRole('dialog', { name: 'Восстановление версии' });
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.stringContaining('/restore'),
      expect.anything(),
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Восстановить' }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith('Версия 1 восстановлена'));
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost:3001/api/admin/news/4/versions/1/restore',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it("has one close control, the header's ✕ «Закрыть», and no footer saying it again (review s45, finding 4)", async () => {
    fakeWorkflowFetch({ 'GET /api/admin/news/4/versions': { body: VERSIONS } });
    const onClose = vi.fn();
    renderConsole(<NewsHistoryDialog item={ITEM} onClose={onClose} onRestored={vi.fn()} />, {
      api: fakeApi(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'История' });
    await within(dialog).findAllByRole('listitem');
    const close = within(dialog).getAllByRole('button', { name: 'Закрыть' });
    expect(close).toHaveLength(1);
    await userEvent.click(close[0]!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says unsaved changes in the form are kept when a version is restored', async () => {
    fakeWorkflowFetch({ 'GET /api/admin/news/4/versions': { body: VERSIONS } });
    renderConsole(
      <NewsHistoryDialog item={ITEM} unsaved onClose={vi.fn()} onRestored={vi.fn()} />,
      { api: fakeApi() },
    );
    const dialog = await screen.findByRole('dialog', { name: 'История' });
    await within(dialog).findAllByRole('listitem');
    // «Восстановить» is a quieter text button than «Сравнить с текущей» (review s46, finding 21).
    const restoreButton = within(dialog).getByRole('button', { name: 'Восстановить: Версия 1' });
    expect(restoreButton.className).toMatch(/ghost/);
    expect(restoreButton.className).not.toMatch(/secondary/);
    expect(
      within(dialog).getByRole('button', { name: 'Сравнить с текущей: Версия 1' }).className,
    ).toMatch(/secondary/);
    await userEvent.click(restoreButton);
    const question = await screen.findByRole('dialog', { name: 'Восстановление версии' });
    expect(question).toHaveTextContent('несохранённые изменения: они останутся черновиком');
  });

  it('lists the unpublished autosave above the versions and compares it with the saved item', async () => {
    const autosave = {
      savedAt: '2026-01-03T09:04:00.000Z',
      basedOn: 2,
      content: { ...ITEM, titles: { ru: 'Правка', en: 'Welcome' } },
      adminUsername: 'olga',
      changes: [{ field: 'titles.ru', before: 'Добро пожаловать', after: 'Правка' }],
      descriptions: { ru: [{ kind: 'same', text: 'Новый текст' }], en: [] },
    };
    fakeWorkflowFetch({
      'GET /api/admin/news/4/versions': { body: VERSIONS },
      'GET /api/admin/news/4/autosave': { body: autosave },
    });
    renderConsole(<NewsHistoryDialog item={ITEM} onClose={vi.fn()} onRestored={vi.fn()} />, {
      api: fakeApi(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'История' });
    const entry = await waitFor(() => {
      const found = dialog.querySelector('[data-version="autosave"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(entry).toHaveTextContent('Автосохранение — не опубликовано');
    expect(entry).toHaveTextContent('olga');
    // It is not a version: the versions' list still has two entries, and it comes first.
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
    expect(entry.compareDocumentPosition(dialog.querySelector('.history__list')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(within(entry).getByRole('button', { name: 'Сравнить с сохранённой' }));
    const heading = await within(dialog).findByRole('heading', {
      name: 'Автосохранение и сохранённая версия',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const change = dialog.querySelector('.history__change')!;
    expect(change.querySelector('del')).toHaveTextContent('Сохранено: Добро пожаловать');
    expect(change.querySelector('ins')).toHaveTextContent('В автосохранении: Правка');
  });

  it('does not list an autosave that changes nothing, and lists the versions when the autosave fails', async () => {
    fakeWorkflowFetch({
      'GET /api/admin/news/4/versions': { body: VERSIONS },
      'GET /api/admin/news/4/autosave': {
        body: {
          savedAt: '2026-01-03T09:04:00.000Z',
          basedOn: 2,
          content: ITEM,
          adminUsername: 'olga',
          changes: [],
          descriptions: { ru: [{ kind: 'same', text: 'Новый текст' }], en: [] },
        },
      },
    });
    const { unmount } = renderConsole(
      <NewsHistoryDialog item={ITEM} onClose={vi.fn()} onRestored={vi.fn()} />,
      { api: fakeApi() },
    );
    let dialog = await screen.findByRole('dialog', { name: 'История' });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
    expect(dialog.querySelector('[data-version="autosave"]')).toBeNull();
    unmount();

    // No autosave route at all: the fake answers 500; the history is the versions, no error.
    fakeWorkflowFetch({ 'GET /api/admin/news/4/versions': { body: VERSIONS } });
    renderConsole(<NewsHistoryDialog item={ITEM} onClose={vi.fn()} onRestored={vi.fn()} />, {
      api: fakeApi(),
    });
    dialog = await screen.findByRole('dialog', { name: 'История' });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(2);
    expect(dialog.querySelector('[data-version="autosave"]')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
