import type { NewsItem, NewsMap } from '@fuelcard/contracts';
import { createI18n } from '@fuelcard/i18n';
import { I18nProvider } from '../../i18n/i18n-context';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listParams, newsListPage } from '../../lib/news-list.server';
import { renderWithSite } from '../../test-utils';
import { NewsDetailView } from './NewsDetailView';
import { NewsListPageView } from './NewsListPageView';

const item = (day: number): NewsItem => ({
  slug: `item-${day}`,
  priority: 'B',
  dates: { date: `2026-01-${String(day).padStart(2, '0')}`, startDate: '', expireDate: '' },
  titles: { ru: `Новость ${day}`, en: `News ${day}` },
  descriptions: { ru: '', en: '' },
});
const news: NewsMap = Object.fromEntries(Array.from({ length: 9 }, (_, index) => [String(index + 1), item(index + 1)]));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/** The list page with a loader like the real one (reading ?sort= and ?page=). */
async function renderList(path = '/news', delay?: Promise<void>) {
  const StubWithView = createRoutesStub([
    {
      path: '/news',
      loader: async ({ request }) => {
        const { sort, page } = listParams(new URL(request.url));
        if (page > 1 && delay) await delay;
        return newsListPage(news, 'ru', sort, page);
      },
      Component: ({ loaderData }: { loaderData: ReturnType<typeof newsListPage> }) => (
        <>
          <NewsListPageView list={loaderData} />
          <Where />
        </>
      ),
      HydrateFallback: () => null,
    },
    { path: '/news/:id', Component: () => <Where /> },
  ]);
  render(
    <I18nProvider i18n={createI18n({ lng: 'ru' })}>
      <StubWithView initialEntries={[path]} />
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Новости' });
}

const titles = () => screen.getAllByRole('listitem').filter((li) => li.querySelector('time')).map((li) => li.textContent?.match(/Новость \d+/)?.[0]);

describe('the news list', () => {
  it('shows 4 items, newest first, with long dates, breadcrumbs and the link home', async () => {
    await renderList();
    expect(titles()).toEqual(['Новость 9', 'Новость 8', 'Новость 7', 'Новость 6']);
    expect(screen.getByText('9 января 2026 г.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).toHaveTextContent('Главная');
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
  });

  it('pages with the pagination buttons', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.click(screen.getByRole('button', { name: 'Страница 3' }));
    await waitFor(() => expect(titles()).toEqual(['Новость 1']));
    expect(screen.getByTestId('where')).toHaveTextContent('/news?page=3');
    expect(screen.getByRole('button', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the loading text while the next page loads', async () => {
    const user = userEvent.setup();
    let release = () => {};
    await renderList('/news', new Promise<void>((resolve) => (release = resolve)));
    expect(screen.queryByText('Загрузка новостей…')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(await screen.findByText('Загрузка новостей…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Загрузка новостей…')).toBeNull());
    expect(titles()).toEqual(['Новость 5', 'Новость 4', 'Новость 3', 'Новость 2']);
  });

  it('sorts oldest first and goes back to page 1 when the sort changes', async () => {
    const user = userEvent.setup();
    await renderList('/news?page=2');
    expect(titles()).toEqual(['Новость 5', 'Новость 4', 'Новость 3', 'Новость 2']);
    await user.click(screen.getByRole('combobox', { name: 'Сортировка' }));
    await user.click(screen.getByRole('option', { name: 'Сначала старые' }));
    await waitFor(() => expect(titles()).toEqual(['Новость 1', 'Новость 2', 'Новость 3', 'Новость 4']));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/news\?sort=oldest$/);
  });

  it('opens an item on click, Enter or Space', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.click(screen.getByRole('link', { name: /Новость 9/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/news/item-9');
  });

  it.each(['{Enter}', ' '])('opens an item with the %s key', async (key) => {
    const user = userEvent.setup();
    await renderList();
    screen.getByRole('link', { name: /Новость 8/ }).focus();
    await user.keyboard(key);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/news\/item-8$/));
  });
});

describe('the news item page', () => {
  it('shows the title, date and the stored HTML', async () => {
    renderWithSite(
      <NewsDetailView item={{ id: '1', slug: 's', title: 'Заголовок', date: '2026-01-05', dateText: '5 января 2026 г.', html: '<p><strong>Жирный</strong> текст</p>' }} />,
    );
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Заголовок' })).toBeInTheDocument();
    expect(screen.getByText('Жирный').tagName).toBe('STRONG');
    expect(screen.getByText('5 января 2026 г.')).toHaveAttribute('dateTime', '2026-01-05');
    expect(screen.getByRole('link', { name: 'Ко всем новостям' })).toHaveAttribute('href', '/news');
  });

  it('shows the not-found block with the link back to the list', async () => {
    renderWithSite(<NewsDetailView item={null} />);
    await act(async () => {});
    expect(screen.getByText('Новость не найдена. Возможно, она была удалена или ссылка устарела.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться к списку новостей' })).toHaveAttribute('href', '/news');
  });
});
