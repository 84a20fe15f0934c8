import type { NewsItem, NewsMap } from '@fuelcard/contracts';
import { createI18nWithTexts, resources, type TextTree } from '@fuelcard/i18n';
import { I18nProvider } from '../../i18n/i18n-context';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import {
  createRoutesStub,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  useLocation,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { listParams, newsListView } from '../../lib/news-list.server';
import { newsPageOf } from '../../lib/news-queries.server';
import { renderWithSite } from '../../test-utils';
import { NewsDetailView } from './NewsDetailView';
import { NewsListPageView, newsListHref } from './NewsListPageView';

const item = (day: number): NewsItem => ({
  slug: `item-${day}`,
  priority: 'B',
  dates: { date: `2026-01-${String(day).padStart(2, '0')}`, startDate: '', expireDate: '' },
  titles: { ru: `Новость ${day}`, en: `News ${day}` },
  descriptions: { ru: '', en: '' },
});
const news: NewsMap = Object.fromEntries(
  Array.from({ length: 9 }, (_, index) => [String(index + 1), item(index + 1)]),
);

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
        return newsListView(newsPageOf(news, page, sort), 'ru', sort);
      },
      Component: ({ loaderData }: { loaderData: ReturnType<typeof newsListView> }) => (
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
    <I18nProvider
      i18n={createI18nWithTexts({ lng: 'ru', texts: resources['ru'] as unknown as TextTree })}
    >
      <StubWithView initialEntries={[path]} />
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Новости' });
}

const titles = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.querySelector('time'))
    .map((li) => li.textContent?.match(/Новость \d+/)?.[0]);

describe('the news list', () => {
  it('shows 4 items, newest first, with long dates, breadcrumbs and the link home', async () => {
    await renderList();
    expect(titles()).toEqual(['Новость 9', 'Новость 8', 'Новость 7', 'Новость 6']);
    expect(screen.getByText('9 января 2026 г.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).toHaveTextContent(
      'Главная',
    );
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/');
  });

  it('pages with the pagination links', async () => {
    const user = userEvent.setup();
    await renderList();
    const pagination = screen.getByRole('navigation', { name: 'Страницы списка новостей' });
    expect(within(pagination).queryAllByRole('button')).toHaveLength(0);
    expect(within(pagination).getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'href',
      '/news?page=3',
    );
    await user.click(within(pagination).getByRole('link', { name: 'Страница 3' }));
    await waitFor(() => expect(titles()).toEqual(['Новость 1']));
    expect(screen.getByTestId('where')).toHaveTextContent('/news?page=3');
    expect(screen.getByRole('link', { name: 'Страница 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('shows the loading text while the next page loads', async () => {
    const user = userEvent.setup();
    let release = () => {};
    await renderList('/news', new Promise<void>((resolve) => (release = resolve)));
    expect(screen.queryByText('Загрузка новостей…')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Страница 2' }));
    expect(await screen.findByText('Загрузка новостей…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Загрузка новостей…')).toBeNull());
    expect(titles()).toEqual(['Новость 5', 'Новость 4', 'Новость 3', 'Новость 2']);
  });

  it('sorts oldest first and goes back to page 1 when the sort changes', async () => {
    const user = userEvent.setup();
    await renderList('/news?page=2');
    expect(titles()).toEqual(['Новость 5', 'Новость 4', 'Новость 3', 'Новость 2']);
    const sort = screen.getByRole('group', { name: 'Сортировка' });
    expect(sort.querySelector('summary')).toHaveAccessibleName('Сортировка Сначала новые');
    await user.click(sort.querySelector('summary')!);
    expect(sort).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Сначала новые' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('link', { name: 'Сначала старые' }));
    await waitFor(() =>
      expect(titles()).toEqual(['Новость 1', 'Новость 2', 'Новость 3', 'Новость 4']),
    );
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/news\?sort=oldest$/);
    expect(screen.getByRole('group', { name: 'Сортировка' })).not.toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
      'href',
      '/news?sort=oldest&page=2',
    );
  });

  it('renders sorting and paging as plain links on the server, for pages without scripts', async () => {
    const routes = [
      {
        path: '/news',
        loader: ({ request }: { request: Request }) => {
          const { sort, page } = listParams(new URL(request.url));
          return newsListView(newsPageOf(news, page, sort), 'ru', sort);
        },
        Component: function ServerList() {
          return <NewsListPageView list={useLoaderData<ReturnType<typeof newsListView>>()} />;
        },
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://site/news?sort=oldest&page=2'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <I18nProvider
        i18n={createI18nWithTexts({ lng: 'ru', texts: resources['ru'] as unknown as TextTree })}
      >
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </I18nProvider>,
    );
    expect(html).not.toContain('<button');
    expect(html).not.toContain('role="combobox"');
    expect(html).toMatch(/<details[^>]*><summary/);
    expect(html).toContain('href="/news?sort=oldest"');
    expect(html).toContain('href="/news"');
    expect(html).toContain('href="/news?sort=oldest&amp;page=3"');
    const page2 = html.match(/<a [^>]*aria-label="Страница 2"[^>]*>/)?.[0];
    expect(page2).toContain('href="/news?sort=oldest&amp;page=2"');
    expect(page2).toContain('aria-current="page"');
  });

  it('builds the list addresses as the loader reads them', () => {
    expect(newsListHref('newest', 1)).toBe('/news');
    expect(newsListHref('newest', 2)).toBe('/news?page=2');
    expect(newsListHref('oldest', 1)).toBe('/news?sort=oldest');
    expect(newsListHref('oldest', 3)).toBe('/news?sort=oldest&page=3');
    expect(listParams(new URL(`http://site${newsListHref('oldest', 3)}`))).toEqual({
      sort: 'oldest',
      page: 3,
    });
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
      <NewsDetailView
        item={{
          id: '1',
          slug: 's',
          title: 'Заголовок',
          date: '2026-01-05',
          dateText: '5 января 2026 г.',
          html: '<p><strong>Жирный</strong> текст</p>',
        }}
      />,
    );
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1, name: 'Заголовок' })).toBeInTheDocument();
    expect(screen.getByText('Жирный').tagName).toBe('STRONG');
    expect(screen.getByText('5 января 2026 г.')).toHaveAttribute('dateTime', '2026-01-05');
    expect(screen.getByRole('link', { name: 'Ко всем новостям' })).toHaveAttribute('href', '/news');
  });

  it('offers other news as cards under the item, before the links back', async () => {
    renderWithSite(
      <NewsDetailView
        item={{
          id: '1',
          slug: 's',
          title: 'Заголовок',
          date: '',
          dateText: '',
          html: '<p>Текст</p>',
        }}
        others={[
          {
            id: '2',
            slug: 'two',
            title: 'Вторая',
            date: '2026-01-04',
            dateText: '4 января 2026 г.',
            excerpt: 'Начало второй.',
          },
          { id: '3', slug: 'three', title: 'Третья', date: '', dateText: '' },
        ]}
      />,
    );
    await act(async () => {});
    const region = screen.getByRole('region', { name: 'Другие новости' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/news/two', '/news/three']);
    expect(links[0]).toHaveTextContent('Начало второй.');
    expect(
      region.compareDocumentPosition(screen.getByRole('link', { name: 'Ко всем новостям' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows no other news block when there are none', async () => {
    renderWithSite(
      <NewsDetailView
        item={{
          id: '1',
          slug: 's',
          title: 'Заголовок',
          date: '',
          dateText: '',
          html: '<p>Текст</p>',
        }}
        others={[]}
      />,
    );
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Другие новости' })).toBeNull();
  });

  it('marks the Russian fallback of an English page lang="ru": the title and the description', async () => {
    renderWithSite(
      <NewsDetailView
        item={{
          id: '1',
          slug: 's',
          title: 'Заголовок',
          titleLang: 'ru',
          date: '',
          dateText: '',
          html: '<p>Текст</p>',
          htmlLang: 'ru',
        }}
      />,
      { lang: 'en' },
    );
    await act(async () => {});
    expect(
      screen.getByRole('heading', { level: 1 }).querySelector('[lang="ru"]'),
    ).toHaveTextContent('Заголовок');
    expect(screen.getByText('Текст').closest('[lang]')).toHaveAttribute('lang', 'ru');
  });

  it('leaves the language alone when the texts are the page’s own', async () => {
    renderWithSite(
      <NewsDetailView
        item={{ id: '1', slug: 's', title: 'Title', date: '', dateText: '', html: '<p>Text</p>' }}
      />,
      { lang: 'en' },
    );
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1 }).querySelector('[lang]')).toBeNull();
    expect(screen.getByText('Text').closest('[lang]')).toBeNull();
  });

  it('shows the not-found block with the link back to the list', async () => {
    renderWithSite(<NewsDetailView item={null} />);
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Новость не найдена');
    const notFound = screen.getByRole('status');
    expect(notFound).toHaveTextContent('Возможно, она была удалена или адрес набран с ошибкой.');
    // The h1 names the case; the notice does not repeat it.
    expect(notFound).not.toHaveTextContent('Новость не найдена');
    expect(
      within(notFound).getByRole('link', { name: 'Вернуться к списку новостей' }),
    ).toHaveAttribute('href', '/news');
    expect(screen.getByRole('link', { name: 'Вернуться к списку новостей' })).toHaveAttribute(
      'href',
      '/news',
    );
    // Without news to offer, nothing more.
    expect(screen.queryByRole('heading', { name: 'Последние новости' })).toBeNull();
  });

  it('offers the newest news as the cards of «Другие новости» when the item is not found', async () => {
    const latest = [1, 2, 3].map((n) => ({
      id: String(n),
      slug: `news-${n}`,
      title: `Новость ${n}`,
      date: '2026-03-01',
      dateText: '1 марта 2026',
    }));
    renderWithSite(<NewsDetailView item={null} others={latest} />);
    await act(async () => {});
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Новость не найдена');
    const section = screen.getByRole('region', { name: 'Последние новости' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: /Новость 1/ })).toHaveAttribute(
      'href',
      '/news/news-1',
    );
    expect(within(section).getByRole('link', { name: 'Ко всем новостям' })).toHaveAttribute(
      'href',
      '/news',
    );
    // After the notice, which keeps the spec's text and link.
    const notice = screen.getByRole('status');
    expect(notice.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Другие новости' })).toBeNull();
  });
});
