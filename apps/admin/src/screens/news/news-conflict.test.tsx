import { ApiError, type ApiClient, type NewsMap } from '@fuelcard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderConsole } from '../../test/render-console';
import { NewsScreen } from './news-screen';

const NEWS: NewsMap = {
  '5': {
    slug: 'live-one',
    priority: 'B',
    dates: { date: '2025-07-27', startDate: '', expireDate: '' },
    titles: { ru: 'Живая новость', en: 'Live item' },
    descriptions: { ru: '<p>Старый текст</p>', en: '' },
    status: 'published',
  },
};

/** The API's 412 when Ivan saved version 4 after the editor opened version 3. */
const refused = () =>
  new ApiError(
    412,
    {
      error:
        'Новость уже изменили после того, как вы её открыли: посмотрите изменения и решите, что сохранить',
      version: 4,
      current: {
        id: '5',
        slug: 'live-one',
        priority: 'B',
        dates: { date: '2025-07-27', startDate: '', expireDate: '' },
        titles: { ru: 'Правка Ивана', en: 'Live item' },
        descriptions: { ru: '<p>Текст <b>Ивана</b></p>', en: '' },
        status: 'published',
        state: 'live',
        updatedAt: '2026-11-27T09:04:00.000Z',
        version: 4,
      },
    },
    'PUT /api/admin/news/5',
  );

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

type UpdateNews = ApiClient['updateNews'];
type CreateNews = ApiClient['createNews'];

async function editAndSave(
  updateNews: ReturnType<typeof vi.fn<UpdateNews>>,
  createNews = vi.fn<CreateNews>(),
) {
  renderConsole(<NewsScreen />, {
    api: fakeApi({ listNews: vi.fn(async () => NEWS), updateNews, createNews }),
    role: 'admin',
  });
  const row = await screen.findByRole('row', { name: /Живая новость/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Изменить' }));
  const form = await screen.findByRole('dialog', { name: 'Изменение новости' });
  const title = within(form).getByLabelText(/^Заголовок \(RU\)/);
  await userEvent.clear(title);
  await userEvent.type(title, 'Правка Ольги');
  await userEvent.click(within(form).getByRole('button', { name: 'Обновить' }));
  return form;
}

describe('a save over a newer version (issue 26 §5)', () => {
  it('sends the opened version, and on a 412 shows both versions side by side; «Перезаписать» saves over the new one', async () => {
    const updateNews = vi.fn().mockRejectedValueOnce(refused()).mockResolvedValueOnce({ id: 5 });
    const form = await editAndSave(updateNews);
    expect(updateNews).toHaveBeenNthCalledWith(
      1,
      '5',
      expect.objectContaining({ titles: { ru: 'Правка Ольги', en: 'Live item' } }),
      { ifMatch: 3 },
    );
    const conflict = await screen.findByRole('dialog', {
      name: 'Новость изменили, пока вы её редактировали',
    });
    expect(conflict).toHaveTextContent('сделало версию 4');
    // The typed text is still in the form behind it.
    expect(within(form).getByLabelText(/^Заголовок \(RU\)/)).toHaveValue('Правка Ольги');

    await userEvent.click(within(conflict).getByRole('button', { name: 'Показать изменения' }));
    const table = within(conflict).getByRole('table');
    const titleRow = within(table).getByRole('row', { name: /Заголовок \(RU\)/ });
    expect(titleRow).toHaveTextContent('Правка Ивана');
    expect(titleRow).toHaveTextContent('Правка Ольги');
    expect(within(table).getByRole('row', { name: /Описание \(RU\)/ })).toHaveTextContent(
      'Текст Ивана',
    );
    // Fields both versions share are not listed.
    expect(within(table).queryByRole('row', { name: /Slug/ })).toBeNull();

    await userEvent.click(within(conflict).getByRole('button', { name: 'Перезаписать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(updateNews).toHaveBeenNthCalledWith(2, '5', expect.anything(), { ifMatch: 4 });
    expect(
      await screen.findByText('Новость «Правка Ольги» сохранена, изменения уже на сайте'),
    ).toBeInTheDocument();
  });

  it('«Сохранить мою копию как черновик» creates a draft of the typed text and leaves the item', async () => {
    const updateNews = vi.fn<UpdateNews>().mockRejectedValue(refused());
    const createNews = vi.fn<CreateNews>(async () => ({ id: 12 }));
    await editAndSave(updateNews, createNews);
    const conflict = await screen.findByRole('dialog', {
      name: 'Новость изменили, пока вы её редактировали',
    });
    await userEvent.click(
      within(conflict).getByRole('button', { name: 'Сохранить мою копию как черновик' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(createNews).toHaveBeenCalledWith(
      expect.objectContaining({
        slug: '',
        status: 'draft',
        titles: { ru: 'Правка Ольги', en: 'Live item' },
      }),
    );
    expect(updateNews).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Ваша копия сохранена как черновик «Правка Ольги»'),
    ).toBeInTheDocument();
  });

  it('«Вернуться к форме» keeps the typed text and saves nothing', async () => {
    const updateNews = vi.fn<UpdateNews>().mockRejectedValue(refused());
    const form = await editAndSave(updateNews);
    const conflict = await screen.findByRole('dialog', {
      name: 'Новость изменили, пока вы её редактировали',
    });
    await userEvent.click(within(conflict).getByRole('button', { name: 'Вернуться к форме' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Новость изменили, пока вы её редактировали' }),
      ).toBeNull(),
    );
    expect(within(form).getByLabelText(/^Заголовок \(RU\)/)).toHaveValue('Правка Ольги');
    expect(updateNews).toHaveBeenCalledTimes(1);
  });
});
